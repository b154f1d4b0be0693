import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import type { TAssetIssue } from '@staffdesk/shared/schemas/assets';
import { callApi } from '@/lib/api-client';
import { ASSETS_KEY } from '@/lib/api/get-issued-assets';

type AssetCorrection = Pick<TAssetIssue, 'assetTag' | 'serialNumber'>;

/** A tag or serial number typed wrong at the desk, corrected on the request that issued the asset. */
export function correctAsset({ requestId, body }: { requestId: number; body: AssetCorrection }) {
  return callApi(assetsApi.updateAssetRequest, { params: { id: requestId }, body }, { toastErrors: false });
}

export function useCorrectAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctAsset,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
