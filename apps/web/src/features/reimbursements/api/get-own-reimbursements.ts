import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import type { TOwnReimbursementQuery, TReimbursementPage } from '@staffdesk/shared/schemas/reimbursements';
import { callApi } from '@/lib/api-client';

/** Your own claims, newest first. */
export function getOwnReimbursements(query: TOwnReimbursementQuery): Promise<TReimbursementPage> {
  return callApi(reimbursementsApi.ownReimbursements, { query });
}
