import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '../api-client';

/** Active users who lead a team: whom a form may name as an owner or a delegate. The form shows when it cannot load them. */
function reportingManagersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'reporting-managers'],
    queryFn: () => callApi(usersApi.reportingManagers, undefined, { toastErrors: false }),
    staleTime: 5 * 60_000,
  });
}

export function useReportingManagers() {
  return useQuery(reportingManagersQueryOptions());
}
