import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLedger } from '@staffdesk/shared/schemas/leave-ledger';
import { balancesApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export function getBalanceLedger(id: number): Promise<TLedger> {
  return callApi(balancesApi.balanceLedger, { params: { id } });
}

export function balanceLedgerQueryOptions(id: number) {
  return queryOptions({ queryKey: [...LEAVE_KEY, 'ledger', id], queryFn: () => getBalanceLedger(id) });
}

export function useBalanceLedger(id: number) {
  return useQuery(balanceLedgerQueryOptions(id));
}
