import { ZHolidayRequestSchema, type THoliday } from '@staffdesk/shared/schemas/attendance';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useSaveHoliday } from './api/save-holiday';

interface HolidayFormDialogProps {
  /** The holiday to change; none to add one. */
  holiday?: THoliday;
  /** Where a new holiday's date starts: the first day of the year on screen, or today in this year. */
  defaultDate: string;
  onClose: () => void;
}

/** Mounted only while open, so each opening starts from the holiday's own values. */
export function HolidayFormDialog({ holiday, defaultDate, onClose }: HolidayFormDialogProps) {
  const save = useSaveHoliday();
  const form = useZodForm(ZHolidayRequestSchema, {
    defaultValues: {
      date: holiday?.date ?? defaultDate,
      name: holiday?.name ?? '',
      optional: holiday?.optional ?? false,
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: holiday?.id, body });
      toast.success(holiday ? `${saved.name} was changed.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{holiday ? 'Edit Holiday' : 'Add Holiday'}</DialogTitle>
          <DialogDescription>Holidays are days off for everyone; they show on every calendar.</DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="date"
              id="holiday-date"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Date</FormLabel>
                  <FormControl>
                    <DateField id="holiday-date" ref={field.ref} value={field.value} onChange={field.onChange} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="name"
              id="holiday-name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input maxLength={100} autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="optional"
              id="holiday-optional"
              render={({ field }) => (
                <FormItem className="flex items-center gap-2">
                  <FormControl>
                    <Checkbox
                      ref={field.ref}
                      checked={field.value ?? false}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                  </FormControl>
                  <FormLabel className="font-normal">Optional (employees may choose to work)</FormLabel>
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
