import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { MAX_CALENDAR_FEEDS } from '@staffdesk/shared/schemas/calendar-feeds';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { useCalendarFeeds } from './api/get-calendar-feeds';
import { useCreateCalendarFeed } from './api/create-calendar-feed';
import { CalendarFeedAddress } from './calendar-feed-address';
import { CalendarFeedList } from './calendar-feed-list';

/** Calendar feeds (issue 45): a secret address for a calendar app, created, copied once and revoked here. */
export function CalendarFeedCard() {
  const feeds = useCalendarFeeds();
  const create = useCreateCalendarFeed();
  const [shown, setShown] = useState<string>();
  const full = (feeds.data?.length ?? 0) >= MAX_CALENDAR_FEEDS;

  const createFeed = () =>
    create.mutate(undefined, { onSuccess: (feed) => setShown(feed.url), onError: () => setShown(undefined) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar Feed</CardTitle>
        <CardDescription>
          See your approved leave, work from home and the holidays in Google Calendar, Outlook or Apple Calendar, and,
          if you lead a team, your reportees&apos; approved leave. Calendars refresh it every few hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {shown ? (
          <CalendarFeedAddress url={shown} onDone={() => setShown(undefined)} />
        ) : (
          <div className="grid gap-2">
            <div>
              <Button onClick={createFeed} disabled={create.isPending || full}>
                <CalendarPlus aria-hidden="true" />
                Create feed address
              </Button>
            </div>
            {full && (
              <p className="text-sm text-muted-foreground">
                You have {MAX_CALENDAR_FEEDS} feeds, the most there can be: revoke one to create another.
              </p>
            )}
            <FormAlert message={create.error?.message} />
          </div>
        )}
        <section aria-labelledby="calendar-feeds-yours" className="grid gap-3 border-t pt-4">
          <h3 id="calendar-feeds-yours" className="font-medium">
            Your Feeds
          </h3>
          {feeds.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : feeds.isError ? (
            <LoadError title="Your calendar feeds could not be loaded." onRetry={() => void feeds.refetch()} />
          ) : (
            <CalendarFeedList feeds={feeds.data} />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
