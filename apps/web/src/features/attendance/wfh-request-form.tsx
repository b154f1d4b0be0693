import { useNavigate } from 'react-router';
import { useController } from 'react-hook-form';
import { addDays } from '@staffdesk/shared/dates';
import { LEAVE_RULES, WFH_TYPE_CODE, ZEventRequestCreateSchema } from '@staffdesk/shared/schemas/leave';
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
import { useZodForm } from '@/components/form/use-zod-form';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateWfhRequest } from './api/create-wfh-request';
import { WFH_LIST_PATH } from './paths';

const LABELS = { fromDate: 'start date', toDate: 'end date', reason: 'reason', halfDay: 'half day' };

/** Work from home for a day or a range, checked with the very schema the server uses. */
export function WfhRequestForm({ today }: { today: string }) {
  const navigate = useNavigate();
  const create = useCreateWfhRequest();
  const form = useZodForm(ZEventRequestCreateSchema, {
    defaultValues: { typeCode: WFH_TYPE_CODE, halfDay: 'NONE', fromDate: today, toDate: today, reason: '' },
  });
  const from = useController({ control: form.control, name: 'fromDate' });
  const to = useController({ control: form.control, name: 'toDate' });
  const earliest = addDays(today, -LEAVE_RULES.maxDaysInPast);
  const latest = addDays(today, LEAVE_RULES.maxDaysAhead);
  const dayRules = useDayRules({ min: earliest, max: latest });
  const setDates = (dates: { from: string; to: string }) => {
    const validate = form.formState.isSubmitted;
    form.clearErrors(['fromDate', 'toDate']);
    form.setValue('fromDate', dates.from, { shouldValidate: validate, shouldDirty: true });
    form.setValue('toDate', dates.to, { shouldValidate: validate, shouldDirty: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success('Your work-from-home request was sent for approval.');
      await navigate(WFH_LIST_PATH);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Card className="max-w-2xl">
      <Form form={form} labels={LABELS}>
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <DateRangeField
              mode="range"
              value={{ from: from.field.value, to: to.field.value }}
              onChange={setDates}
              min={earliest}
              max={latest}
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
              hintId="dates-hint"
            />
            <p id="dates-hint" className="-mt-2 text-xs text-muted-foreground">
              Both days included. Weekends and holidays in the range are not counted.
            </p>
            <FormField
              control={form.control}
              name="reason"
              id="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Reason</FormLabel>
                  <FormControl>
                    <Textarea rows={4} maxLength={1000} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormServerAlert />
          </CardContent>
          <FormFooter />
        </form>
      </Form>
    </Card>
  );
}
