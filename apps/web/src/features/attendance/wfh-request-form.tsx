import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { format, subDays } from 'date-fns';
import { LEAVE_RULES, WFH_TYPE_CODE, ZEventRequestCreateSchema } from '@staffdesk/shared/schemas/leave';
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
  const earliest = format(subDays(new Date(`${today}T00:00:00`), LEAVE_RULES.maxDaysInPast), 'yyyy-MM-dd');

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
  const describedBy = (name: (typeof FIELDS)[number], hint?: string) => describedByIds(name, errors[name] !== undefined, hint);

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="fromDate">From</Label>
              <Input id="fromDate" type="date" min={earliest} aria-invalid={errors.fromDate ? true : undefined} aria-describedby={describedBy('fromDate', 'dates-hint')} {...form.register('fromDate')} />
              <FieldError id="fromDate-error">{message('fromDate')}</FieldError>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="toDate">To</Label>
              <Input id="toDate" type="date" min={earliest} aria-invalid={errors.toDate ? true : undefined} aria-describedby={describedBy('toDate', 'dates-hint')} {...form.register('toDate')} />
              <FieldError id="toDate-error">{message('toDate')}</FieldError>
            </div>
          </div>
          <p id="dates-hint" className="-mt-2 text-xs text-muted-foreground">
            Both days included. Weekends and holidays in the range are not counted.
          </p>
          <div className="grid gap-2">
            <Label htmlFor="reason">Reason</Label>
            <Textarea id="reason" rows={4} maxLength={1000} aria-invalid={errors.reason ? true : undefined} aria-describedby={describedBy('reason')} {...form.register('reason')} />
            <FieldError id="reason-error">{message('reason')}</FieldError>
          </div>
          <FormAlert message={refusal} />
        </CardContent>
        <FormFooter pending={create.isPending} />
      </form>
    </Card>
  );
}
