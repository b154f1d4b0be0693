import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZHolidayRequestSchema, type THoliday } from '@staffdesk/shared/schemas/attendance';
import { DateField } from '@/components/date-picker/date-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormAlert } from '@/components/form-alert';
import { readableFieldError } from '@/components/field-messages';
import { toast } from '@/lib/toast';
import { useSaveHoliday } from './api/save-holiday';
import { FormDialogFooter } from '@/components/form-footer';

type HolidayInput = z.input<typeof ZHolidayRequestSchema>;
type HolidayOutput = z.output<typeof ZHolidayRequestSchema>;

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
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<HolidayInput, unknown, HolidayOutput>({
    resolver: zodResolver(ZHolidayRequestSchema),
    defaultValues: {
      date: holiday?.date ?? defaultDate,
      name: holiday?.name ?? '',
      optional: holiday?.optional ?? false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    setRefusal(undefined);
    save.mutate(
      { id: holiday?.id, body },
      {
        onSuccess: (saved) => {
          toast.success(holiday ? `${saved.name} was changed.` : `${saved.name} was added.`);
          onClose();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{holiday ? 'Edit Holiday' : 'Add Holiday'}</DialogTitle>
          <DialogDescription>Holidays are days off for everyone; they show on every calendar.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="holiday-date">Date</Label>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DateField
                  id="holiday-date"
                  value={field.value}
                  onChange={field.onChange}
                  aria-invalid={errors.date ? true : undefined}
                  aria-describedby={errors.date ? 'holiday-date-error' : undefined}
                />
              )}
            />
            <FieldError id="holiday-date-error">{readableFieldError(errors.date?.message, {})}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="holiday-name">Name</Label>
            <Input
              id="holiday-name"
              maxLength={100}
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'holiday-name-error' : undefined}
              {...form.register('name')}
            />
            <FieldError id="holiday-name-error">
              {readableFieldError(errors.name?.message, { name: 'name' })}
            </FieldError>
          </div>
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="optional"
              render={({ field }) => (
                <Checkbox
                  id="holiday-optional"
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor="holiday-optional" className="font-normal">
              Optional (employees may choose to work)
            </Label>
          </div>
          <FormAlert message={refusal} />
          <FormDialogFooter pending={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
