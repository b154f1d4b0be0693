import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itPoliciesApi } from '@staffdesk/shared/api/helpdesk';
import type { TItPolicy, TItPolicyInput } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';
import { IT_POLICIES_KEY } from './get-it-policies';

/** A change publishes the policy's next version; the dialog shows a refusal inside itself. */
export function updateItPolicy({ id, body }: { id: number; body: TItPolicyInput }): Promise<TItPolicy> {
  return callApi(itPoliciesApi.updateItPolicy, { params: { id }, body }, { toastErrors: false });
}

export function useUpdateItPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IT_POLICIES_KEY }),
  });
}
