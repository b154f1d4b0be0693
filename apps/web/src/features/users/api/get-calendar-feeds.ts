import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarFeedsApi } from '@staffdesk/shared/api/calendar-feeds';
import { callApi } from '@/lib/api-client';

export function getCalendarFeeds() {
  return callApi(calendarFeedsApi.calendarFeeds, undefined, { toastErrors: false, loader: false });
}

export function calendarFeedsQueryOptions() {
  return queryOptions({ queryKey: ['calendar-feeds'], queryFn: getCalendarFeeds });
}

/** Your feeds that are not revoked, newest first; the card says when they could not be read. */
export function useCalendarFeeds() {
  return useQuery(calendarFeedsQueryOptions());
}
