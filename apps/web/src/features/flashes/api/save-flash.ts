import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import type { TFlashRequest } from '@staffdesk/shared/schemas/flashes';
import { callApi } from '@/lib/api-client';
import { FLASHES_KEY } from './get-flashes';

/** Creates a flash, or changes one when an id is given. The dialog shows a refusal itself. */
export function saveFlash({ id, body }: { id?: number; body: TFlashRequest }) {
  return id === undefined
    ? callApi(flashesApi.createFlash, { body }, { toastErrors: false })
    : callApi(flashesApi.updateFlash, { params: { id }, body }, { toastErrors: false });
}

export function useSaveFlash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLASHES_KEY }),
  });
}
