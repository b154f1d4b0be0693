import { useSearchParams } from 'react-router';
import { CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { PageHeader } from '@/components/page-header';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { NotificationsList } from './notifications-list';
import { useOpenNotification } from './use-open-notification';

const PAGE_SIZE = 10;

/** Every notification, newest first, a page at a time; unread ones only on request; all marked read at once. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unreadOnly = params.get('unread') === 'true';
  const query = useNotifications({ page, pageSize: PAGE_SIZE, unreadOnly });
  const { data } = query;
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

      <NotificationsList
        query={query}
        unreadOnly={unreadOnly}
        onOpen={(n) => void open(n)}
        opening={pending}
        onPageChange={(p) => setQuery({ page: p })}
      />
    </>
  );
}
