import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@staffdesk/shared/api/employees';
import type { TPeopleDirectoryQuery } from '@staffdesk/shared/schemas/organisation';
import { callApi } from '@/lib/api-client';

/** Every query of the people screens starts with this key. */
export const PEOPLE_KEY = ['people'] as const;

export function getPeopleDirectory(query: TPeopleDirectoryQuery) {
  return callApi(employeesApi.peopleDirectory, { query });
}

export function peopleDirectoryQueryOptions(query: TPeopleDirectoryQuery) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, 'directory', query],
    queryFn: () => getPeopleDirectory(query),
    placeholderData: keepPreviousData,
  });
}

/** A page of the directory, the one before kept in view while the next loads. */
export function usePeopleDirectory(query: TPeopleDirectoryQuery, enabled = true) {
  return useQuery({ ...peopleDirectoryQueryOptions(query), enabled });
}
