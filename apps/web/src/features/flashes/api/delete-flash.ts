import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import { callApi } from '@/lib/api-client';
import { FLASHES_KEY } from './get-flashes';

export function deleteFlash(id: number) {
  return callApi(flashesApi.deleteFlash, { params: { id } });
}

export function useDeleteFlash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLASHES_KEY }),
  });
}
