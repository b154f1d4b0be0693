/** The screens of the pipeline, as the route table places them under /ui/project-management. */
const BASE = '/ui/project-management';
export const ENQUIRY_LIST_PATH = `${BASE}/business-enquiry`;
export const ENQUIRY_FORM_PATH = `${BASE}/business-enquiry-form`;
export const PROPOSAL_LIST_PATH = `${BASE}/new-proposal`;
export const PROPOSAL_FORM_PATH = `${BASE}/new-proposal-form`;
export const CONTRACT_LIST_PATH = `${BASE}/contract-registration`;
export const CONTRACT_FORM_PATH = `${BASE}/contract-registration-form`;
export const TASK_ORDER_FORM_PATH = `${CONTRACT_LIST_PATH}/task-order-form`;
export const RATE_FORM_PATH = `${CONTRACT_LIST_PATH}/invoice-rate-form`;
export const CONTACT_FORM_PATH = `${CONTRACT_LIST_PATH}/contract-poc-form`;

/** A path with its query: `withQuery(PROPOSAL_FORM_PATH, { enquiryId: 4 })`. */
export function withQuery(path: string, query: Record<string, number | string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The contract's page: the contract list with the contract opened. */
export const contractPagePath = (contractId: number) => withQuery(CONTRACT_LIST_PATH, { contractId });
