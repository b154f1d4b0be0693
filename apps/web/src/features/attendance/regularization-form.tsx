import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { format, subDays } from 'date-fns';
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
  const todayDate = new Date(`${today}T00:00:00`);
  const earliest = format(subDays(todayDate, REGULARIZATION_MAX_DAYS_BACK), 'yyyy-MM-dd');
  const latest = format(subDays(todayDate, 1), 'yyyy-MM-dd');

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
          for (const [field, message] of Object.entries(serverFieldErrors(error.body, FIELDS))) form.setError(field as Field, { message });
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
          <div className="grid gap-2 sm:max-w-60">
            <Label htmlFor="date">Day</Label>
            <Input
              id="date"
              type="date"
              min={earliest}
              max={latest}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={describedBy('date', 'date-hint')}
              {...form.register('date')}
            />
            <p id="date-hint" className="text-xs text-muted-foreground">
              A past day, at most {REGULARIZATION_MAX_DAYS_BACK} days ago.
            </p>
            <FieldError id="date-error">{readableFieldError(errors.date?.message, {})}</FieldError>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="checkIn">Check-in time</Label>
              <Input id="checkIn" type="time" aria-invalid={errors.checkIn ? true : undefined} aria-describedby={describedBy('checkIn')} {...form.register('checkIn')} />
              <FieldError id="checkIn-error">{message('checkIn')}</FieldError>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="checkOut">Check-out time</Label>
              <Input id="checkOut" type="time" aria-invalid={errors.checkOut ? true : undefined} aria-describedby={describedBy('checkOut')} {...form.register('checkOut')} />
              <FieldError id="checkOut-error">{message('checkOut')}</FieldError>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="reason">Reason</Label>
            <Textarea id="reason" rows={4} maxLength={500} aria-invalid={errors.reason ? true : undefined} aria-describedby={describedBy('reason')} {...form.register('reason')} />
            <FieldError id="reason-error">{message('reason')}</FieldError>
          </div>
          <FormAlert message={refusal} />
        </CardContent>
        <FormFooter pending={create.isPending} />
      </form>
    </Card>
  );
}
