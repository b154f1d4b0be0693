import { ShownOnce } from '@/components/shown-once';

/** A new feed's secret address, shown this once: the server keeps only its hash. */
export function CalendarFeedAddress({ url, onDone }: { url: string; onDone: () => void }) {
  return (
    <ShownOnce id="calendar-feed-url" label="Your new feed address" value={url} what="address" onDone={onDone}>
      In your calendar app, add a calendar from a URL (subscribe) and paste it. Anyone with the address sees these days
      off, so keep it to yourself.
    </ShownOnce>
  );
}
