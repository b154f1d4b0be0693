import { queryOptions, useQuery } from '@tanstack/react-query';
import { leavePoliciesApi } from '@staffdesk/shared/api/leave';
import type { TLeavePolicy, TLeavePolicyList } from '@staffdesk/shared/schemas/leave-policies';
import { callApi } from '@/lib/api-client';

export function getLeavePolicies(): Promise<TLeavePolicyList> {
  return callApi(leavePoliciesApi.leavePolicies, { query: {} });
}

/** Policies change by versions HR adds ahead of time, not while someone fills a form. */
export function leavePoliciesQueryOptions() {
  return queryOptions({ queryKey: ['leave-policies'], queryFn: getLeavePolicies, staleTime: 10 * 60_000 });
}

export function useLeavePolicies() {
  return useQuery(leavePoliciesQueryOptions());
}

/** The version in force on a day, as the server picks it: the latest effective by then (history is newest first). */
export function policyOnDate(
  history: readonly TLeavePolicy[],
  typeCode: string,
  date: string,
): TLeavePolicy | undefined {
  return history.find((p) => p.typeCode === typeCode && p.effectiveFrom <= date);
}
