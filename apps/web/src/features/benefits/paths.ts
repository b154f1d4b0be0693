/** The Human Resources screens of benefits and compensation, by full path. */
export const HR_PATH = '/ui/human-resources';
export const BENEFITS_PATH = `${HR_PATH}/benefits-and-compensation`;
export const REIMBURSEMENT_FORM_PATH = `${HR_PATH}/reimbursement-request-form`;
export const REIMBURSEMENT_LIST_PATH = `${HR_PATH}/reimbursement-request-list`;
export const ASSET_LIST_PATH = `${HR_PATH}/asset-list`;
export const ASSET_FORM_PATH = `${HR_PATH}/asset-request-form`;
