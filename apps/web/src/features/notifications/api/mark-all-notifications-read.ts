import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { NOTIFICATIONS_KEY } from './get-notifications';

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return http.post<{ updated: number }>('/user-notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
