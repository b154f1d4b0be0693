import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalendar } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';
import { monthRange, type MonthKey } from '@/components/attendance-calendar/month';

/** The derived days of one month of the signed-in employee (the server's default employee). */
export function getCalendar(month: MonthKey): Promise<TCalendar> {
  return callApi(punchesApi.calendar, { query: monthRange(month) });
}

export function calendarQueryOptions(month: MonthKey) {
  return queryOptions({ queryKey: ['attendance', 'calendar', month], queryFn: () => getCalendar(month) });
}

export function useCalendar(month: MonthKey) {
  return useQuery({ ...calendarQueryOptions(month), placeholderData: keepPreviousData });
}
