import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http';
import { verifyTwoFa } from './api/verify-two-fa';

/** The shape of ZRecoveryCodeSchema, checked by hand: the login page's JavaScript stays without zod. */
const RECOVERY_CODE = /^[0-9a-z]{5}[- ]?[0-9a-z]{5}$/i;
const NOT_RIGHT = 'This recovery code is not right, or it has been used already.';

interface LoginRecoveryCodeFormProps {
  twoFaToken: string;
  onSignedIn: (tokens: { token: string; refreshToken?: string }) => Promise<void>;
  /** Back to the code from the authenticator app. */
  onUseApp: () => void;
}

/** A saved recovery code in place of the app's code, for someone who lost their phone; each works once. */
export function LoginRecoveryCodeForm({ twoFaToken, onSignedIn, onUseApp }: LoginRecoveryCodeFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const verify = useMutation({
    mutationFn: (recoveryCode: string) => verifyTwoFa({ recoveryCode, twoFaToken }),
    onSuccess: async (data) => {
      if (data.token) await onSignedIn({ token: data.token, refreshToken: data.refreshToken });
      else setProblem(NOT_RIGHT);
    },
    onError: (error) => setProblem(error instanceof HttpError ? error.message : NOT_RIGHT),
  });
  const ready = RECOVERY_CODE.test(code.trim()) && !verify.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) verify.mutate(code.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="recovery-code">Recovery code</Label>
        <Input
          id="recovery-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          placeholder="xxxxx-xxxxx"
          className="font-mono tracking-wider"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(undefined);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'recovery-code-error' : undefined}
        />
        <FieldError id="recovery-code-error">{problem}</FieldError>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!ready}>
        {verify.isPending && <Spinner />}
        Verify
      </Button>
      <Button variant="ghost" size="sm" className="justify-self-center text-muted-foreground" onClick={onUseApp}>
        <ArrowLeft aria-hidden="true" />
        Use the code from my app
      </Button>
    </form>
  );
}
