import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { balancesApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';

/** Every leave query starts with this key: a new, cancelled or decided request refreshes them together. */
export const LEAVE_KEY = ['leave'] as const;

export function getLeaveBalances(year?: number): Promise<TEventBalance[]> {
  return callApi(balancesApi.ownBalances, { query: { year } });
}

export function leaveBalancesQueryOptions(year?: number) {
  return queryOptions({
    queryKey: [...LEAVE_KEY, 'balances', year ?? 'current'],
    queryFn: () => getLeaveBalances(year),
  });
}

export function useLeaveBalances(year?: number) {
  return useQuery(leaveBalancesQueryOptions(year));
}
