import { ZBalanceAdjustmentSchema } from '@staffdesk/shared/schemas/leave-ledger';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useAdjustBalance } from './api/adjust-balance';

const LABELS = { days: 'days', reason: 'reason' };

interface AdjustBalanceDialogProps {
  balanceId: number;
  typeLabel: string;
  /** Whose balance, for the title: "Rahul Verma". */
  employeeName?: string;
  onClose: () => void;
}

/** HR's correction of a balance: days either way, and the reason the employee reads. Mounted only while open. */
export function AdjustBalanceDialog({ balanceId, typeLabel, employeeName, onClose }: AdjustBalanceDialogProps) {
  const adjust = useAdjustBalance();
  const form = useZodForm(ZBalanceAdjustmentSchema, {
    defaultValues: { balanceId, days: undefined, reason: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const balance = await adjust.mutateAsync(body);
      toast.success(`${typeLabel} is now ${balance.available} available.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Adjust {typeLabel}</DialogTitle>
          <DialogDescription>
            {employeeName ? `${employeeName} is told of the change and reads the reason.` : 'The employee is told.'}
          </DialogDescription>
        </DialogHeader>
        <Form form={form} labels={LABELS}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="days"
              id="adjust-days"
              render={({ field }) => (
                <FormItem className="sm:max-w-48">
                  <FormLabel>Days</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="decimal"
                      step="0.25"
                      {...field}
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
                    />
                  </FormControl>
                  <FormDescription>Negative to take days away, such as -1.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="reason"
              id="adjust-reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Reason</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={500} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormServerAlert />
            <FormDialogFooter onCancel={onClose} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
