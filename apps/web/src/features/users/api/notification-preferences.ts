import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import type { TNotificationPreference } from '@staffdesk/shared/schemas/notifications';
import { callApi } from '@/lib/api-client';

export function getNotificationPreferences() {
  return callApi(notificationsApi.notificationPreferences, undefined, { toastErrors: false, loader: false });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: ['notification-preferences'], queryFn: getNotificationPreferences });
}

/** How each kind of notification reaches you; the card says when it could not be read. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function saveNotificationPreferences(items: TNotificationPreference[]) {
  return callApi(notificationsApi.saveNotificationPreferences, { body: { items } }, { toastErrors: false });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved),
  });
}
