import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMasterData } from '@staffdesk/shared/schemas/master';
import { masterApi } from '@staffdesk/shared/api/master';
import { callApi } from '../api-client';

export function getMasterData(): Promise<TMasterData> {
  return callApi(masterApi.masterData, {}, { toastErrors: false, loader: false });
}

/** The pick lists every screen uses; fetched once per session by the guard (spec section 2, step 4). */
export function masterDataQueryOptions() {
  return queryOptions({ queryKey: ['master'], queryFn: getMasterData, staleTime: Infinity });
}

export function useMasterData() {
  return useQuery(masterDataQueryOptions());
}
