import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feedsApi } from '@staffdesk/shared/api/feeds';
import { callApi } from '../api-client';

/** Every feed query starts with this key: a change on the feed manager refreshes the dashboard's card too. */
export const FEEDS_KEY = ['feeds'] as const;

/** A page of the feed; `scheduled` adds the posts not yet published (feed managers only). */
export function useFeedPage(page: number, pageSize: number, scheduled = false) {
  return useQuery({
    queryKey: [...FEEDS_KEY, { page, pageSize, scheduled }],
    queryFn: () =>
      callApi(
        feedsApi.feeds,
        { query: { page, pageSize, scheduled: scheduled ? 'true' : 'false' } },
        { toastErrors: false },
      ),
    placeholderData: keepPreviousData,
  });
}
