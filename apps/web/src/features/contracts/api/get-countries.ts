import { useQuery } from '@tanstack/react-query';
import { countriesApi } from '@staffdesk/shared/api/countries';
import type { TCountry } from '@staffdesk/shared/schemas/countries';
import { callApi } from '@/lib/api-client';

/** The countries a company's address is in, as our API lists them. */
export function getCountries(): Promise<TCountry[]> {
  return callApi(countriesApi.countries, undefined, { toastErrors: false });
}

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: getCountries, staleTime: Infinity });
}
