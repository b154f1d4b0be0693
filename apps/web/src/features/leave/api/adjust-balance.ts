import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import type { TBalanceAdjustment } from '@staffdesk/shared/schemas/leave-ledger';
import { balancesApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export function adjustBalance(body: TBalanceAdjustment): Promise<TEventBalance> {
  return callApi(balancesApi.adjustBalance, { body });
}

/** Every leave query: the balance, its ledger and the summaries move together. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEAVE_KEY }),
  });
}
