import { BellOff, TriangleAlert } from 'lucide-react';
import type { TNotification, TNotificationPage } from '@staffdesk/shared/schemas/notifications';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { NotificationListItem } from './notification-list-item';

interface NotificationsListProps {
  /** The part of the page's query the list reads. */
  query: {
    data: TNotificationPage | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  unreadOnly: boolean;
  onOpen: (notification: TNotification) => void;
  /** A notification is being opened: the others wait. */
  opening: boolean;
  onPageChange: (page: number) => void;
}

/** A page of notifications with the pager, or its loading, error or empty state. */
export function NotificationsList({ query, unreadOnly, onOpen, opening, onPageChange }: NotificationsListProps) {
  const { data } = query;
  if (query.isPending)
    return (
      <Card className="gap-0 py-0" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex gap-3 border-b px-4 py-3 last:border-0">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-full max-w-md" />
            </div>
          </div>
        ))}
      </Card>
    );
  if (query.isError || !data)
    return (
      <LoadError
        icon={TriangleAlert}
        title="Your notifications could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  if (data.items.length === 0)
    return (
      <EmptyState icon={BellOff} title={unreadOnly ? 'No unread notifications.' : 'No notifications yet.'}>
        <p>
          {unreadOnly
            ? 'Everything has been read.'
            : 'Decisions on your requests and requests waiting for you show up here.'}
        </p>
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      <Card className="gap-0 overflow-hidden py-0">
        <ul aria-label="Notifications" aria-busy={query.isPlaceholderData} className="divide-y">
          {data.items.map((notification) => (
            <NotificationListItem
              key={notification.id}
              notification={notification}
              onOpen={onOpen}
              disabled={opening}
            />
          ))}
        </ul>
      </Card>
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={onPageChange}
        noun="notifications"
      />
    </div>
  );
}
