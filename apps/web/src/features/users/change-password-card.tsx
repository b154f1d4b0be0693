import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZNewPasswordSchema } from '@staffdesk/shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '@staffdesk/shared/constants';
import { PASSWORD_MESSAGES, containsUsername } from '@staffdesk/shared/password-policy';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverFieldErrors } from '@/components/field-messages';
import { HttpError } from '@/lib/http';
import { useUserContext } from '@/lib/api/get-user-context';
import { useSignOut } from '@/lib/use-sign-out';
import { FormButtons } from '@/components/form-footer';
import { useResetPassword } from './api/reset-password';
import { usePasswordStrength } from './use-password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

export const PASSWORD_CHANGED = 'Your password was changed. Please sign in with your new password.';
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, hard to guess and without your username. A few unrelated words make a good one.`;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

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

export function ChangePasswordCard() {
  const { data: user } = useUserContext();
  const reset = useResetPassword();
  const signOut = useSignOut();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema(user?.username ?? '', user?.passwordMustChange ?? false)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const strength = usePasswordStrength(useWatch({ control: form.control, name: 'newPassword' }), {
    username: user?.username ?? '',
    firstname: user?.firstname,
    lastname: user?.lastname,
    email: user?.userEmailId,
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    reset.mutate(
      { currentPassword, newPassword },
      {
        // The server ends every session of the user on a password change: sign out here too.
        onSuccess: () => void signOut({ message: PASSWORD_CHANGED }),
        // Its reason (a breached password, the current one again) goes under the field it is about.
        onError: (error) => {
          if (!(error instanceof HttpError)) return;
          for (const [name, message] of Object.entries(serverFieldErrors(error.body, FIELDS)))
            form.setError(name as (typeof FIELDS)[number], { message });
        },
      },
    );
  });

  const field = (
    name: keyof PasswordForm,
    label: string,
    autoComplete: string,
    below?: { hint: string; extra: ReactNode; extraId: string },
  ) => {
    const error = errors[name]?.message;
    const describedBy =
      [below && !error && `${name}-hint`, below?.extraId, error && `${name}-error`].filter(Boolean).join(' ') ||
      undefined;
    return (
      <div className="grid gap-2">
        <Label htmlFor={name}>{label}</Label>
        <Input
          id={name}
          type="password"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register(name)}
        />
        {below && !error && (
          <p id={`${name}-hint`} className="text-xs text-muted-foreground">
            {below.hint}
          </p>
        )}
        {below?.extra}
        <FieldError id={`${name}-error`}>{error}</FieldError>
      </div>
    );
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Change password" className="contents">
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing it signs you out everywhere, including here.</CardDescription>
        </CardHeader>
        <CardContent className="grid max-w-md gap-4">
          {/* Lets password managers tie the new password to the right account. */}
          <input type="text" name="username" autoComplete="username" value={user?.username ?? ''} readOnly hidden />
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password', {
            hint: NEW_PASSWORD_HINT,
            extra: <PasswordStrengthMeter id="newPassword-strength" strength={strength} />,
            extraId: 'newPassword-strength',
          })}
          {field('confirmPassword', 'Confirm new password', 'new-password')}
        </CardContent>
        <CardFooter className="border-t">
          <FormButtons pending={reset.isPending} onCancel={() => form.reset()} />
        </CardFooter>
      </form>
    </Card>
  );
}
