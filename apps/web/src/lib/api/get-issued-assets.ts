import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import type { TIssuedAssetList } from '@staffdesk/shared/schemas/assets';
import { callApi } from '../api-client';

/** Every asset query starts with this key: an asset issued, corrected or returned refreshes each list of them. */
export const ASSETS_KEY = ['assets'] as const;

export function getIssuedAssets(): Promise<TIssuedAssetList> {
  return callApi(assetsApi.issuedAssets, { query: {} });
}

/** The assets issued to the viewer, on My Assets and on Benefits and Compensation. */
export function issuedAssetsQueryOptions() {
  return queryOptions({ queryKey: [...ASSETS_KEY, 'issued'], queryFn: getIssuedAssets });
}

export function useIssuedAssets() {
  return useQuery(issuedAssetsQueryOptions());
}
