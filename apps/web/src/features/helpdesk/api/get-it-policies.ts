import { queryOptions, useQuery } from '@tanstack/react-query';
import { itPoliciesApi } from '@staffdesk/shared/api/helpdesk';
import type { TItPolicy } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';

/** Every policy query starts with this key: adding, changing or retiring one refreshes the list. */
export const IT_POLICIES_KEY = ['it-policies'] as const;

export function getItPolicies(): Promise<TItPolicy[]> {
  return callApi(itPoliciesApi.itPolicies, { query: {} });
}

export function itPoliciesQueryOptions() {
  return queryOptions({ queryKey: IT_POLICIES_KEY, queryFn: getItPolicies });
}

export function useItPolicies() {
  return useQuery(itPoliciesQueryOptions());
}
