import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TCalendarSummary } from '@staffdesk/shared/schemas/timesheets';
import { callApi } from '@/lib/api-client';
import { employeeQuery, TIMESHEET_KEY, type Who } from './get-timesheet-week';

/** A month of a timesheet: hours and state per day. */
export function getCalendarSummary(monthYear: string, employeeId: Who): Promise<TCalendarSummary> {
  return callApi(timesheetsApi.timesheetCalendarSummary, { query: { monthYear, ...employeeQuery(employeeId) } });
}

export function calendarSummaryQueryOptions(monthYear: string, employeeId: Who) {
  return queryOptions({
    queryKey: [...TIMESHEET_KEY, 'month', employeeId ?? 'own', monthYear],
    queryFn: () => getCalendarSummary(monthYear, employeeId),
  });
}

export function useCalendarSummary(monthYear: string, employeeId: Who) {
  return useQuery({ ...calendarSummaryQueryOptions(monthYear, employeeId), placeholderData: keepPreviousData });
}
