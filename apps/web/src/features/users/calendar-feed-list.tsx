import { useState } from 'react';
import type { TCalendarFeed } from '@staffdesk/shared/schemas/calendar-feeds';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OfficeTime } from '@/components/office-time';
import { toast } from '@/lib/toast';
import { useRevokeCalendarFeed } from './api/revoke-calendar-feed';

/** Your feeds, each revoked after a confirmation; their addresses are never shown again. */
export function CalendarFeedList({ feeds }: { feeds: TCalendarFeed[] }) {
  const revoke = useRevokeCalendarFeed();
  const [revoking, setRevoking] = useState<TCalendarFeed>();

  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success('Calendar feed revoked.'),
      onSettled: () => setRevoking(undefined),
    });
  };

  if (feeds.length === 0)
    return <p className="text-sm text-muted-foreground">You have no calendar feed. Create one to subscribe to.</p>;
  return (
    <>
      <ul className="grid gap-2" aria-label="Your calendar feeds">
        {feeds.map((feed, i) => (
          <li
            key={feed.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border px-3 py-2"
          >
            <div id={`calendar-feed-${feed.id}`} className="grid gap-0.5 text-sm">
              <p className="font-medium">Feed {feeds.length - i}</p>
              <p className="text-muted-foreground">
                Created <OfficeTime iso={feed.createdAt} />
              </p>
              <p className="text-muted-foreground">
                {feed.lastUsedAt ? (
                  <>
                    Last read by a calendar <OfficeTime iso={feed.lastUsedAt} />
                  </>
                ) : (
                  'Not read by a calendar yet'
                )}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRevoking(feed)}
              aria-describedby={`calendar-feed-${feed.id}`}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title="Revoke This Calendar Feed?"
        description="Calendars subscribed to its address stop receiving your days off, and the address answers nothing from now on."
        confirmLabel="Revoke feed"
        onConfirm={confirm}
        pending={revoke.isPending}
      />
    </>
  );
}
