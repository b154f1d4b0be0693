import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZNewPasswordSchema } from '@staffdesk/shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '@staffdesk/shared/constants';
import { PASSWORD_MESSAGES, containsUsername } from '@staffdesk/shared/password-policy';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormButtons } from '@/components/form-footer';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useUserContext } from '@/lib/api/get-user-context';
import { useSignOut } from '@/lib/use-sign-out';
import { useResetPassword } from './api/reset-password';
import { usePasswordStrength } from './use-password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

export const PASSWORD_CHANGED = 'Your password was changed. Please sign in with your new password.';
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, hard to guess and without your username. A few unrelated words make a good one.`;

/** The length is the shared schema's; the list and the strength are the server's, shown beforehand by the meter. */
function passwordFormSchema(username: string, temporary: boolean) {
  return z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password.'),
      newPassword: ZNewPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((v) => !username || !containsUsername(v.newPassword, username), {
      path: ['newPassword'],
      message: PASSWORD_MESSAGES.username,
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      path: ['newPassword'],
      message: temporary ? PASSWORD_MESSAGES.sameAsTemporary : PASSWORD_MESSAGES.sameAsCurrent,
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Enter the same new password twice.',
    });
}
type PasswordForm = z.infer<ReturnType<typeof passwordFormSchema>>;

interface PasswordFieldProps {
  name: keyof PasswordForm;
  label: string;
  autoComplete: string;
  /** A hint while the field is fine, and what else describes it (the strength meter). */
  hint?: string;
  extra?: { id: string; node: ReactNode };
}

function PasswordField({ name, label, autoComplete, hint, extra }: PasswordFieldProps) {
  return (
    <FormField
      name={name}
      id={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl aria-describedby={extra?.id}>
            <Input type="password" autoComplete={autoComplete} {...field} />
          </FormControl>
          {hint && !fieldState.invalid && <FormDescription>{hint}</FormDescription>}
          {extra?.node}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function ChangePasswordCard() {
  const { data: user } = useUserContext();
  const reset = useResetPassword();
  const signOut = useSignOut();
  const form = useZodForm(passwordFormSchema(user?.username ?? '', user?.passwordMustChange ?? false), {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const strength = usePasswordStrength(useWatch({ control: form.control, name: 'newPassword' }), {
    username: user?.username ?? '',
    firstname: user?.firstname,
    lastname: user?.lastname,
    email: user?.userEmailId,
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await reset.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      // Its reason (a breached password, the current one again) goes under the field it is about.
      applyServerErrors(form, error);
      return;
    }
    // The server ends every session of the user on a password change: sign out here too.
    await signOut({ message: PASSWORD_CHANGED });
  });

  return (
    <Card>
      <Form form={form}>
        <form onSubmit={onSubmit} noValidate aria-label="Change password" className="contents">
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>Changing it signs you out everywhere, including here.</CardDescription>
          </CardHeader>
          <CardContent className="grid max-w-md gap-4">
            {/* Lets password managers tie the new password to the right account. */}
            <input type="text" name="username" autoComplete="username" value={user?.username ?? ''} readOnly hidden />
            <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
            <PasswordField
              name="newPassword"
              label="New password"
              autoComplete="new-password"
              hint={NEW_PASSWORD_HINT}
              extra={{
                id: 'newPassword-strength',
                node: <PasswordStrengthMeter id="newPassword-strength" strength={strength} />,
              }}
            />
            <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
            <FormServerAlert />
          </CardContent>
          <CardFooter className="border-t">
            <FormButtons onCancel={() => form.reset()} />
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
