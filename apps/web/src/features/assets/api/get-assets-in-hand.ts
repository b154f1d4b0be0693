import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import { callApi } from '@/lib/api-client';
import { ASSETS_KEY } from '@/lib/api/get-issued-assets';

export function getAssetsInHand() {
  return callApi(assetsApi.issuedAssets, { query: { scope: 'IN_HAND' } });
}

export function assetsInHandQueryOptions() {
  return queryOptions({ queryKey: [...ASSETS_KEY, 'in-hand'], queryFn: getAssetsInHand });
}

/** Every asset issued and not yet returned, whoever holds it. */
export function useAssetsInHand() {
  return useQuery(assetsInHandQueryOptions());
}
