import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaveSummary } from '@staffdesk/shared/schemas/leave';
import { leaveSummariesApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export function getLeaveSummary(): Promise<TLeaveSummary> {
  return callApi(leaveSummariesApi.leaveSummary);
}

export function leaveSummaryQueryOptions() {
  return queryOptions({ queryKey: [...LEAVE_KEY, 'summary'], queryFn: getLeaveSummary });
}

export function useLeaveSummary() {
  return useQuery(leaveSummaryQueryOptions());
}
