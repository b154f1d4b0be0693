import { useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface ShownOnceProps {
  id: string;
  label: string;
  value: string;
  /** What the value is, in the button and the fallback's words: "secret", "address". */
  what: string;
  /** What to do with it, after "Copy it now: it is shown only this once." */
  children: ReactNode;
  onDone: () => void;
}

/** A value the server answers this once (a secret, a secret address), with a Copy button and a Done. */
export function ShownOnce({ id, label, value, what, children, onDone }: ShownOnceProps) {
  const [copied, setCopied] = useState<boolean>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="grid gap-2 rounded-md border bg-muted/50 p-3" role="status">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${id}-note`}
          className="font-mono"
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : `Copy ${what}`}
        </Button>
      </div>
      <p id={`${id}-note`} className="text-sm text-muted-foreground">
        {copied === false ? `The browser did not let us copy it: select the ${what} and copy it yourself. ` : ''}
        Copy it now: it is shown only this once. {children}
      </p>
      <div>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
