import { uiPath } from '@staffdesk/shared/routes';

export const LEAVE_REQUEST_PATH = uiPath('/ui/self-service/leaves/leave-request');
export const LEAVE_LIST_PATH = uiPath('/ui/self-service/leaves/leave-request-list');
export const LEAVE_CALENDAR_PATH = uiPath('/ui/self-service/leaves/calendar');
