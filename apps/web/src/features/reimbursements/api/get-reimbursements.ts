import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import type { TReimbursementListQuery, TReimbursementPage } from '@staffdesk/shared/schemas/reimbursements';
import { callApi } from '@/lib/api-client';

/** Everyone's claims, for finance's queues: those to decide and those to pay. */
export function getReimbursements(query: TReimbursementListQuery): Promise<TReimbursementPage> {
  return callApi(reimbursementsApi.allReimbursements, { query });
}
