import { Bell } from 'lucide-react';
import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { toShownNotification } from './notification-defaults';

interface NotificationListItemProps {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  disabled?: boolean;
}

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** One notification: unread ones stand out; a click marks it read and follows its link. */
export function NotificationListItem({ notification, onOpen, disabled }: NotificationListItemProps) {
  const shown = toShownNotification(notification);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        disabled={disabled}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-70',
          !notification.read && 'bg-primary/5',
        )}
      >
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-muted-foreground">
          {shown.image ? <img src={shown.image} alt="" className="size-full object-cover" /> : <Bell className="size-4" aria-hidden="true" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn('truncate text-sm', notification.read ? 'font-medium' : 'font-semibold')}>{shown.title}</span>
            {!notification.read && (
              <>
                <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                <span className="sr-only">(unread)</span>
              </>
            )}
          </span>
          <span className="mt-0.5 block text-sm text-muted-foreground">{shown.body}</span>
          <span className="mt-1 block text-xs text-muted-foreground">
            {formatDate(notification.createdAt)} · {timeOf(notification.createdAt)}
          </span>
        </span>
      </button>
    </li>
  );
}
