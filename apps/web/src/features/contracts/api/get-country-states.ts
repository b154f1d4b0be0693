import { useQuery } from '@tanstack/react-query';
import { countriesApi } from '@staffdesk/shared/api/countries';
import type { TState } from '@staffdesk/shared/schemas/countries';
import { callApi } from '@/lib/api-client';

export function getCountryStates(code: string): Promise<TState[]> {
  return callApi(countriesApi.countryStates, { params: { code } }, { toastErrors: false });
}

/** The states of a country; none asked before a country is chosen. */
export function useCountryStates(code: string) {
  return useQuery({
    queryKey: ['countries', code, 'states'],
    queryFn: () => getCountryStates(code),
    enabled: code !== '',
    staleTime: Infinity,
  });
}
