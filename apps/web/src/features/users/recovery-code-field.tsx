import { useFormContext } from 'react-hook-form';
import type { TSecondFactorRequest } from '@staffdesk/shared/schemas/auth';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { Input } from '@/components/ui/input';

/** A saved recovery code, where the two-factor dialogs take one in place of the app's code. */
export function RecoveryCodeField({ id }: { id: string }) {
  const { control } = useFormContext<TSecondFactorRequest>();
  return (
    <FormField
      control={control}
      name="recoveryCode"
      id={id}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Recovery code</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ''}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              placeholder="xxxxx-xxxxx"
              className="font-mono tracking-wider"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
