import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import {
  CHAIN_OPERATORS,
  CHAIN_OPERATOR_LABELS,
  chainDeciderLabel,
  type TApprovalChain,
} from '@staffdesk/shared/schemas/approval-chains';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { firstOperator, type DraftStep, type StepPart } from './chain-draft';

interface ChainStepRowProps {
  /** The step's number in the chain: 2 for the first later step. */
  number: number;
  step: DraftStep;
  chain: Pick<TApprovalChain, 'deciders' | 'fields'>;
  errors: Partial<Record<StepPart, string>> | undefined;
  onChange: (patch: Partial<Omit<DraftStep, 'key'>>) => void;
  onRemove: () => void;
  /** A step just added takes the focus, so that the keyboard goes on from the "Add step" button. */
  autoFocus: boolean;
}

/** How a control is named for a screen reader, after "Step 2". */
const PART_NAMES: Record<StepPart, string> = {
  decider: 'decider',
  field: 'condition field',
  op: 'comparison',
  value: 'value',
};

/** The choices of a select, with the one a saved step names even if it is no longer offered. */
function withCurrent(
  options: readonly { value: string; label: string }[],
  current: string,
  label: (value: string) => string,
) {
  return !current || options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, label: label(current) }];
}

/** One later step of a chain: who decides it and when it is taken ("Always", or a comparison of one field). */
export function ChainStepRow({ number, step, chain, errors, onChange, onRemove, autoFocus }: ChainStepRowProps) {
  const id = useId();
  const field = chain.fields.find((f) => f.name === step.field);
  const operators = field?.kind === 'choice' ? (['eq'] as const) : CHAIN_OPERATORS;
  const deciders = withCurrent(chain.deciders, step.decider, chainDeciderLabel);
  const fieldOptions = withCurrent(
    chain.fields.map((f) => ({ value: f.name, label: f.label })),
    step.field,
    (name) => name,
  );
  const control = (part: StepPart) => ({
    id: `${id}-${part}`,
    'aria-label': `Step ${number} ${PART_NAMES[part]}`,
    'aria-invalid': errors?.[part] ? true : undefined,
    'aria-describedby': errors?.[part] ? `${id}-${part}-error` : undefined,
  });
  const message = (part: StepPart) => <FieldError id={`${id}-${part}-error`}>{errors?.[part]}</FieldError>;

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
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-decider`}>Decider</Label>
          <NativeSelect
            {...control('decider')}
            value={step.decider}
            onChange={(e) => onChange({ decider: e.target.value })}
            autoFocus={autoFocus}
          >
            {deciders.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </NativeSelect>
          {message('decider')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-field`}>Condition</Label>
          <NativeSelect
            {...control('field')}
            value={step.field}
            onChange={(e) => {
              const next = e.target.value;
              onChange({ field: next, op: firstOperator(chain.fields.find((f) => f.name === next)), value: '' });
            }}
          >
            <option value="">Always</option>
            {fieldOptions.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
          {message('field')}
        </div>
        {step.field && (
          <>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-op`}>Comparison</Label>
              <NativeSelect
                {...control('op')}
                value={step.op}
                onChange={(e) => onChange({ op: operators.find((o) => o === e.target.value) ?? operators[0] })}
              >
                {operators.map((o) => (
                  <option key={o} value={o}>
                    {CHAIN_OPERATOR_LABELS[o]}
                  </option>
                ))}
              </NativeSelect>
              {message('op')}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-value`}>Value</Label>
              {field?.kind === 'choice' ? (
                <NativeSelect
                  {...control('value')}
                  value={step.value}
                  onChange={(e) => onChange({ value: e.target.value })}
                >
                  <option value="">Choose a value</option>
                  {withCurrent(field.options, step.value, (value) => value).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <Input
                  {...control('value')}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  value={step.value}
                  onChange={(e) => onChange({ value: e.target.value })}
                />
              )}
              {message('value')}
            </div>
          </>
        )}
      </div>
    </li>
  );
}
