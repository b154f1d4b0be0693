import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetRequestFamily } from '@staffdesk/shared/api/assets';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from '@/components/requests/request-family';

/** Withdraws one's own pending request. */
export function cancelAssetRequest(id: number) {
  return callApi(assetRequestFamily.endpoints.cancel, { params: { id } });
}

export function useCancelAssetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAssetRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
