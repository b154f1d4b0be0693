import { queryOptions, useQuery } from '@tanstack/react-query';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import type { TReimbursementPage } from '@staffdesk/shared/schemas/reimbursements';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** One person's claims of a status are few: one page holds them. */
const ALL = { page: 1, pageSize: 200 } as const;

type ClaimStatus = 'PENDING' | 'PAID';

export function getOwnClaims(status: ClaimStatus): Promise<TReimbursementPage> {
  return callApi(reimbursementsApi.ownReimbursements, { query: { ...ALL, status } });
}

/** Under the request screens' key: a claim made, cancelled, decided or paid refreshes the card. */
export function ownClaimsQueryOptions(status: ClaimStatus) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, 'own', 'reimbursements', status, ALL],
    queryFn: () => getOwnClaims(status),
  });
}

export function useOwnClaims(status: ClaimStatus) {
  return useQuery(ownClaimsQueryOptions(status));
}
