import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import { callApi } from '@/lib/api-client';
import { ASSETS_KEY } from '@/lib/api/get-issued-assets';

/** Recorded as returned today: it stays in its holder's history, and its tag may be issued again. */
export function returnAsset(id: number) {
  return callApi(assetsApi.returnAsset, { params: { id }, body: {} });
}

export function useReturnAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnAsset,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
