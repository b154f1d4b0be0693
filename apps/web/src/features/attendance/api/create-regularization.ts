import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regularizationsApi } from '@staffdesk/shared/api/regularizations';
import type { TRegularization, TRegularizationCreate } from '@staffdesk/shared/schemas/attendance';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from '@/components/requests/request-family';

/** The form shows the server's refusal (a day already asked for, too far back) itself. */
export function createRegularization(body: TRegularizationCreate): Promise<TRegularization> {
  return callApi(regularizationsApi.createRegularization, { body }, { toastErrors: false });
}

export function useCreateRegularization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegularization,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['attendance'] }),
      ]),
  });
}
