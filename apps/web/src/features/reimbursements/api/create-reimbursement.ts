import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import type { TReimbursementCreate } from '@staffdesk/shared/schemas/reimbursements';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from '@/components/requests/request-family';

/** The form shows the server's refusal itself, next to its fields. */
export function createReimbursement(body: TReimbursementCreate) {
  return callApi(reimbursementsApi.createReimbursement, { body }, { toastErrors: false });
}

export function useCreateReimbursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReimbursement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
