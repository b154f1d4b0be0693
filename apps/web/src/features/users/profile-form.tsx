import type { z } from 'zod';
import { ZProfileUpdateSchema, type TUserContext } from '@staffdesk/shared/schemas/users';
import type { TMasterItem } from '@staffdesk/shared/schemas/master';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormButtons } from '@/components/form-footer';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useMasterData } from '@/lib/api/get-master-data';
import { toast } from '@/lib/toast';
import { useUpdateUserContext } from './api/update-user-context';
import { SelectField, TextAreaField, TextField } from './user-fields';

const LABELS = { userEmailId: 'Work email', userContactNumber: 'Phone' };

function defaultsOf(user: TUserContext): z.input<typeof ZProfileUpdateSchema> {
  return {
    firstname: user.firstname,
    middlename: user.middlename ?? '',
    lastname: user.lastname,
    userEmailId: user.userEmailId,
    personalEmail: user.personalEmail ?? '',
    userContactNumber: user.userContactNumber ?? '',
    emergencyContact: user.emergencyContact ?? '',
    bloodGroup: user.bloodGroup ?? '',
    maritalStatus: user.maritalStatus ?? '',
    currentAddress: user.currentAddress ?? '',
    permanentAddress: user.permanentAddress ?? '',
    bio: user.bio ?? '',
  };
}

/** The options of a pick list, keeping a stored value that the list no longer holds. */
function optionsOf(items: readonly TMasterItem[] | undefined, current: string | null) {
  const list = (items ?? []).map((item) => ({ value: item.code, label: item.label }));
  if (current && !list.some((item) => item.value === current)) list.push({ value: current, label: current });
  return list;
}

export function ProfileForm({ user }: { user: TUserContext }) {
  const update = useUpdateUserContext();
  const { data: master } = useMasterData();
  const form = useZodForm(ZProfileUpdateSchema, {
    // Follows the profile when it changes elsewhere (a new picture), keeping what is being typed.
    values: defaultsOf(user),
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(defaultsOf(await update.mutateAsync(values)));
      toast.success('Your profile was saved.');
    } catch (error) {
      // A refusal that names no field is the client's toast, seen wherever the page is scrolled to.
      applyServerErrors(form, error);
    }
  });

  return (
    <Card>
      <Form form={form} labels={LABELS}>
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardHeader>
            <CardTitle>Personal Details</CardTitle>
            <CardDescription>Keep these current: HR and your manager rely on them.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-8">
            <fieldset className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-3 text-sm font-medium text-muted-foreground">Name</legend>
              <TextField name="firstname" label="First name" autoComplete="given-name" />
              <TextField name="middlename" label="Middle name" autoComplete="additional-name" />
              <TextField name="lastname" label="Last name" autoComplete="family-name" />
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-3 text-sm font-medium text-muted-foreground">Contact</legend>
              <TextField name="userEmailId" label="Work email" type="email" autoComplete="email" />
              <TextField name="personalEmail" label="Personal email" type="email" />
              <TextField name="userContactNumber" label="Phone" type="tel" autoComplete="tel" />
              <TextField name="emergencyContact" label="Emergency contact" type="tel" />
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-3 text-sm font-medium text-muted-foreground">Personal</legend>
              <SelectField
                name="bloodGroup"
                label="Blood group"
                emptyLabel="Not set"
                options={optionsOf(master?.bloodGroups, user.bloodGroup)}
              />
              <SelectField
                name="maritalStatus"
                label="Marital status"
                emptyLabel="Not set"
                options={optionsOf(master?.maritalStatuses, user.maritalStatus)}
              />
              <div className="sm:col-span-2">
                <TextAreaField name="bio" label="About you" />
              </div>
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-3 text-sm font-medium text-muted-foreground">Address</legend>
              <TextAreaField name="currentAddress" label="Current address" autoComplete="street-address" />
              <TextAreaField name="permanentAddress" label="Permanent address" />
            </fieldset>
          </CardContent>
          <CardFooter className="justify-end gap-2 border-t">
            <FormButtons waiting={!form.formState.isDirty} onCancel={() => form.reset(defaultsOf(user))} />
          </CardFooter>
          <UnsavedChangesGuard />
        </form>
      </Form>
    </Card>
  );
}
