import { queryOptions, useQuery } from '@tanstack/react-query';
import { countriesApi } from '@staffdesk/shared/api/countries';
import { callApi } from '@/lib/api-client';

export function getCountries() {
  return callApi(countriesApi.countries);
}

export function countriesQueryOptions() {
  return queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: Infinity });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
