import { useFormContext } from 'react-hook-form';
import type { TVerifyTotpRequest } from '@staffdesk/shared/schemas/auth';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { OtpCodeInput } from '@/components/otp-code-input';

/** The code an authenticator app shows, as the two-factor dialogs ask for it. */
export function OtpCodeField({ id, disabled, autoFocus }: { id: string; disabled?: boolean; autoFocus?: boolean }) {
  const { control } = useFormContext<TVerifyTotpRequest>();
  return (
    <FormField
      control={control}
      name="verifyTOTP"
      id={id}
      render={({ field }) => (
        <FormItem>
          <FormLabel className="justify-center">Code from your app</FormLabel>
          <FormControl>
            <OtpCodeInput
              id={id}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              autoFocus={autoFocus}
            />
          </FormControl>
          <FormMessage className="text-center" />
        </FormItem>
      )}
    />
  );
}
