import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import type { TAssetRequestCreate } from '@staffdesk/shared/schemas/assets';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from '@/components/requests/request-family';

/** The form shows the server's refusal itself, next to its fields. */
export function createAssetRequest(body: TAssetRequestCreate) {
  return callApi(assetsApi.createAssetRequest, { body }, { toastErrors: false });
}

export function useCreateAssetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssetRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
