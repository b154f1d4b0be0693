import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { delegationsApi } from '@staffdesk/shared/api/delegations';
import type { TDelegation, TDelegationCreate } from '@staffdesk/shared/schemas/delegations';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from './request-family';

/**
 * Delegation (issue 18): the Settings card gives and cancels them, the approvals screens say whose requests
 * the viewer decides for now. Both read the same query.
 */
const DELEGATIONS_KEY = ['delegations'] as const;

/** Yours that have not ended, given and received. Quiet: the card says it failed, the approvals banner just stays away. */
export function delegationsQueryOptions() {
  return queryOptions({
    queryKey: DELEGATIONS_KEY,
    queryFn: () => callApi(delegationsApi.delegations, undefined, { toastErrors: false, loader: false }),
    staleTime: 60_000,
  });
}

export function useDelegations() {
  return useQuery(delegationsQueryOptions());
}

/** A delegation changes whose requests wait in the approval lists. */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([DELEGATIONS_KEY, REQUESTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The form shows the server's refusal next to its fields or above its buttons, so it is not toasted too. */
export function useCreateDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDelegationCreate): Promise<TDelegation> =>
      callApi(delegationsApi.createDelegation, { body }, { toastErrors: false }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useCancelDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<TDelegation> => callApi(delegationsApi.cancelDelegation, { params: { id } }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
