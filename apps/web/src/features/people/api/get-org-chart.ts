import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@staffdesk/shared/api/employees';
import { callApi } from '@/lib/api-client';
import { PEOPLE_KEY } from './get-people-directory';

/** The tree changes when HR moves someone, rarely while a page is open. */
const STALE_MS = 60_000;

export function getOrgLevel(managerId: number | undefined) {
  return callApi(employeesApi.orgChart, { query: managerId === undefined ? {} : { managerId } });
}

/** A manager's direct reports, or the top of the tree without one. */
export function orgLevelQueryOptions(managerId: number | undefined) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, 'org-chart', 'level', managerId ?? 'top'],
    queryFn: () => getOrgLevel(managerId),
    staleTime: STALE_MS,
  });
}

/** Fetched once `enabled`: a manager's reports the first time they are opened. */
export function useOrgLevel(managerId: number | undefined, enabled = true) {
  return useQuery({ ...orgLevelQueryOptions(managerId), enabled });
}

export function getOrgChain(personId: number) {
  return callApi(employeesApi.orgChart, { query: { personId } });
}

/** A person's managers from the top down, ending with the person. */
export function orgChainQueryOptions(personId: number) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, 'org-chart', 'chain', personId],
    queryFn: () => getOrgChain(personId),
    staleTime: STALE_MS,
  });
}
