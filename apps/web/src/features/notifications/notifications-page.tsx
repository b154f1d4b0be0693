import { useSearchParams } from 'react-router';
import { BellOff, CheckCheck, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { NotificationListItem } from './notification-list-item';
import { useOpenNotification } from './use-open-notification';

const PAGE_SIZE = 10;

export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unreadOnly = params.get('unread') === 'true';
  const { data, isPending, isError, refetch, isPlaceholderData } = useNotifications({
    page,
    pageSize: PAGE_SIZE,
    unreadOnly,
  });
  const { open, pending } = useOpenNotification();
  const markAll = useMarkAllNotificationsRead();

  const setQuery = (next: { page?: number; unread?: boolean }) => {
    const search = new URLSearchParams();
    const nextUnread = next.unread ?? unreadOnly;
    if (nextUnread) search.set('unread', 'true');
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const unread = data?.unread ?? 0;

  return (
    <>
      <PageHeader
        title="Notifications"
        description={data ? (unread > 0 ? `${unread} unread` : 'You are all caught up.') : undefined}
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending || unread === 0}
          >
            {markAll.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
            Mark all read
          </Button>
        }
      />
      <div className="mb-4 flex items-center gap-2">
        <Checkbox
          id="unread-only"
          checked={unreadOnly}
          onCheckedChange={(checked) => setQuery({ unread: checked === true, page: 1 })}
        />
        <Label htmlFor="unread-only">Unread only</Label>
      </div>

      {isPending ? (
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
      ) : isError ? (
        <LoadError
          icon={TriangleAlert}
          title="Your notifications could not be loaded."
          onRetry={() => void refetch()}
        />
      ) : data.items.length === 0 ? (
        <EmptyState icon={BellOff} title={unreadOnly ? 'No unread notifications.' : 'No notifications yet.'}>
          <p>
            {unreadOnly
              ? 'Everything has been read.'
              : 'Decisions on your requests and requests waiting for you show up here.'}
          </p>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <Card className="gap-0 overflow-hidden py-0">
            <ul aria-label="Notifications" aria-busy={isPlaceholderData} className="divide-y">
              {data.items.map((notification) => (
                <NotificationListItem
                  key={notification.id}
                  notification={notification}
                  onOpen={(n) => void open(n)}
                  disabled={pending}
                />
              ))}
            </ul>
          </Card>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(p) => setQuery({ page: p })}
            noun="notifications"
          />
        </div>
      )}
    </>
  );
}
