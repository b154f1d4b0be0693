import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { formatOfficeDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { toShownNotification } from './notification-defaults';
import { NOTIFICATION_KIND_LOOK, notificationKind } from './notification-kind';

interface NotificationListItemProps {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  disabled?: boolean;
}

/** A notification's icon (by kind, or its own image), title, body and office time: the page and the bell's drop-down show the same. */
export function NotificationSummary({
  notification,
  compact = false,
}: {
  notification: TNotification;
  compact?: boolean;
}) {
  const shown = toShownNotification(notification);
  const look = NOTIFICATION_KIND_LOOK[notificationKind(shown.title)];
  const Icon = look.icon;
  const timeZone = useEmployeeContext().data?.officeHours.timeZone;
  return (
    <>
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
          shown.image ? 'bg-muted' : look.tone,
        )}
      >
        {shown.image ? (
          <img src={shown.image} alt="" className="size-full object-cover" />
        ) : (
          <Icon className="size-4 text-current" aria-hidden="true" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', notification.read ? 'font-medium' : 'font-semibold')}>
            {shown.title}
          </span>
          {!notification.read && (
            <>
              <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
              <span className="sr-only">(unread)</span>
            </>
          )}
        </span>
        <span className={cn('mt-0.5 block text-sm text-muted-foreground', compact && 'line-clamp-2')}>
          {shown.body}
        </span>
        <span className="mt-1 block text-xs text-muted-foreground">
          {formatOfficeDateTime(notification.createdAt, timeZone)}
        </span>
      </span>
    </>
  );
}

/** One notification: unread ones stand out; a click marks it read and follows its link. */
export function NotificationListItem({ notification, onOpen, disabled }: NotificationListItemProps) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        disabled={disabled}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-muted/60',
          'focus-visible:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-70',
          !notification.read && 'bg-primary/5',
        )}
      >
        <NotificationSummary notification={notification} />
      </button>
    </li>
  );
}
