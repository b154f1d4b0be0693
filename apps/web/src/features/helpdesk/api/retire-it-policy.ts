import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itPoliciesApi } from '@staffdesk/shared/api/helpdesk';
import type { TItPolicy } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';
import { IT_POLICIES_KEY } from './get-it-policies';

export function retireItPolicy(id: number): Promise<TItPolicy> {
  return callApi(itPoliciesApi.retireItPolicy, { params: { id } });
}

export function useRetireItPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireItPolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: IT_POLICIES_KEY }),
  });
}
