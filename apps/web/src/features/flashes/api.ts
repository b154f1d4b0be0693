import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import type { TFlashRequest } from '@staffdesk/shared/schemas/flashes';
import { callApi } from '@/lib/api-client';

/** Every flash query starts with this key: a change on the manager screen refreshes the banner too. */
const FLASHES_KEY = ['flashes'] as const;

/** The manager's list of every flash. */
export function useFlashes() {
  return useQuery({
    queryKey: [...FLASHES_KEY, 'all'],
    queryFn: () => callApi(flashesApi.flashes, undefined, { toastErrors: false }),
  });
}

/** The caller's live flashes, for the banner: asked again every minute and when the tab comes back. */
export function useActiveFlashes() {
  return useQuery({
    queryKey: [...FLASHES_KEY, 'active'],
    queryFn: () => callApi(flashesApi.activeFlashes, undefined, { toastErrors: false, loader: false }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

function useFlashMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: FLASHES_KEY }) });
}

/** Creates a flash, or changes one when an id is given. The dialog shows a refusal itself. */
export function useSaveFlash() {
  return useFlashMutation(({ id, body }: { id?: number; body: TFlashRequest }) =>
    id === undefined
      ? callApi(flashesApi.createFlash, { body }, { toastErrors: false })
      : callApi(flashesApi.updateFlash, { params: { id }, body }, { toastErrors: false }),
  );
}

export function useEndFlash() {
  return useFlashMutation((id: number) => callApi(flashesApi.endFlash, { params: { id } }));
}

export function useDeleteFlash() {
  return useFlashMutation((id: number) => callApi(flashesApi.deleteFlash, { params: { id } }));
}
