import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedsApi } from '@staffdesk/shared/api/calendar-feeds';
import { callApi } from '@/lib/api-client';
import { calendarFeedsQueryOptions } from './get-calendar-feeds';

export function revokeCalendarFeed(id: number) {
  return callApi(calendarFeedsApi.revokeCalendarFeed, { params: { id } });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryOptions().queryKey }),
  });
}
