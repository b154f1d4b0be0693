import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useCountries } from './api/get-countries';
import { useStates } from './api/get-states';
import { useRegisterUser } from './api/register-user';
import { AddUserAddressFields } from './add-user-address-fields';
import { AddUserEmploymentFields } from './add-user-employment-fields';
import { AddUserPersonFields } from './add-user-person-fields';
import { ADD_USER_LABELS, EMPTY_USER, registrationOf, ZAddUserFormSchema } from './user-form-schemas';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { USER_LISTING_PATH } from './paths';

/** One new employee: the user and their employee record in one go; their one-time password shown once. */
export function AddUserForm() {
  const navigate = useNavigate();
  const register = useRegisterUser();
  const [created, setCreated] = useState<{ name: string; password: string }>();
  const form = useZodForm(ZAddUserFormSchema, { defaultValues: EMPTY_USER });
  const country = useWatch({ control: form.control, name: 'country' });
  const countries = useCountries();
  const states = useStates(country || undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const names = {
      country: countries.data?.find((c) => c.code === values.country)?.name,
      state: states.data?.find((s) => s.code === values.state)?.name,
    };
    try {
      const user = await register.mutateAsync(registrationOf(values, names));
      toast.success(`${user.fullname} was added.`);
      // Saved: the guard lets the listing open, now or once the password is handed over.
      form.reset(form.getValues());
      if (user.temporaryPassword) setCreated({ name: user.fullname, password: user.temporaryPassword });
      else await navigate(USER_LISTING_PATH);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <>
      <Card className="max-w-4xl">
        <Form form={form} labels={ADD_USER_LABELS}>
          <form onSubmit={onSubmit} noValidate className="contents">
            <CardContent className="grid gap-6">
              <AddUserPersonFields />
              <AddUserEmploymentFields />
              <AddUserAddressFields countries={countries.data ?? []} states={states.data} />
              <p className="text-sm text-muted-foreground">
                A temporary password is made when you submit, and shown to you once. They choose their own at their
                first sign-in.
              </p>
              <FormServerAlert />
            </CardContent>
            <FormFooter onCancel={() => void navigate(USER_LISTING_PATH)} />
            <UnsavedChangesGuard />
          </form>
        </Form>
      </Card>
      {created && (
        <TemporaryPasswordDialog
          name={created.name}
          password={created.password}
          onClose={() => {
            setCreated(undefined);
            void navigate(USER_LISTING_PATH);
          }}
        />
      )}
    </>
  );
}
