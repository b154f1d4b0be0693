import { queryOptions, useQuery } from '@tanstack/react-query';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import { callApi } from '@/lib/api-client';
import { FLASHES_KEY } from './get-flashes';

export function getActiveFlashes() {
  return callApi(flashesApi.activeFlashes, undefined, { toastErrors: false, loader: false });
}

export function activeFlashesQueryOptions() {
  return queryOptions({ queryKey: [...FLASHES_KEY, 'active'], queryFn: getActiveFlashes });
}

/** The caller's live flashes, for the banner: asked again every minute and when the tab comes back. */
export function useActiveFlashes() {
  return useQuery({ ...activeFlashesQueryOptions(), refetchInterval: 60_000, staleTime: 30_000 });
}
