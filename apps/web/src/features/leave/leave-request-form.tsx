import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { addDays, todayIn } from '@staffdesk/shared/dates';
import {
  HALF_DAY_OPTIONS,
  LEAVE_RULES,
  ZEventRequestCreateSchema,
  type TEventBalance,
  type TEventType,
} from '@staffdesk/shared/schemas/leave';
import { DateRangeField } from '@/components/date-picker/date-range-field';
import { useDayRules } from '@/components/date-picker/use-day-marks';
import { readableFieldError } from '@/components/field-messages';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormButtons } from '@/components/form-footer';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { LeaveDaysSummary } from './leave-days-summary';
import { halfDayAllowed, typeOptionLabel } from './leave-form-rules';
import { useYearBalances } from './use-year-balances';

type FormOutput = z.output<typeof ZEventRequestCreateSchema>;
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
  /** Sends the request and goes on; a refusal it throws is shown on the form. */
  onSubmit: (values: FormOutput) => Promise<unknown>;
  onCancel: () => void;
  /** The employee's own time zone: "today" and the date limits are theirs, as the server reckons them. */
  timeZone: string;
}

/** The leave form: validated with the very schema the server uses, the balance of each type in view. */
export function LeaveRequestForm({ types, balances, onSubmit, onCancel, timeZone }: LeaveRequestFormProps) {
  const today = todayIn(timeZone);
  const form = useZodForm(ZEventRequestCreateSchema, {
    defaultValues: { typeCode: '', fromDate: '', toDate: '', halfDay: 'NONE', reason: '' },
  });
  const from = useController({ control: form.control, name: 'fromDate' });
  const to = useController({ control: form.control, name: 'toDate' });
  const [typeCode, halfDay] = useWatch({ control: form.control, name: ['typeCode', 'halfDay'] });
  const fromDate = from.field.value;
  const toDate = to.field.value;

  const singleDay = halfDayAllowed(fromDate, toDate);
  // A half day belongs to a single day: widening the range takes it back to a full day.
  useEffect(() => {
    if (!singleDay && halfDay !== 'NONE') form.setValue('halfDay', 'NONE');
  }, [singleDay, halfDay, form]);
  const yearBalances = useYearBalances(fromDate, today, balances);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const minDate = addDays(today, -LEAVE_RULES.maxDaysInPast);
  const maxDate = addDays(today, LEAVE_RULES.maxDaysAhead);
  const dayRules = useDayRules({ min: minDate, max: maxDate });
  const setDates = (dates: { from: string; to: string }) => {
    const validate = form.formState.isSubmitted;
    form.clearErrors(['fromDate', 'toDate']);
    form.setValue('fromDate', dates.from, { shouldValidate: validate, shouldDirty: true });
    form.setValue('toDate', dates.to, { shouldValidate: validate, shouldDirty: true });
  };

  return (
    <Form form={form} labels={LABELS}>
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
        <FormField
          control={form.control}
          name="typeCode"
          id="typeCode"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Leave type</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
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
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <DateRangeField
          mode="range"
          value={{ from: fromDate, to: toDate }}
          onChange={setDates}
          min={minDate}
          max={maxDate}
          rules={dayRules}
          fields={{
            from: { id: 'fromDate', label: 'From', ref: from.field.ref },
            to: { id: 'toDate', label: 'To', ref: to.field.ref },
          }}
          errors={{
            from: readableFieldError(from.fieldState.error?.message, LABELS),
            to: readableFieldError(to.fieldState.error?.message, LABELS),
          }}
          onRefuse={(end, refusal) => form.setError(end === 'from' ? 'fromDate' : 'toDate', { message: refusal })}
        />

        <FormField
          control={form.control}
          name="halfDay"
          id="halfDay"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Half day</FormLabel>
              <FormControl>
                <NativeSelect {...field} disabled={!singleDay}>
                  {HALF_DAY_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {HALF_DAY_LABELS[option]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              {!fieldState.invalid && <FormDescription>A half day can be asked for a single day only.</FormDescription>}
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="reason"
          id="reason"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Reason</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={1000} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <LeaveDaysSummary
          typeCode={typeCode}
          fromDate={fromDate}
          toDate={toDate}
          halfDay={halfDay}
          types={types}
          balances={balances}
          today={today}
        />

        <FormServerAlert />
        <FormButtons onCancel={onCancel} />
        <UnsavedChangesGuard />
      </form>
    </Form>
  );
}
