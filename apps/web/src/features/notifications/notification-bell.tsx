import { useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useUnreadCount } from './api/get-unread-count';
import { useNotifications } from './api/get-notifications';
import { NotificationSummary } from './notification-list-item';
import { useOpenNotification } from './use-open-notification';

export const LATEST_COUNT = 10;

export function unreadLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The latest ten, unread first (newest first within each): the unread page, topped up with the newest read ones. */
export function latestUnreadFirst(
  unread: readonly TNotification[],
  newest: readonly TNotification[],
  count = LATEST_COUNT,
): TNotification[] {
  const seen = new Set(unread.map((n) => n.id));
  return [...unread, ...newest.filter((n) => !seen.has(n.id) && n.read)].slice(0, count);
}

/** The latest notifications in a drop-down, once the bell is opened. */
function LatestNotifications() {
  const navigate = useNavigate();
  const unread = useNotifications({ page: 1, pageSize: LATEST_COUNT, unreadOnly: true });
  const newest = useNotifications({ page: 1, pageSize: LATEST_COUNT, unreadOnly: false });
  const { open } = useOpenNotification();
  const items = latestUnreadFirst(unread.data?.items ?? [], newest.data?.items ?? []);
  const loading = unread.isPending || newest.isPending;
  return (
    <>
      <DropdownMenuLabel className="flex items-baseline justify-between gap-2">
        <span>Notifications</span>
        {unread.data && (
          <span className="text-xs font-normal text-muted-foreground">
            {unread.data.unread > 0 ? `${unread.data.unread} unread` : 'All read'}
          </span>
        )}
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      {loading ? (
        <p className="px-2 py-6 text-center text-sm text-muted-foreground" aria-busy="true">
          Loading…
        </p>
      ) : items.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-muted-foreground">No notifications yet.</p>
      ) : (
        // Scrolls on its own when ten do not fit (a phone); focusable, so a keyboard scrolls it too.
        <div
          role="group"
          aria-label="Latest notifications"
          tabIndex={0}
          className="max-h-[min(28rem,55vh)] overflow-y-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {items.map((n) => (
            <DropdownMenuItem
              key={n.id}
              className={cn('items-start gap-3 py-2', !n.read && 'bg-primary/5')}
              onSelect={() => void open(n)}
            >
              <NotificationSummary notification={n} compact />
            </DropdownMenuItem>
          ))}
        </div>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem
        className="justify-center font-medium"
        onSelect={() => void navigate(uiPath('/ui/notifications'))}
      >
        See all
      </DropdownMenuItem>
    </>
  );
}

/** The header's bell with the unread count, kept fresh by the live stream; it opens the latest ten. */
export function NotificationBell() {
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  return (
    // Not modal: the page behind stays in the accessibility tree (a modal menu hides it while its links stay focusable).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unreadLabel(unread)}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-count"
              className={cn(
                'absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full',
                'bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums',
              )}
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-none w-[min(24rem,calc(100vw-1rem))] overflow-y-visible">
        <LatestNotifications />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
