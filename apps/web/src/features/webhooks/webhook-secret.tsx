import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** An endpoint's signing secret, shown this once: the server never answers it again. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="grid gap-2 rounded-md border bg-muted/50 p-3" role="status">
      <Label htmlFor="webhook-secret">Signing secret</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="webhook-secret"
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby="webhook-secret-note"
          className="font-mono"
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
      <p id="webhook-secret-note" className="text-sm text-muted-foreground">
        {copied === false ? 'The browser did not let us copy it: select the secret and copy it yourself. ' : ''}
        Copy it now: it is shown only this once. The receiver checks each delivery&apos;s webhook-signature with it
        (Standard Webhooks).
      </p>
      <div>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
