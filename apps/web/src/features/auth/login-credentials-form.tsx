import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { HttpError } from '@/lib/http';
import { LOGIN_TOAST } from '@/lib/toasts';
import { authenticate, preloadAuthApi } from './api/authenticate';
import { INTERNAL_SERVER_ERROR, USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT } from './login-messages';

interface LoginCredentialsFormProps {
  onTwoFactor: (twoFaToken: string) => void;
  onSignedIn: (tokens: { token: string; refreshToken?: string }) => Promise<void>;
}

export function LoginCredentialsForm({ onTwoFactor, onSignedIn }: LoginCredentialsFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [usernameError, setUsernameError] = useState<string>();
  const [showPassword, setShowPassword] = useState(false);

  const validateUsername = (value: string) => {
    const error = value.trim().length < USERNAME_MIN_LENGTH ? USERNAME_TOO_SHORT : undefined;
    setUsernameError(error);
    return error === undefined;
  };

  const signIn = useMutation({
    mutationFn: authenticate,
    onSuccess: async (data) => {
      // Spec section 4: a second factor first, then a token, else a generic server error.
      if (data.twoFAToken && data.user2FAEnabled) {
        setUsername('');
        setPassword('');
        onTwoFactor(data.twoFAToken);
      } else if (data.token) {
        await onSignedIn({ token: data.token, refreshToken: data.refreshToken });
      } else {
        toast.error(INTERNAL_SERVER_ERROR, LOGIN_TOAST);
      }
    },
    onError: (error) => toast.error(error instanceof HttpError ? error.message : INTERNAL_SERVER_ERROR, LOGIN_TOAST),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validateUsername(username)) {
      document.getElementById('username')?.focus();
      return;
    }
    if (!signIn.isPending) signIn.mutate({ username: username.trim(), password });
  };

  return (
    <form onSubmit={onSubmit} onInput={() => void preloadAuthApi()} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="username">Username</Label>
        <Input
          id="username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            // Once shown, the message follows the typing so it disappears as soon as the name is long enough.
            if (usernameError) validateUsername(e.target.value);
          }}
          aria-invalid={usernameError ? true : undefined}
          aria-describedby={usernameError ? 'username-error' : undefined}
        />
        <FieldError id="username-error">{usernameError}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="password">Password</Label>
        <div className="relative">
          <Input
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className="pr-10"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            className={cn(
              'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground',
              'outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            )}
          >
            {showPassword ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        Sign in
      </Button>
    </form>
  );
}
