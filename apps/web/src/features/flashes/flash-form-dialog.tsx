import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { FLASH_SEVERITIES, ZFlashRequestSchema, type TFlash } from '@staffdesk/shared/schemas/flashes';
import { ROLES, ROLE_LABELS } from '@staffdesk/shared/roles';
import { DateTimeField } from '@/components/date-picker/date-time-field';
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
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { fromOfficeInput, officeTimeHint, toOfficeInput, useOfficeTimeZone } from '@/lib/office-time';
import { useSaveFlash } from './api/save-flash';
import { SEVERITY_LABELS } from './severity';

const { message, severity, audience } = ZFlashRequestSchema.shape;

/**
 * The shared schema, but for the window: chosen in office time (yyyy-MM-ddTHH:mm, which sorts as it reads),
 * sent as instants.
 */
const ZFlashFormSchema = z
  .object({
    message,
    severity,
    visibleFrom: z.string().min(1, 'Choose when it starts.'),
    visibleUntil: z.string().min(1, 'Choose when it ends.'),
    audience,
  })
  .refine((f) => !f.visibleFrom || !f.visibleUntil || f.visibleUntil > f.visibleFrom, {
    path: ['visibleUntil'],
    message: 'The end must be after the start.',
  });

/** Mounted only while open, so each opening starts from the flash's own values. */
export function FlashFormDialog({ flash, onClose }: { flash?: TFlash; onClose: () => void }) {
  const save = useSaveFlash();
  const timeZone = useOfficeTimeZone();
  // When the dialog opened: the new flash's window starts then.
  const [now] = useState(() => Date.now());
  const form = useZodForm(ZFlashFormSchema, {
    defaultValues: {
      message: flash?.message ?? '',
      severity: flash?.severity ?? 'INFO',
      visibleFrom: toOfficeInput(flash?.visibleFrom ?? new Date(now).toISOString(), timeZone),
      visibleUntil: toOfficeInput(flash?.visibleUntil ?? new Date(now + 86_400_000).toISOString(), timeZone),
      audience: flash?.audience ?? [],
    },
  });
  const zoneHint = officeTimeHint(timeZone);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      ...values,
      visibleFrom: fromOfficeInput(values.visibleFrom, timeZone)!,
      visibleUntil: fromOfficeInput(values.visibleUntil, timeZone)!,
    };
    try {
      await save.mutateAsync({ id: flash?.id, body });
      toast.success(flash ? 'The flash was changed.' : 'The flash was published.');
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{flash ? 'Edit Flash' : 'New Flash'}</DialogTitle>
          <DialogDescription>
            A flash shows as a banner on every screen of the people it is for, while its window is open.
          </DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="message"
              id="flash-message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Message</FormLabel>
                  <FormControl>
                    <Textarea maxLength={500} rows={3} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="severity"
              id="flash-severity"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Severity</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      {FLASH_SEVERITIES.map((s) => (
                        <option key={s} value={s}>
                          {SEVERITY_LABELS[s]}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormDescription>An urgent flash cannot be dismissed.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <WindowFields zoneHint={zoneHint} />
            <FormField
              control={form.control}
              name="audience"
              id="flash-audience"
              render={({ field }) => (
                <FormItem>
                  <FormControl>
                    <fieldset className="grid gap-2">
                      <legend className="mb-1 text-sm font-medium">Audience</legend>
                      <FormDescription>Tick the roles it is for; with none ticked, everyone sees it.</FormDescription>
                      <div className="grid gap-2 sm:grid-cols-2">
                        {ROLES.map((role) => (
                          <div key={role} className="flex items-center gap-2">
                            <Checkbox
                              id={`flash-audience-${role}`}
                              checked={field.value?.includes(role) ?? false}
                              onCheckedChange={(checked) => {
                                const roles = field.value ?? [];
                                field.onChange(checked === true ? [...roles, role] : roles.filter((r) => r !== role));
                              }}
                            />
                            <Label htmlFor={`flash-audience-${role}`} className="font-normal">
                              {ROLE_LABELS[role]}
                            </Label>
                          </div>
                        ))}
                      </div>
                    </fieldset>
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

const WINDOW_ENDS = [
  { name: 'visibleFrom', id: 'flash-from', label: 'Shows from', timeLabel: 'Start time' },
  { name: 'visibleUntil', id: 'flash-until', label: 'Until', timeLabel: 'End time' },
] as const;

/** When the flash shows: from and until a day and time, in office time. */
function WindowFields({ zoneHint }: { zoneHint?: string }) {
  const { control } = useFormContext<z.input<typeof ZFlashFormSchema>>();
  return (
    <div className="grid gap-4">
      {WINDOW_ENDS.map((end) => (
        <FormField
          key={end.name}
          control={control}
          name={end.name}
          id={end.id}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{end.label}</FormLabel>
              <FormControl>
                <DateTimeField
                  id={end.id}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  timeLabel={end.timeLabel}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      {zoneHint && <p className="text-xs text-muted-foreground">{zoneHint}</p>}
    </div>
  );
}
