import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addDays } from '@staffdesk/shared/dates';
import { REGULARIZATION_MAX_DAYS_BACK, ZRegularizationCreateSchema } from '@staffdesk/shared/schemas/attendance';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { describedByIds, readableFieldError, serverFieldErrors } from '@/components/field-messages';
import { HttpError } from '@/lib/http';
import { FormFooter } from '@/components/form-footer';
import { DateRangeField } from '@/components/date-picker/date-range-field';
import { useDayRules } from '@/components/date-picker/use-day-marks';
import { toast } from '@/lib/toast';
import { useCreateRegularization } from './api/create-regularization';
import { REGULARIZATION_LIST_PATH } from './paths';

type RegularizationInput = z.input<typeof ZRegularizationCreateSchema>;
type RegularizationOutput = z.output<typeof ZRegularizationCreateSchema>;

const FIELDS = ['date', 'checkIn', 'checkOut', 'reason'] as const;
type Field = (typeof FIELDS)[number];
const LABELS = { checkIn: 'check-in time', checkOut: 'check-out time', reason: 'reason' };

interface RegularizationFormProps {
  today: string;
  defaults: { date: string; checkIn: string; checkOut: string };
}

export function RegularizationForm({ today, defaults }: RegularizationFormProps) {
  const navigate = useNavigate();
  const create = useCreateRegularization();
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<RegularizationInput, unknown, RegularizationOutput>({
    resolver: zodResolver(ZRegularizationCreateSchema),
    defaultValues: { ...defaults, reason: '' },
  });
  const { errors } = form.formState;
  const earliest = addDays(today, -REGULARIZATION_MAX_DAYS_BACK);
  const latest = addDays(today, -1);
  // Weekends and holidays have nothing to regularize; a day of work from home does.
  const dayRules = useDayRules({ min: earliest, max: latest, refuseRequested: false });
  const date = useWatch({ control: form.control, name: 'date' });

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    create.mutate(values, {
      onSuccess: () => {
        toast.success('Your regularization was sent for approval.');
        void navigate(REGULARIZATION_LIST_PATH);
      },
      onError: (error) => {
        setRefusal(error.message);
        if (error instanceof HttpError) {
          for (const [field, message] of Object.entries(serverFieldErrors(error.body, FIELDS)))
            form.setError(field as Field, { message });
        }
      },
    });
  });

  const message = (name: Field) => readableFieldError(errors[name]?.message, LABELS);
  const describedBy = (name: Field, hint?: string) => describedByIds(name, errors[name] !== undefined, hint);

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-5">
          <div className="grid gap-2">
            <DateRangeField
              mode="single"
              value={{ from: date, to: date }}
              onChange={({ from }) => {
                form.clearErrors('date');
                form.setValue('date', from, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
              }}
              min={earliest}
              max={latest}
              rules={dayRules}
              fields={{ from: { id: 'date', label: 'Day' } }}
              errors={{ from: readableFieldError(errors.date?.message, {}) }}
              onRefuse={(_end, refusal) => form.setError('date', { message: refusal })}
              hintId="date-hint"
            />
            <p id="date-hint" className="text-xs text-muted-foreground">
              A past working day, at most {REGULARIZATION_MAX_DAYS_BACK} days ago.
            </p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="checkIn">Check-in time</Label>
              <Input
                id="checkIn"
                type="time"
                aria-invalid={errors.checkIn ? true : undefined}
                aria-describedby={describedBy('checkIn')}
                {...form.register('checkIn')}
              />
              <FieldError id="checkIn-error">{message('checkIn')}</FieldError>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="checkOut">Check-out time</Label>
              <Input
                id="checkOut"
                type="time"
                aria-invalid={errors.checkOut ? true : undefined}
                aria-describedby={describedBy('checkOut')}
                {...form.register('checkOut')}
              />
              <FieldError id="checkOut-error">{message('checkOut')}</FieldError>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="reason">Reason</Label>
            <Textarea
              id="reason"
              rows={4}
              maxLength={500}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy('reason')}
              {...form.register('reason')}
            />
            <FieldError id="reason-error">{message('reason')}</FieldError>
          </div>
          <FormAlert message={refusal} />
        </CardContent>
        <FormFooter pending={create.isPending} />
      </form>
    </Card>
  );
}
