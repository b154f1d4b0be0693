import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from '@/components/requests/request-family';

export function getOwnAssetRequests() {
  return callApi(assetsApi.ownAssetRequests, { query: { pageSize: 200 } });
}

/** Under the requests' key, so a decision on the approvals screen refreshes it. */
export function ownAssetRequestsQueryOptions() {
  return queryOptions({ queryKey: [...REQUESTS_KEY, 'own', 'asset-requests'], queryFn: getOwnAssetRequests });
}

export function useOwnAssetRequests() {
  return useQuery(ownAssetRequestsQueryOptions());
}
