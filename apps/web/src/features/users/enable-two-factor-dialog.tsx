import { useEffect, useState, type FormEvent } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '@/lib/toast';
import { OTP_LENGTH } from '@staffdesk/shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { OtpCodeInput } from '@/components/otp-code-input';
import { useQrCode } from './api/get-qr-code';
import { useEnableTwoFa } from './api/enable-two-fa';
import { FormDialogFooter } from '@/components/form-footer';

interface EnableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Enrolment: scan the QR code (or type the secret), then prove it works with a code before 2FA turns on. */
export function EnableTwoFactorDialog({ open, onOpenChange }: EnableTwoFactorDialogProps) {
  const qr = useQrCode();
  const enable = useEnableTwoFa();
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  const { mutate: startEnrolment, reset: resetEnrolment } = qr;

  // Each opening starts a fresh enrolment (the server makes a new secret).
  useEffect(() => {
    if (open) startEnrolment();
  }, [open, startEnrolment]);

  const changeOpen = (next: boolean) => {
    if (!next) {
      resetEnrolment();
      setCode('');
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || enable.isPending) return;
    enable.mutate(
      { verifyTOTP: code },
      {
        onSuccess: (data) => {
          toast.success(data.message || 'Two-factor authentication is on.');
          changeOpen(false);
        },
        onError: () => setCode(''),
      },
    );
  };

  const copySecret = async () => {
    if (!qr.data) return;
    try {
      await navigator.clipboard.writeText(qr.data.secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error('Could not copy. Select the key and copy it by hand.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn on Two-Factor Authentication</DialogTitle>
          <DialogDescription>
            Scan the code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit
            code it shows.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-5">
          <div className="flex flex-col items-center gap-3">
            {qr.data ? (
              <img
                src={qr.data.qrCode}
                alt="QR code to add Staffdesk to your authenticator app"
                width={184}
                height={184}
                className="rounded-lg border bg-white p-2"
              />
            ) : qr.isError ? (
              <div className="flex size-46 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
                The code could not be created.
                <Button variant="outline" size="sm" onClick={() => startEnrolment()}>
                  Try again
                </Button>
              </div>
            ) : (
              <Skeleton className="size-46" />
            )}
            {qr.data && (
              <div className="w-full space-y-1.5">
                <p id="setup-key-label" className="text-center text-xs text-muted-foreground">
                  Can&apos;t scan? Type this setup key instead:
                </p>
                <div className="flex w-full items-center gap-2 rounded-md bg-muted px-3 py-2">
                  <code aria-describedby="setup-key-label" className="min-w-0 flex-1 font-mono text-xs break-all">
                    {qr.data.secret}
                  </code>
                  <Button
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
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="enable-otp" className="justify-center">
              Code from your app
            </Label>
            <OtpCodeInput id="enable-otp" value={code} onChange={setCode} disabled={!qr.data} />
          </div>
          <FormDialogFooter
            pending={enable.isPending}
            waiting={code.length !== OTP_LENGTH || !qr.data}
            onCancel={() => changeOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
