import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { TQrCodeResponse } from '@staffdesk/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';

interface TwoFactorEnrolmentProps {
  /** The new secret, as a QR code and as a key to type; undefined while it is made. */
  enrolment: TQrCodeResponse | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** The QR code to scan, or the setup key to type into an authenticator app. */
export function TwoFactorEnrolment({ enrolment, failed, onRetry }: TwoFactorEnrolmentProps) {
  const [copied, setCopied] = useState(false);
  const copySecret = async () => {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error('Could not copy. Select the key and copy it by hand.');
    }
  };

  if (!enrolment)
    return failed ? (
      <div className="flex size-46 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        The code could not be created.
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    ) : (
      <Skeleton className="size-46" />
    );
  return (
    <>
      <img
        src={enrolment.qrCode}
        alt="QR code to add Staffdesk to your authenticator app"
        width={184}
        height={184}
        className="rounded-lg border bg-white p-2"
      />
      <div className="w-full space-y-1.5">
        <p id="setup-key-label" className="text-center text-xs text-muted-foreground">
          Can&apos;t scan? Type this setup key instead:
        </p>
        <div className="flex w-full items-center gap-2 rounded-md bg-muted px-3 py-2">
          <code aria-describedby="setup-key-label" className="min-w-0 flex-1 font-mono text-xs break-all">
            {enrolment.secret}
          </code>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={() => void copySecret()}
            aria-label={copied ? 'Setup key copied' : 'Copy setup key'}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </div>
      </div>
    </>
  );
}
