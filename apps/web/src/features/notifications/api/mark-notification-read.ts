import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { callApi } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function markNotificationRead(id: number): Promise<TNotification> {
  return callApi(notificationsApi.markRead, { params: { id }, body: { read: true } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
