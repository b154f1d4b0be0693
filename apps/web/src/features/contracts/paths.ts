import { uiPath } from '@staffdesk/shared/routes';

export const ENQUIRY_LIST_PATH = uiPath('/ui/project-management/business-enquiry');
export const ENQUIRY_FORM_PATH = uiPath('/ui/project-management/business-enquiry-form');
export const PROPOSAL_LIST_PATH = uiPath('/ui/project-management/new-proposal');
export const PROPOSAL_FORM_PATH = uiPath('/ui/project-management/new-proposal-form');
export const CONTRACT_LIST_PATH = uiPath('/ui/project-management/contract-registration');
export const CONTRACT_FORM_PATH = uiPath('/ui/project-management/contract-registration-form');
export const TASK_ORDER_FORM_PATH = uiPath('/ui/project-management/contract-registration/task-order-form');
export const RATE_FORM_PATH = uiPath('/ui/project-management/contract-registration/invoice-rate-form');
export const CONTACT_FORM_PATH = uiPath('/ui/project-management/contract-registration/contract-poc-form');

/** The contract's page: the contract list with the contract opened. */
export const contractPagePath = (contractId: number) => uiPath(CONTRACT_LIST_PATH, { contractId });

/** The project form, starting a project under the contract. */
export const newProjectPath = (contractId: number) =>
  uiPath('/ui/project-management/project-execution-form', { contractId });
