import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import {
  CHAIN_OPERATORS,
  CHAIN_OPERATOR_LABELS,
  chainDeciderLabel,
  type TApprovalChain,
} from '@staffdesk/shared/schemas/approval-chains';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { firstOperator, type ChainFormValues } from './chain-draft';

interface ChainStepRowProps {
  /** The row's place in the form's steps. */
  index: number;
  chain: Pick<TApprovalChain, 'deciders' | 'fields'>;
  onRemove: () => void;
}

type Option = { value: string; label: string };

/** The choices of a select, with the one a saved step names even if it is no longer offered. */
function withCurrent(options: readonly Option[], current: string, label: (value: string) => string) {
  return !current || options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, label: label(current) }];
}

const optionsOf = (options: readonly Option[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** One control of a step: its label, the control named "Step 2 decider" for a screen reader, its message. */
function StepPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FormItem className="content-start">
      <FormLabel>{label}</FormLabel>
      <FormControl>{children}</FormControl>
      <FormMessage />
    </FormItem>
  );
}

/** One later step of a chain: who decides it and when it is taken ("Always", or a comparison of one field). */
export function ChainStepRow({ index, chain, onRemove }: ChainStepRowProps) {
  const { control, setValue } = useFormContext<ChainFormValues>();
  const step = useWatch({ control, name: `steps.${index}` });
  const number = index + 2;
  const field = chain.fields.find((f) => f.name === step.when.field);
  const operators = field?.kind === 'choice' ? (['eq'] as const) : CHAIN_OPERATORS;
  const fieldOptions = chain.fields.map((f) => ({ value: f.name, label: f.label }));

  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">Step {number}</span>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remove step ${number}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField
          control={control}
          name={`steps.${index}.decider`}
          render={({ field: decider }) => (
            <StepPart label="Decider">
              <NativeSelect aria-label={`Step ${number} decider`} {...decider}>
                {optionsOf(withCurrent(chain.deciders, decider.value, chainDeciderLabel))}
              </NativeSelect>
            </StepPart>
          )}
        />
        <FormField
          control={control}
          name={`steps.${index}.when.field`}
          render={({ field: tested }) => (
            <StepPart label="Condition">
              <NativeSelect
                aria-label={`Step ${number} condition field`}
                {...tested}
                onChange={(e) => {
                  const next = e.target.value;
                  tested.onChange(next);
                  setValue(`steps.${index}.when.op`, firstOperator(chain.fields.find((f) => f.name === next)));
                  setValue(`steps.${index}.when.value`, '');
                }}
              >
                <option value="">Always</option>
                {optionsOf(withCurrent(fieldOptions, tested.value, (name) => name))}
              </NativeSelect>
            </StepPart>
          )}
        />
        {step.when.field && (
          <>
            <FormField
              control={control}
              name={`steps.${index}.when.op`}
              render={({ field: op }) => (
                <StepPart label="Comparison">
                  <NativeSelect aria-label={`Step ${number} comparison`} {...op}>
                    {optionsOf(operators.map((o) => ({ value: o, label: CHAIN_OPERATOR_LABELS[o] })))}
                  </NativeSelect>
                </StepPart>
              )}
            />
            <FormField
              control={control}
              name={`steps.${index}.when.value`}
              render={({ field: value }) => (
                <StepPart label="Value">
                  {field?.kind === 'choice' ? (
                    <NativeSelect aria-label={`Step ${number} value`} {...value}>
                      <option value="">Choose a value</option>
                      {optionsOf(withCurrent(field.options, value.value, (v) => v))}
                    </NativeSelect>
                  ) : (
                    <Input
                      aria-label={`Step ${number} value`}
                      type="number"
                      inputMode="decimal"
                      step="any"
                      {...value}
                    />
                  )}
                </StepPart>
              )}
            />
          </>
        )}
      </div>
    </li>
  );
}
