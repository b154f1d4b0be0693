import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { callApi } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function getUnreadCount(): Promise<{ unread: number }> {
  // The header asks on every screen: a failure here is not worth a toast or the loading bar.
  return callApi(notificationsApi.unreadCount, {}, { toastErrors: false, loader: false });
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'unread-count'], queryFn: getUnreadCount });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
