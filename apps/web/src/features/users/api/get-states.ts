import { queryOptions, useQuery } from '@tanstack/react-query';
import { countriesApi } from '@staffdesk/shared/api/countries';
import { callApi } from '@/lib/api-client';

export function getStates(countryCode: string) {
  return callApi(countriesApi.countryStates, { params: { code: countryCode } });
}

export function statesQueryOptions(countryCode: string | undefined) {
  return queryOptions({
    queryKey: ['countries', countryCode, 'states'],
    queryFn: () => getStates(countryCode ?? ''),
    enabled: Boolean(countryCode),
    staleTime: Infinity,
  });
}

/** The states of a country, once one is chosen. */
export function useStates(countryCode: string | undefined) {
  return useQuery(statesQueryOptions(countryCode));
}
