import { useFormContext } from 'react-hook-form';
import type { TReimbursementCreate } from '@staffdesk/shared/schemas/reimbursements';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { Input } from '@/components/ui/input';

/** The amount in rupees, held as a number; an empty input holds none. */
export function AmountField() {
  const { control } = useFormContext<TReimbursementCreate>();
  return (
    <FormField
      control={control}
      name="amount"
      id="amount"
      render={({ field }) => (
        <FormItem className="sm:max-w-60">
          <FormLabel>Amount (₹)</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              {...field}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
