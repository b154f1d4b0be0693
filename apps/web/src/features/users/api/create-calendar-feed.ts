import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedsApi } from '@staffdesk/shared/api/calendar-feeds';
import { callApi } from '@/lib/api-client';
import { calendarFeedsQueryOptions } from './get-calendar-feeds';

export function createCalendarFeed() {
  return callApi(calendarFeedsApi.createCalendarFeed, undefined, { toastErrors: false });
}

/** Answers the feed's secret address, which no later read shows again. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryOptions().queryKey }),
  });
}
