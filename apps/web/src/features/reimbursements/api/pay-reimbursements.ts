import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import { callApi } from '@/lib/api-client';

/** Marks one approved claim paid with the transfer's reference. */
export function payReimbursement(id: number, paymentReference: string) {
  return callApi(reimbursementsApi.payReimbursement, { params: { id }, body: { paymentReference } });
}

/** Marks several approved claims paid with one transfer's reference. */
export function payReimbursements(ids: number[], paymentReference: string) {
  return callApi(reimbursementsApi.payReimbursements, { body: { ids, paymentReference } });
}
