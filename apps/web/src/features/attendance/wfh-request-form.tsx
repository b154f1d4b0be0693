import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addDays } from '@staffdesk/shared/dates';
import { LEAVE_RULES, WFH_TYPE_CODE, ZEventRequestCreateSchema } from '@staffdesk/shared/schemas/leave';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { describedByIds, readableFieldError, serverFieldErrors } from '@/components/field-messages';
import { HttpError } from '@/lib/http';
import { FormFooter } from '@/components/form-footer';
import { DateRangeField } from '@/components/date-picker/date-range-field';
import { useDayRules } from '@/components/date-picker/use-day-marks';
import { toast } from '@/lib/toast';
import { useCreateWfhRequest } from './api/create-wfh-request';
import { WFH_LIST_PATH } from './paths';

type WfhFormInput = z.input<typeof ZEventRequestCreateSchema>;
type WfhFormOutput = z.output<typeof ZEventRequestCreateSchema>;

const LABELS = { fromDate: 'start date', toDate: 'end date', reason: 'reason', halfDay: 'half day' };
const FIELDS = ['fromDate', 'toDate', 'reason'] as const;

export function WfhRequestForm({ today }: { today: string }) {
  const navigate = useNavigate();
  const create = useCreateWfhRequest();
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<WfhFormInput, unknown, WfhFormOutput>({
    resolver: zodResolver(ZEventRequestCreateSchema),
    defaultValues: { typeCode: WFH_TYPE_CODE, halfDay: 'NONE', fromDate: today, toDate: today, reason: '' },
  });
  const { errors } = form.formState;
  const earliest = addDays(today, -LEAVE_RULES.maxDaysInPast);
  const latest = addDays(today, LEAVE_RULES.maxDaysAhead);
  const dayRules = useDayRules({ min: earliest, max: latest });
  const [fromDate, toDate] = useWatch({ control: form.control, name: ['fromDate', 'toDate'] });
  const setDates = ({ from, to }: { from: string; to: string }) => {
    const validate = form.formState.isSubmitted;
    form.clearErrors(['fromDate', 'toDate']);
    form.setValue('fromDate', from, { shouldValidate: validate, shouldDirty: true });
    form.setValue('toDate', to, { shouldValidate: validate, shouldDirty: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    create.mutate(values, {
      onSuccess: () => {
        toast.success('Your work-from-home request was sent for approval.');
        void navigate(WFH_LIST_PATH);
      },
      onError: (error) => {
        setRefusal(error.message);
        if (error instanceof HttpError) {
          for (const [field, message] of Object.entries(serverFieldErrors(error.body, FIELDS))) {
            form.setError(field as (typeof FIELDS)[number], { message });
          }
        }
      },
    });
  });

  const message = (name: (typeof FIELDS)[number]) => readableFieldError(errors[name]?.message, LABELS);
  const describedBy = (name: (typeof FIELDS)[number], hint?: string) =>
    describedByIds(name, errors[name] !== undefined, hint);

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-5">
          <DateRangeField
            mode="range"
            value={{ from: fromDate, to: toDate }}
            onChange={setDates}
            min={earliest}
            max={latest}
            rules={dayRules}
            fields={{ from: { id: 'fromDate', label: 'From' }, to: { id: 'toDate', label: 'To' } }}
            errors={{ from: message('fromDate'), to: message('toDate') }}
            onRefuse={(end, refusal) => form.setError(end === 'from' ? 'fromDate' : 'toDate', { message: refusal })}
            hintId="dates-hint"
          />
          <p id="dates-hint" className="-mt-2 text-xs text-muted-foreground">
            Both days included. Weekends and holidays in the range are not counted.
          </p>
          <div className="grid gap-2">
            <Label htmlFor="reason">Reason</Label>
            <Textarea
              id="reason"
              rows={4}
              maxLength={1000}
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
