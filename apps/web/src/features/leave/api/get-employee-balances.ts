import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { balancesApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export function getEmployeeBalances(employeeId: number): Promise<TEventBalance[]> {
  return callApi(balancesApi.employeeBalances, { params: { id: employeeId } });
}

export function employeeBalancesQueryOptions(employeeId: number) {
  return queryOptions({
    queryKey: [...LEAVE_KEY, 'employee-balances', employeeId],
    queryFn: () => getEmployeeBalances(employeeId),
  });
}

export function useEmployeeBalances(employeeId: number | undefined) {
  return useQuery({ ...employeeBalancesQueryOptions(employeeId ?? 0), enabled: employeeId !== undefined });
}
