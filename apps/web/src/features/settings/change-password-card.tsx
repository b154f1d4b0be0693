import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZNewPasswordSchema } from '@staffdesk/shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '@staffdesk/shared/constants';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUserContext } from '@/lib/api/get-user-context';
import { useSignOut } from '@/lib/use-sign-out';
import { FormButtons } from '@/components/form-footer';
import { useResetPassword } from './api/reset-password';

export const PASSWORD_CHANGED = 'Your password was changed. Please sign in with your new password.';

function passwordFormSchema(username: string) {
  return z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password.'),
      newPassword: ZNewPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((v) => !username || v.newPassword.toLowerCase() !== username.toLowerCase(), {
      path: ['newPassword'],
      message: 'Choose a password other than the username.',
    })
    .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'Choose a password different from the current one.' })
    .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Enter the same new password twice.' });
}
type PasswordForm = z.infer<ReturnType<typeof passwordFormSchema>>;

export function ChangePasswordCard() {
  const { data: user } = useUserContext();
  const reset = useResetPassword();
  const signOut = useSignOut();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema(user?.username ?? '')),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    reset.mutate(
      { currentPassword, newPassword },
      // The server ends every session of the user on a password change: sign out here too.
      { onSuccess: () => void signOut({ message: PASSWORD_CHANGED }) },
    );
  });

  const field = (name: keyof PasswordForm, label: string, autoComplete: string, hint?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={name}>{label}</Label>
      <Input
        id={name}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={hint ? `${name}-hint` : undefined}
        {...form.register(name)}
      />
      {hint && !errors[name] && (
        <p id={`${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError>{errors[name]?.message}</FieldError>
    </div>
  );

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
          {field('newPassword', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters, and not your username.`)}
          {field('confirmPassword', 'Confirm new password', 'new-password')}
        </CardContent>
        <CardFooter className="border-t">
          <FormButtons pending={reset.isPending} onCancel={() => form.reset()} />
        </CardFooter>
      </form>
    </Card>
  );
}
