import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import { callApi } from '@/lib/api-client';
import { FLASHES_KEY } from './get-flashes';

/** Closes a flash's window now. */
export function endFlash(id: number) {
  return callApi(flashesApi.endFlash, { params: { id } });
}

export function useEndFlash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endFlash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLASHES_KEY }),
  });
}
