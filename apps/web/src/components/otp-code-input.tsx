import type { Ref } from 'react';
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
  /** A form's message and hints under the code, and its invalid state, as the form kit's control gives them. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** The input, so that a form can give it the focus. */
  ref?: Ref<HTMLInputElement>;
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
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
}: OtpCodeInputProps) {
  const marked = invalid || ariaInvalid || undefined;
  const half = OTP_LENGTH / 2;
  const slot = (index: number) => <InputOTPSlot key={index} index={index} aria-invalid={marked} />;
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
      aria-describedby={ariaDescribedBy}
      aria-invalid={marked}
      ref={ref}
      containerClassName="justify-center"
    >
      <InputOTPGroup>{Array.from({ length: half }, (_, i) => slot(i))}</InputOTPGroup>
      <InputOTPSeparator />
      <InputOTPGroup>{Array.from({ length: OTP_LENGTH - half }, (_, i) => slot(half + i))}</InputOTPGroup>
    </InputOTP>
  );
}
