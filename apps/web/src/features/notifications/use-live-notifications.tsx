import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { toast } from '@/lib/toast';
import { NOTIFICATIONS_KEY } from './api/get-notifications';
import { parseNotificationData } from './notification-defaults';
import { startNotificationStream } from './notification-stream';
import { setUpPushNotifications } from './push-subscription';

/** Keys that no notification changes: the signed-in user and the pick lists. */
const UNCHANGED_BY_NOTIFICATIONS = new Set(['users', 'master']);

/** A notification says a request moved: re-read what is on screen (lists, balances, counts); the rest goes stale. */
function refreshAfterNotification(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => !UNCHANGED_BY_NOTIFICATIONS.has(String(query.queryKey[0])),
  });
}

/**
 * Mounted once in the signed-in shell: live notifications as toasts, fresh lists and counts, and the Web Push
 * subscription. Stops when the shell goes (sign-out, session expiry).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    void setUpPushNotifications();

    const stop = startNotificationStream({
      onOpen: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      onNotification: (data) => {
        const shown = parseNotificationData(data);
        toast.info(shown.title, {
          description: shown.body,
          icon: shown.image ? (
            <img src={shown.image} alt="" className="size-5 rounded-sm object-cover" />
          ) : (
            <Bell className="size-4" aria-hidden="true" />
          ),
          action: shown.link
            ? { label: 'Open', onClick: () => void navigateRef.current(shown.link ?? uiPath('/ui/notifications')) }
            : undefined,
        });
        refreshAfterNotification(queryClient);
      },
    });

    return stop;
  }, [queryClient]);
}
