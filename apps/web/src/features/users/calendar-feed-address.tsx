import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A new feed's secret address, shown this once: the server keeps only its hash. */
export function CalendarFeedAddress({ url, onDone }: { url: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="grid gap-2 rounded-md border bg-muted/50 p-3" role="status">
      <Label htmlFor="calendar-feed-url">Your new feed address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="calendar-feed-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby="calendar-feed-url-note"
          className="font-mono"
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy address'}
        </Button>
      </div>
      <p id="calendar-feed-url-note" className="text-sm text-muted-foreground">
        {copied === false ? 'The browser did not let us copy it: select the address and copy it yourself. ' : ''}
        Copy it now: it is shown only this once. In your calendar app, add a calendar from a URL (subscribe) and paste
        it. Anyone with the address sees these days off, so keep it to yourself.
      </p>
      <div>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
