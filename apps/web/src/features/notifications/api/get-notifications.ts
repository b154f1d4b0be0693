import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationPage } from '@staffdesk/shared/schemas/notifications';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { callApi } from '@/lib/api-client';

export interface NotificationsQuery {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

export function getNotifications({ page, pageSize, unreadOnly }: NotificationsQuery): Promise<TNotificationPage> {
  return callApi(notificationsApi.notifications, {
    query: { page, pageSize, unreadOnly: unreadOnly ? 'true' : undefined },
  });
}

/** Every notification query starts with this key: the live stream invalidates them all at once. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function notificationsQueryOptions(query: NotificationsQuery) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', query],
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(query: NotificationsQuery) {
  return useQuery(notificationsQueryOptions(query));
}
