import { uiPath } from '@staffdesk/shared/routes';

export const REIMBURSEMENT_FORM_PATH = uiPath('/ui/human-resources/reimbursement-request-form');
export const REIMBURSEMENT_LIST_PATH = uiPath('/ui/human-resources/reimbursement-request-list');
