import { useNavigate } from 'react-router';
import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { toShownNotification } from './notification-defaults';

/** Opening a notification marks it read and follows its link (only ever into this app). */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const open = async (notification: TNotification) => {
    if (!notification.read) await markRead.mutateAsync(notification.id).catch(() => undefined);
    const { link } = toShownNotification(notification);
    if (link) await navigate(link);
  };
  return { open, pending: markRead.isPending };
}
