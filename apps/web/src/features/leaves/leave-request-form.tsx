import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  HALF_DAY_OPTIONS,
  LEAVE_RULES,
  ZEventRequestCreateSchema,
  requestedDays,
  type TEventBalance,
  type TEventType,
} from '@staffdesk/shared/schemas/leave';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { describedByIds, readableFieldError, serverFieldErrors } from '@/components/field-messages';
import { HttpError } from '@/lib/http';
import { useHolidays } from '@/lib/api/get-holidays';
import { addDays, todayIn } from '@staffdesk/shared/dates';
import { daysText, halfDayAllowed, typeOptionLabel } from './leave-form-rules';
import { useLeaveBalances } from './api/get-leave-balances';
import { useAttendedDates } from './api/get-attended-days';
import { formatDate } from '@/lib/dates';
import { DateRangeField } from '@/components/date-picker/date-range-field';
import { useDayRules } from '@/components/date-picker/use-day-marks';
import { FormButtons } from '@/components/form-footer';

type FormInput = z.input<typeof ZEventRequestCreateSchema>;
type FormOutput = z.output<typeof ZEventRequestCreateSchema>;
const FIELDS = ['typeCode', 'fromDate', 'toDate', 'halfDay', 'reason'] as const;
type Field = (typeof FIELDS)[number];
const LABELS = {
  typeCode: 'leave type',
  fromDate: 'start date',
  toDate: 'end date',
  halfDay: 'half day',
  reason: 'reason',
};

const HALF_DAY_LABELS: Record<(typeof HALF_DAY_OPTIONS)[number], string> = {
  NONE: 'Full day',
  FIRST_HALF: 'First half',
  SECOND_HALF: 'Second half',
};

interface LeaveRequestFormProps {
  types: TEventType[];
  balances: TEventBalance[];
  onSubmit: (values: FormOutput) => Promise<unknown>;
  onCancel: () => void;
  /** The employee's own time zone: "today" and the date limits are theirs, as the server reckons them. */
  timeZone: string;
}

