import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itPoliciesApi } from '@staffdesk/shared/api/helpdesk';
import type { TItPolicy, TItPolicyInput } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';
import { IT_POLICIES_KEY } from './get-it-policies';

/** The dialog shows the server's refusal inside itself, so the client does not toast it too. */
export function createItPolicy(body: TItPolicyInput): Promise<TItPolicy> {
  return callApi(itPoliciesApi.createItPolicy, { body }, { toastErrors: false });
}

export function useCreateItPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IT_POLICIES_KEY }),
  });
}
