import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaveCalendar, TLeaveCalendarQuery } from '@staffdesk/shared/schemas/leave';
import { leaveCalendarApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export function getLeaveCalendar(query: TLeaveCalendarQuery): Promise<TLeaveCalendar> {
  return callApi(leaveCalendarApi.leaveCalendar, { query });
}

/** Under the leave key: a new, cancelled or decided request refreshes the calendar with the rest. */
export function leaveCalendarQueryOptions(query: TLeaveCalendarQuery) {
  return queryOptions({
    queryKey: [...LEAVE_KEY, 'calendar', query],
    queryFn: () => getLeaveCalendar(query),
    // The month on screen stays while the next one loads, rather than the grid blinking away.
    placeholderData: keepPreviousData,
  });
}

export function useLeaveCalendar(query: TLeaveCalendarQuery) {
  return useQuery(leaveCalendarQueryOptions(query));
}