/** The leave form: validated with the very schema the server uses, the balance of each type in view. */
export function LeaveRequestForm({ types, balances, onSubmit, onCancel, timeZone }: LeaveRequestFormProps) {
  const today = todayIn(timeZone);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZEventRequestCreateSchema),
    defaultValues: { typeCode: '', fromDate: '', toDate: '', halfDay: 'NONE', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string>();
  const [typeCode, fromDate, toDate, halfDay] = useWatch({
    control: form.control,
    name: ['typeCode', 'fromDate', 'toDate', 'halfDay'],
  });

  const singleDay = halfDayAllowed(fromDate, toDate);
  // A half day belongs to a single day: widening the range takes it back to a full day.
  useEffect(() => {
    if (!singleDay && halfDay !== 'NONE') form.setValue('halfDay', 'NONE');
  }, [singleDay, halfDay, form]);

  const year = Number((fromDate || today).slice(0, 4));
  const holidays = useHolidays(year);
  const holidaySet = useMemo(
    () => new Set((holidays.data ?? []).filter((h) => !h.optional).map((h) => h.date)),
    [holidays.data],
  );
  const days = holidays.isSuccess ? requestedDays(fromDate, toDate, holidaySet, halfDay) : null;
  // The balance of the year the leave falls in, as the server counts it: next year's is not this year's.
  const otherYear = useLeaveBalances(year).data;
  const yearBalances = year === Number(today.slice(0, 4)) ? balances : (otherYear ?? balances);
  const balance = yearBalances.find((b) => b.typeCode === typeCode);
  const type = types.find((t) => t.code === typeCode);
  const attended = useAttendedDates(fromDate, toDate, today).data ?? [];
  const overBalance = days !== null && type?.needsBalance && balance !== undefined && days > balance.available;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const body = error instanceof HttpError ? error.body : undefined;
      const fieldErrors = Object.entries(serverFieldErrors(body, FIELDS));
      for (const [field, message] of fieldErrors) form.setError(field as Field, { message }, { shouldFocus: true });
      // A refusal that names no field of the form (not enough balance, an overlap) is said above the buttons.
      if (fieldErrors.length === 0)
        setServerError(error instanceof Error ? error.message : 'The request could not be sent.');
    }
  });

  const minDate = addDays(today, -LEAVE_RULES.maxDaysInPast);
  const maxDate = addDays(today, LEAVE_RULES.maxDaysAhead);
  const dayRules = useDayRules({ min: minDate, max: maxDate });
  const setDates = ({ from, to }: { from: string; to: string }) => {
    const validate = form.formState.isSubmitted;
    form.clearErrors(['fromDate', 'toDate']);
    form.setValue('fromDate', from, { shouldValidate: validate, shouldDirty: true });
    form.setValue('toDate', to, { shouldValidate: validate, shouldDirty: true });
  };

  const message = (name: Field) => readableFieldError(errors[name]?.message, LABELS);
  const describedBy = (name: Field, hint?: string) => describedByIds(name, errors[name] !== undefined, hint);

  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
      <div className="grid gap-2">
        <Label htmlFor="typeCode">Leave type</Label>
        <NativeSelect
          id="typeCode"
          aria-invalid={errors.typeCode ? true : undefined}
          aria-describedby={describedBy('typeCode')}
          {...form.register('typeCode')}
        >
          <option value="" disabled>
            Choose a leave type
          </option>
          {types.map((t) => (
            <option key={t.code} value={t.code}>
              {typeOptionLabel(
                t,
                yearBalances.find((b) => b.typeCode === t.code),
              )}
            </option>
          ))}
        </NativeSelect>
        <FieldError id="typeCode-error">{message('typeCode')}</FieldError>
      </div>

      <DateRangeField
        mode="range"
        value={{ from: fromDate, to: toDate }}
        onChange={setDates}
        min={minDate}
        max={maxDate}
        rules={dayRules}
        fields={{ from: { id: 'fromDate', label: 'From' }, to: { id: 'toDate', label: 'To' } }}
        errors={{ from: message('fromDate'), to: message('toDate') }}
        onRefuse={(end, refusal) => form.setError(end === 'from' ? 'fromDate' : 'toDate', { message: refusal })}
      />

      <div className="grid gap-2">
        <Label htmlFor="halfDay">Half day</Label>
        <NativeSelect
          id="halfDay"
          disabled={!singleDay}
          aria-invalid={errors.halfDay ? true : undefined}
          aria-describedby={describedBy('halfDay', 'halfDay-hint')}
          {...form.register('halfDay')}
        >
          {HALF_DAY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {HALF_DAY_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
        {!errors.halfDay && (
          <p id="halfDay-hint" className="text-xs text-muted-foreground">
            A half day can be asked for a single day only.
          </p>
        )}
        <FieldError id="halfDay-error">{message('halfDay')}</FieldError>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="reason">Reason</Label>
        <Textarea
          id="reason"
          rows={3}
          maxLength={1000}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy('reason')}
          {...form.register('reason')}
        />
        <FieldError id="reason-error">{message('reason')}</FieldError>
      </div>

      <div aria-live="polite" className="text-sm">
        {days !== null && (
          <p className={overBalance ? 'text-destructive' : 'text-muted-foreground'} data-testid="working-days">
            {days === 0
              ? 'These dates fall on weekends or holidays only.'
              : `This request counts ${daysText(days)}${overBalance && balance ? `, more than the ${balance.available} available.` : '.'}`}
          </p>
        )}
        {attended.length > 0 && (
          <p className="text-amber-700 dark:text-amber-400" data-testid="attendance-warning">
            You have attendance recorded on {attended.map((d) => formatDate(d)).join(', ')}. Your manager is told so
            when you submit.
          </p>
        )}
      </div>

      <FormAlert message={serverError} />

      <FormButtons pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
