import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FLASH_SEVERITIES, type TFlash } from '@staffdesk/shared/schemas/flashes';
import { ROLES, ROLE_LABELS } from '@staffdesk/shared/roles';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { describedByIds } from '@/components/field-messages';
import { toast } from '@/lib/toast';
import { fromOfficeInput, officeTimeHint, toOfficeInput, useOfficeTimeZone } from '@/lib/office-time';
import { useSaveFlash } from './api/save-flash';
import { SEVERITY_LABELS } from './severity';
import { FormDialogFooter } from '@/components/form-footer';

/** The form's own schema: the window is typed in office time (yyyy-MM-ddTHH:mm, which sorts as it reads), sent as instants. */
const ZFlashFormSchema = z
  .object({
    message: z.string().trim().min(1, 'Write the message.').max(500, 'The message can be at most 500 characters.'),
    severity: z.enum(FLASH_SEVERITIES),
    visibleFrom: z.string().min(1, 'Choose when it starts.'),
    visibleUntil: z.string().min(1, 'Choose when it ends.'),
    audience: z.array(z.enum(ROLES)),
  })
  .refine((f) => !f.visibleFrom || !f.visibleUntil || f.visibleUntil > f.visibleFrom, {
    path: ['visibleUntil'],
    message: 'The end must be after the start.',
  });
type FlashForm = z.infer<typeof ZFlashFormSchema>;

/** Mounted only while open, so each opening starts from the flash's own values. */
export function FlashFormDialog({ flash, onClose }: { flash?: TFlash; onClose: () => void }) {
  const save = useSaveFlash();
  const [refusal, setRefusal] = useState<string>();
  const timeZone = useOfficeTimeZone();
  // When the dialog opened: the new flash's window starts then.
  const [now] = useState(() => Date.now());
  const form = useForm<FlashForm>({
    resolver: zodResolver(ZFlashFormSchema),
    defaultValues: {
      message: flash?.message ?? '',
      severity: flash?.severity ?? 'INFO',
      visibleFrom: toOfficeInput(flash?.visibleFrom ?? new Date(now).toISOString(), timeZone),
      visibleUntil: toOfficeInput(flash?.visibleUntil ?? new Date(now + 86_400_000).toISOString(), timeZone),
      audience: flash?.audience ?? [],
    },
  });
  const { errors } = form.formState;
  const zoneHint = officeTimeHint(timeZone);

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    const body = {
      ...values,
      visibleFrom: fromOfficeInput(values.visibleFrom, timeZone)!,
      visibleUntil: fromOfficeInput(values.visibleUntil, timeZone)!,
    };
    save.mutate(
      { id: flash?.id, body },
      {
        onSuccess: () => {
          toast.success(flash ? 'The flash was changed.' : 'The flash was published.');
          onClose();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{flash ? 'Edit Flash' : 'New Flash'}</DialogTitle>
          <DialogDescription>
            A flash shows as a banner on every screen of the people it is for, while its window is open.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="flash-message">Message</Label>
            <Textarea
              id="flash-message"
              maxLength={500}
              rows={3}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedByIds('flash-message', !!errors.message)}
              {...form.register('message')}
            />
            <FieldError id="flash-message-error">{errors.message?.message}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="flash-severity">Severity</Label>
            <NativeSelect id="flash-severity" aria-describedby="flash-severity-hint" {...form.register('severity')}>
              {FLASH_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {SEVERITY_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
            <p id="flash-severity-hint" className="text-xs text-muted-foreground">
              An urgent flash cannot be dismissed.
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="flash-from">Shows from</Label>
              <Input
                id="flash-from"
                type="datetime-local"
                aria-invalid={errors.visibleFrom ? true : undefined}
                aria-describedby={describedByIds('flash-from', !!errors.visibleFrom)}
                {...form.register('visibleFrom')}
              />
              <FieldError id="flash-from-error">{errors.visibleFrom?.message}</FieldError>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="flash-until">Until</Label>
              <Input
                id="flash-until"
                type="datetime-local"
                aria-invalid={errors.visibleUntil ? true : undefined}
                aria-describedby={describedByIds('flash-until', !!errors.visibleUntil)}
                {...form.register('visibleUntil')}
              />
              <FieldError id="flash-until-error">{errors.visibleUntil?.message}</FieldError>
            </div>
            {zoneHint && <p className="text-xs text-muted-foreground sm:col-span-2">{zoneHint}</p>}
          </div>
          <fieldset className="grid gap-2" aria-describedby="flash-audience-hint">
            <legend className="mb-1 text-sm font-medium">Audience</legend>
            <p id="flash-audience-hint" className="text-xs text-muted-foreground">
              Tick the roles it is for; with none ticked, everyone sees it.
            </p>
            <Controller
              control={form.control}
              name="audience"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {ROLES.map((role) => (
                    <div key={role} className="flex items-center gap-2">
                      <Checkbox
                        id={`flash-audience-${role}`}
                        checked={field.value.includes(role)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true ? [...field.value, role] : field.value.filter((r) => r !== role),
                          )
                        }
                      />
                      <Label htmlFor={`flash-audience-${role}`} className="font-normal">
                        {ROLE_LABELS[role]}
                      </Label>
                    </div>
                  ))}
                </div>
              )}
            />
          </fieldset>
          <FormAlert message={refusal} />
          <FormDialogFooter pending={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
