import { queryOptions, useQuery } from '@tanstack/react-query';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from '@/components/requests/request-family';

export function getLatestClaims() {
  return callApi(reimbursementsApi.ownReimbursements, { query: { pageSize: 10 } });
}

/** Under the requests' key, so a claim sent, decided or paid refreshes it. */
export function latestClaimsQueryOptions() {
  return queryOptions({ queryKey: [...REQUESTS_KEY, 'own', 'reimbursements', 'recent'], queryFn: getLatestClaims });
}

/** The viewer's ten latest claims. */
export function useLatestClaims() {
  return useQuery(latestClaimsQueryOptions());
}
