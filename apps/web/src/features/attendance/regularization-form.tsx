import { useNavigate } from 'react-router';
import { useController } from 'react-hook-form';
import { addDays } from '@staffdesk/shared/dates';
import { REGULARIZATION_MAX_DAYS_BACK, ZRegularizationCreateSchema } from '@staffdesk/shared/schemas/attendance';
import { DateRangeField } from '@/components/date-picker/date-range-field';
import { useDayRules } from '@/components/date-picker/use-day-marks';
import { readableFieldError } from '@/components/field-messages';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateRegularization } from './api/create-regularization';
import { REGULARIZATION_LIST_PATH } from './paths';

const LABELS = { checkIn: 'check-in time', checkOut: 'check-out time', reason: 'reason' };

interface RegularizationFormProps {
  today: string;
  defaults: { date: string; checkIn: string; checkOut: string };
}

/** A past day's check-in and check-out to correct, checked with the very schema the server uses. */
export function RegularizationForm({ today, defaults }: RegularizationFormProps) {
  const navigate = useNavigate();
  const create = useCreateRegularization();
  const form = useZodForm(ZRegularizationCreateSchema, { defaultValues: { ...defaults, reason: '' } });
  const date = useController({ control: form.control, name: 'date' });
  const earliest = addDays(today, -REGULARIZATION_MAX_DAYS_BACK);
  const latest = addDays(today, -1);
  // Weekends and holidays have nothing to regularize; a day of work from home does.
  const dayRules = useDayRules({ min: earliest, max: latest, refuseRequested: false });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success('Your regularization was sent for approval.');
      await navigate(REGULARIZATION_LIST_PATH);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const time = (name: 'checkIn' | 'checkOut', label: string) => (
    <FormField
      control={form.control}
      name={name}
      id={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="time" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Card className="max-w-2xl">
      <Form form={form} labels={LABELS}>
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-2">
              <DateRangeField
                mode="single"
                value={{ from: date.field.value, to: date.field.value }}
                onChange={({ from }) => {
                  form.clearErrors('date');
                  form.setValue('date', from, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
                }}
                min={earliest}
                max={latest}
                rules={dayRules}
                fields={{ from: { id: 'date', label: 'Day', ref: date.field.ref } }}
                errors={{ from: readableFieldError(date.fieldState.error?.message, {}) }}
                onRefuse={(_end, refusal) => form.setError('date', { message: refusal })}
                hintId="date-hint"
              />
              <p id="date-hint" className="text-xs text-muted-foreground">
                A past working day, at most {REGULARIZATION_MAX_DAYS_BACK} days ago.
              </p>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              {time('checkIn', 'Check-in time')}
              {time('checkOut', 'Check-out time')}
            </div>
            <FormField
              control={form.control}
              name="reason"
              id="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Reason</FormLabel>
                  <FormControl>
                    <Textarea rows={4} maxLength={500} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormServerAlert />
          </CardContent>
          <FormFooter />
          <UnsavedChangesGuard />
        </form>
      </Form>
    </Card>
  );
}
