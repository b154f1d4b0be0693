import { ZVerifyTotpRequestSchema } from '@staffdesk/shared/schemas/auth';
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
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes';
import { OtpCodeField } from './otp-code-field';

interface RegenerateRecoveryCodesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new codes, for the dialog that shows them once. */
  onRegenerated: (codes: string[]) => void;
}

/** New codes replace every earlier one, so it is asked first and confirmed with a code, as turning 2FA off is. */
export function RegenerateRecoveryCodesDialog({
  open,
  onOpenChange,
  onRegenerated,
}: RegenerateRecoveryCodesDialogProps) {
  const regenerate = useRegenerateRecoveryCodes();
  const form = useZodForm(ZVerifyTotpRequestSchema, { defaultValues: { verifyTOTP: '' } });

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { recoveryCodes } = await regenerate.mutateAsync(body);
      close(false);
      onRegenerated(recoveryCodes);
    } catch (error) {
      // A code refused is spent: the next try starts from an empty code.
      form.setValue('verifyTOTP', '');
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Make New Recovery Codes?</DialogTitle>
          <DialogDescription>
            The recovery codes you have now will stop working. Enter a code from your authenticator app to confirm.
          </DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <OtpCodeField id="regenerate-otp" autoFocus />
            <FormServerAlert />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={regenerate.isPending}>
                Cancel
              </Button>
              <SubmitButton label="Make new codes" pendingLabel="Making codes…" />
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
