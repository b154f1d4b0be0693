import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function getUnreadCount(): Promise<{ unread: number }> {
  // The header asks on every screen: a failure here is not worth a toast or the loading bar.
  return http.get<{ unread: number }>('/user-notifications/unread-count', { toastErrors: false, loader: false });
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'unread-count'], queryFn: getUnreadCount });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
