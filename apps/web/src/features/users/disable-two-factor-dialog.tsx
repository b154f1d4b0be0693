import { useState } from 'react';
import { ZSecondFactorRequestSchema } from '@staffdesk/shared/schemas/auth';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDisableTwoFa } from './api/disable-two-fa';
import { OtpCodeField } from './otp-code-field';
import { RecoveryCodeField } from './recovery-code-field';

interface DisableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Turning 2FA off needs a current code, so a stolen session alone cannot weaken the account; a recovery code does for
 * someone whose phone is lost, who then enrols a new one.
 */
export function DisableTwoFactorDialog({ open, onOpenChange }: DisableTwoFactorDialogProps) {
  const disable = useDisableTwoFa();
  const form = useZodForm(ZSecondFactorRequestSchema, { defaultValues: { verifyTOTP: '' } });
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const chooseRecoveryCode = (yes: boolean) => {
    setWithRecoveryCode(yes);
    form.reset(yes ? { recoveryCode: '' } : { verifyTOTP: '' });
  };

  const close = (next: boolean) => {
    if (!next) chooseRecoveryCode(false);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { message } = await disable.mutateAsync(body);
      toast.success(message || 'Two-factor authentication is off.');
      close(false);
    } catch (error) {
      // A code refused is spent: the next try starts from an empty code.
      if (!withRecoveryCode) form.setValue('verifyTOTP', '');
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn Off Two-Factor Authentication</DialogTitle>
          <DialogDescription>
            Your account will be protected by your password alone. Enter a code from your authenticator app to confirm.
          </DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            {withRecoveryCode ? (
              <RecoveryCodeField id="disable-recovery-code" />
            ) : (
              <OtpCodeField id="disable-otp" autoFocus />
            )}
            <Button
              type="button"
              variant="link"
              size="sm"
              className="justify-self-center"
              onClick={() => chooseRecoveryCode(!withRecoveryCode)}
            >
              {withRecoveryCode ? 'Use the code from my app' : 'Lost your phone? Use a recovery code'}
            </Button>
            <FormServerAlert />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={disable.isPending}>
                Cancel
              </Button>
              <SubmitButton variant="destructive" label="Turn off" pendingLabel="Turning off…" />
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
