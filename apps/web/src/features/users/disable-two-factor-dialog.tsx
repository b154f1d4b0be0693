import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { OTP_LENGTH } from '@staffdesk/shared/constants';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { OtpCodeInput } from '@/components/otp-code-input';
import { useDisableTwoFa } from './api/disable-two-fa';

interface DisableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Turning 2FA off needs a current code, so a stolen session alone cannot weaken the account. */
export function DisableTwoFactorDialog({ open, onOpenChange }: DisableTwoFactorDialogProps) {
  const disable = useDisableTwoFa();
  const [code, setCode] = useState('');

  const close = (next: boolean) => {
    if (!next) setCode('');
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || disable.isPending) return;
    disable.mutate(
      { verifyTOTP: code },
      {
        onSuccess: (data) => {
          toast.success(data.message || 'Two-factor authentication is off.');
          close(false);
        },
        onError: () => setCode(''),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn Off Two-Factor Authentication</DialogTitle>
          <DialogDescription>
            Your account will be protected by your password alone. Enter a code from your authenticator app to confirm.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="disable-otp" className="justify-center">
              Code from your app
            </Label>
            <OtpCodeInput id="disable-otp" value={code} onChange={setCode} autoFocus />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={code.length !== OTP_LENGTH || disable.isPending}>
              {disable.isPending && <Spinner />}
              Turn off
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
