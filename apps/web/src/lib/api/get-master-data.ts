import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMasterData } from '@staffdesk/shared/schemas/master';
import { http } from '../http';

export function getMasterData(): Promise<TMasterData> {
  return http.get<TMasterData>('/master', { toastErrors: false, loader: false });
}

/** The pick lists every screen uses; fetched once per session by the guard (spec section 2, step 4). */
export function masterDataQueryOptions() {
  return queryOptions({ queryKey: ['master'], queryFn: getMasterData, staleTime: Infinity });
}

export function useMasterData() {
  return useQuery(masterDataQueryOptions());
}
