import { ZEnquiryStatusRequestSchema, type TEnquiry } from '@staffdesk/shared/schemas/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useMoveEnquiry } from './api/move-enquiry';

/** Marks an enquiry lost: the reason is required. Mounted only while open. */
export function LostReasonDialog({ enquiry, onClose }: { enquiry: TEnquiry; onClose: () => void }) {
  const move = useMoveEnquiry({ quiet: true });
  const form = useZodForm(ZEnquiryStatusRequestSchema, { defaultValues: { status: 'LOST', lostReason: '' } });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await move.mutateAsync({ id: enquiry.id, body });
      toast.success(`${enquiry.title} was marked lost.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const sending = form.formState.isSubmitting;
  return (
    <Dialog open onOpenChange={(open) => !open && !sending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Mark the Enquiry Lost?</DialogTitle>
              <DialogDescription>
                {enquiry.title}: it leaves the pipeline, and its open proposals are rejected with it.
              </DialogDescription>
            </DialogHeader>
            <LabeledField control={form.control} name="lostReason" label="Reason">
              {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
            </LabeledField>
            <FormServerAlert />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose} disabled={sending}>
                Cancel
              </Button>
              <SubmitButton variant="destructive" label="Mark lost" pendingLabel="Mark lost" />
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
