import { queryOptions, useQuery } from '@tanstack/react-query';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import { callApi } from '@/lib/api-client';

/** Every flash query starts with this key: a change on the manager screen refreshes the banner too. */
export const FLASHES_KEY = ['flashes'] as const;

export function getFlashes() {
  return callApi(flashesApi.flashes, undefined, { toastErrors: false });
}

export function flashesQueryOptions() {
  return queryOptions({ queryKey: [...FLASHES_KEY, 'all'], queryFn: getFlashes });
}

/** The manager's list of every flash. */
export function useFlashes() {
  return useQuery(flashesQueryOptions());
}
