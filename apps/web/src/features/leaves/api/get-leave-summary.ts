import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaveSummary } from '@staffdesk/shared/schemas/leave';
import { http } from '@/lib/http';
import { LEAVE_KEY } from './get-leave-balances';

export function getLeaveSummary(): Promise<TLeaveSummary> {
  return http.get<TLeaveSummary>('/employee/leave-summary');
}

export function leaveSummaryQueryOptions() {
  return queryOptions({ queryKey: [...LEAVE_KEY, 'summary'], queryFn: getLeaveSummary });
}

export function useLeaveSummary() {
  return useQuery(leaveSummaryQueryOptions());
}
