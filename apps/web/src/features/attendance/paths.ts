import { uiPath } from '@staffdesk/shared/routes';

export const WFH_FORM_PATH = uiPath('/ui/self-service/attendance/wfh-request');
export const WFH_LIST_PATH = uiPath('/ui/self-service/attendance/wfh-request-list');
export const REGULARIZATION_FORM_PATH = uiPath('/ui/self-service/attendance/attendance-regularization-request');
export const REGULARIZATION_LIST_PATH = uiPath('/ui/self-service/attendance/attendance-regularization-list');

/** The regularization form, with the day to correct filled in when one is given. */
export function regularizationFormPath(date?: string): string {
  return uiPath(REGULARIZATION_FORM_PATH, { date });
}
