import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

export function getReportingManagers() {
  return callApi(usersApi.reportingManagers);
}

/** Under the users' key, unlike lib's: a manager just added is offered at once. */
export function reportingManagersQueryOptions() {
  return queryOptions({
    queryKey: [...USERS_KEY, 'reporting-managers'],
    queryFn: getReportingManagers,
    staleTime: 60_000,
  });
}

export function useReportingManagers() {
  return useQuery(reportingManagersQueryOptions());
}
