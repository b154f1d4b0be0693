import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { callApi } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return callApi(notificationsApi.markAllRead);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
