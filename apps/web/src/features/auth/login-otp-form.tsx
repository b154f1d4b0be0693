import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { toast } from '@/lib/toast';
import { OTP_LENGTH } from '@staffdesk/shared/constants';
import { Button } from '@/components/ui/button';
import { OtpCodeInput } from '@/components/otp-code-input';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http';
import { LOGIN_TOAST } from '@/lib/toasts';
import { verifyTwoFa } from './api/verify-two-fa';
import { INVALID_OTP } from './login-messages';

interface LoginOtpFormProps {
  twoFaToken: string;
  onSignedIn: (tokens: { token: string; refreshToken?: string }) => Promise<void>;
  onBack: () => void;
  /** For someone without their phone: a saved recovery code instead. */
  onUseRecoveryCode?: () => void;
}

export function LoginOtpForm({ twoFaToken, onSignedIn, onBack, onUseRecoveryCode }: LoginOtpFormProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const fail = (message: string) => {
    setInvalid(true);
    setCode('');
    toast.error(message, LOGIN_TOAST);
  };

  const verify = useMutation({
    mutationFn: (verifyTOTP: string) => verifyTwoFa({ verifyTOTP, twoFaToken }),
    onSuccess: async (data) => {
      if (data.token) await onSignedIn({ token: data.token, refreshToken: data.refreshToken });
      else fail(INVALID_OTP);
    },
    // A wrong code is a 401 (or 400); other failures (too many attempts) carry their own message.
    onError: (error) =>
      fail(error instanceof HttpError && error.status !== 401 && error.status !== 400 ? error.message : INVALID_OTP),
  });
  const ready = code.length === OTP_LENGTH && !verify.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) verify.mutate(code);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-6">
      <OtpCodeInput
        id="otp"
        aria-label="One-time password"
        autoFocus
        value={code}
        invalid={invalid}
        onChange={(value) => {
          setCode(value);
          setInvalid(false);
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!ready}>
        {verify.isPending && <Spinner />}
        Verify
      </Button>
      {onUseRecoveryCode && (
        <Button variant="link" size="sm" className="justify-self-center" onClick={onUseRecoveryCode}>
          Use a recovery code instead
        </Button>
      )}
      <Button variant="ghost" size="sm" className="justify-self-center text-muted-foreground" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to sign in
      </Button>
    </form>
  );
}
