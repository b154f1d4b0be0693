import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { addDays } from '@staffdesk/shared/dates';
import { MAX_DELEGATION_DAYS, ZDelegationCreateSchema } from '@staffdesk/shared/schemas/delegations';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormButtons } from '@/components/form-footer';
import { useCreateDelegation } from '@/components/requests/delegation-queries';
import { useReportingManagers } from '@/lib/api/get-reporting-managers';
import { useUserContext } from '@/lib/api/get-user-context';
import { useOfficeToday } from '@/lib/office-time';
import { toast } from '@/lib/toast';
import { SelectField } from './user-fields';

const { delegateId, startsOn, endsOn } = ZDelegationCreateSchema.shape;
/** The shared schema, its rule that the last day is not before the first included, saying what an empty field needs. */
const ZDelegationFormSchema = ZDelegationCreateSchema.safeExtend({
  delegateId: z.number({ error: 'Choose a delegate.' }).pipe(delegateId),
  startsOn: z.string().min(1, 'Choose the first day.').pipe(startsOn),
  endsOn: z.string().min(1, 'Choose the last day.').pipe(endsOn),
});
const LABELS = { delegateId: 'delegate', startsOn: 'first day', endsOn: 'last day' };
const EMPTY = { delegateId: undefined, startsOn: '', endsOn: '' };

/** Names a colleague who leads a team to decide your requests from one day to another. */
export function DelegationForm() {
  const { data: user } = useUserContext();
  const today = useOfficeToday();
  const managers = useReportingManagers();
  const people = (managers.data ?? []).filter((p) => p.userId !== user?.userId);
  const create = useCreateDelegation();
  const form = useZodForm(ZDelegationFormSchema, { defaultValues: EMPTY });
  const firstDay = useWatch({ control: form.control, name: 'startsOn' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success('Delegation saved.');
      form.reset(EMPTY);
    } catch (error) {
      // A refusal that names no field (another delegation covers these days) is said above the buttons.
      applyServerErrors(form, error);
    }
  });

  return (
    <Form form={form} labels={LABELS}>
      <form onSubmit={onSubmit} noValidate aria-label="New delegation" className="grid gap-4">
        <div className="max-w-md">
          <SelectField
            name="delegateId"
            label="Delegate"
            emptyLabel="Choose a delegate"
            parse={(value) => (value === '' ? undefined : Number(value))}
            hint={managers.isError ? 'The colleagues to choose from could not be loaded; reload the page.' : undefined}
            options={people.map((p) => ({
              value: String(p.userId),
              label: p.designation ? `${p.fullname}, ${p.designation}` : p.fullname,
            }))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="startsOn"
            id="startsOn"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>First day</FormLabel>
                <FormControl>
                  <DateField id="startsOn" ref={field.ref} min={today} value={field.value} onChange={field.onChange} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="endsOn"
            id="endsOn"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>Last day</FormLabel>
                <FormControl>
                  <DateField
                    id="endsOn"
                    ref={field.ref}
                    min={firstDay || today}
                    max={firstDay ? addDays(firstDay, MAX_DELEGATION_DAYS - 1) : undefined}
                    value={field.value}
                    onChange={field.onChange}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <p className="text-xs text-muted-foreground">Both days included, at most {MAX_DELEGATION_DAYS} days.</p>
        <FormServerAlert />
        <FormButtons onCancel={() => form.reset(EMPTY)} />
      </form>
    </Form>
  );
}
