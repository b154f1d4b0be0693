import { REGEXP_ONLY_DIGITS } from 'input-otp';
import { OTP_LENGTH } from '@staffdesk/shared/constants';
import { InputOTP, InputOTPGroup, InputOTPSeparator, InputOTPSlot } from '@/components/ui/input-otp';

interface OtpCodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

/** The spec's one-time password input: 6 slots, digits only (section 5). */
export function OtpCodeInput({
  id,
  value,
  onChange,
  invalid,
  autoFocus,
  disabled,
  'aria-label': ariaLabel,
}: OtpCodeInputProps) {
  const half = OTP_LENGTH / 2;
  const slot = (index: number) => <InputOTPSlot key={index} index={index} aria-invalid={invalid || undefined} />;
  return (
    <InputOTP
      id={id}
      maxLength={OTP_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      disabled={disabled}
      value={value}
      onChange={onChange}
      aria-label={ariaLabel}
      aria-invalid={invalid || undefined}
      containerClassName="justify-center"
    >
      <InputOTPGroup>{Array.from({ length: half }, (_, i) => slot(i))}</InputOTPGroup>
      <InputOTPSeparator />
      <InputOTPGroup>{Array.from({ length: OTP_LENGTH - half }, (_, i) => slot(half + i))}</InputOTPGroup>
    </InputOTP>
  );
}
