import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import { http } from '@/lib/http';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function markNotificationRead(id: number): Promise<TNotification> {
  return http.patch<TNotification>(`/user-notifications/${id}`, { read: true });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
