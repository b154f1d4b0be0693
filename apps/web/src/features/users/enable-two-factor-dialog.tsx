import { useEffect } from 'react';
import { ZVerifyTotpRequestSchema } from '@staffdesk/shared/schemas/auth';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useQrCode } from './api/get-qr-code';
import { useEnableTwoFa } from './api/enable-two-fa';
import { OtpCodeField } from './otp-code-field';
import { TwoFactorEnrolment } from './two-factor-enrolment';

interface EnableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first recovery codes, for the dialog that shows them once. */
  onEnabled: (recoveryCodes: string[]) => void;
}

/** Enrolment: scan the QR code (or type the secret), then prove it works with a code before 2FA turns on. */
export function EnableTwoFactorDialog({ open, onOpenChange, onEnabled }: EnableTwoFactorDialogProps) {
  const qr = useQrCode();
  const enable = useEnableTwoFa();
  const form = useZodForm(ZVerifyTotpRequestSchema, { defaultValues: { verifyTOTP: '' } });
  const { mutate: startEnrolment, reset: resetEnrolment } = qr;

  // Each opening starts a fresh enrolment (the server makes a new secret).
  useEffect(() => {
    if (open) startEnrolment();
  }, [open, startEnrolment]);

  const changeOpen = (next: boolean) => {
    if (!next) {
      resetEnrolment();
      form.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { message, recoveryCodes } = await enable.mutateAsync(body);
      toast.success(message || 'Two-factor authentication is on.');
      changeOpen(false);
      onEnabled(recoveryCodes);
    } catch (error) {
      // A code refused is spent: the next try starts from an empty code.
      form.setValue('verifyTOTP', '');
      applyServerErrors(form, error);
    }
  });

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
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <div className="flex flex-col items-center gap-3">
              <TwoFactorEnrolment enrolment={qr.data} failed={qr.isError} onRetry={() => startEnrolment()} />
            </div>
            <OtpCodeField id="enable-otp" disabled={!qr.data} />
            <FormServerAlert />
            <FormDialogFooter waiting={!qr.data} onCancel={() => changeOpen(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
