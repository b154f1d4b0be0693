import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** Every timesheet query starts with this key: a save, lock or decision refreshes them all. */
export const TIMESHEET_KEY = ['timesheet'] as const;

/** Whose timesheet: the signed-in employee's (undefined) or another's by id. */
export type Who = number | undefined;

/** The query parameter that names another's timesheet; none for one's own. */
export const employeeQuery = (employeeId: Who) => (employeeId ? { employeeId: String(employeeId) } : {});

/** A save, lock or decision changes the weeks, and the approvals queues (a week's request). */
export function refreshTimesheets(queryClient: QueryClient) {
  return Promise.all([TIMESHEET_KEY, REQUESTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function getTimesheetWeek(startDate: string, employeeId: Who): Promise<TTimesheetWeek> {
  return callApi(timesheetsApi.timesheetWeek, { query: { startDate, ...employeeQuery(employeeId) } });
}

export function timesheetWeekQueryOptions(startDate: string, employeeId: Who) {
  return queryOptions({
    queryKey: [...TIMESHEET_KEY, 'week', employeeId ?? 'own', startDate],
    queryFn: () => getTimesheetWeek(startDate, employeeId),
  });
}

export function useTimesheetWeek(startDate: string, employeeId: Who) {
  return useQuery({ ...timesheetWeekQueryOptions(startDate, employeeId), placeholderData: keepPreviousData });
}
