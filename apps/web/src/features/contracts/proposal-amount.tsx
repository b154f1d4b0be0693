import { useFormContext, useWatch } from 'react-hook-form';
import { computedAmount, type TEstimationMethod, type TProposalRequest } from '@staffdesk/shared/schemas/contracts';
import { DecimalInput } from '@/components/pipeline/decimal-input';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { Label } from '@/components/ui/label';
import { formatMoney } from '@staffdesk/shared/money';

/** What the proposal comes to: effort × rate for a method that computes it, otherwise typed. */
export function ProposalAmount({ method }: { method: TEstimationMethod | undefined }) {
  const { control } = useFormContext<TProposalRequest>();
  const [effort, rate, currency] = useWatch({ control, name: ['effortDays', 'rate', 'currency'] });
  if (!method?.computesAmount)
    return (
      <LabeledField control={control} name="amount" label="Amount">
        {(field) => <DecimalInput {...field} />}
      </LabeledField>
    );
  const computed =
    typeof effort === 'number' && typeof rate === 'number' && Number.isFinite(effort * rate)
      ? computedAmount(effort, rate)
      : null;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor="computedAmount">Amount</Label>
      <output
        id="computedAmount"
        className="flex h-9 items-center rounded-md border bg-muted px-3 text-sm"
        aria-describedby="computedAmount-hint"
      >
        {computed === null ? '—' : formatMoney(computed, currency || 'INR')}
      </output>
      <p id="computedAmount-hint" className="text-xs text-muted-foreground">
        Effort × rate, for {method.label}.
      </p>
    </div>
  );
}
