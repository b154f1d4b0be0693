import { z } from 'zod';
import {
  CHAIN_OPERATORS,
  ZChainInputSchema,
  type ChainOperator,
  type TChainField,
  type TChainStep,
} from '@staffdesk/shared/schemas/approval-chains';

/**
 * A later step as a card edits it: the condition in its parts, the value as typed; no field means "Always".
 * Its paths are the API's (`steps.1.when.value`), so the shared schema's and the server's messages land on them.
 */
export interface ChainRow {
  decider: string;
  when: { field: string; op: ChainOperator; value: string };
}

export interface ChainFormValues {
  steps: ChainRow[];
}

export function toValues(steps: readonly TChainStep[]): ChainFormValues {
  return {
    steps: steps.map((s) => ({
      decider: s.decider,
      when: {
        field: s.when?.field ?? '',
        op: s.when?.op ?? CHAIN_OPERATORS[0],
        value: s.when ? String(s.when.value) : '',
      },
    })),
  };
}

/** A new step, always taken, decided by the first decider no other step has. */
export function newStep(deciders: readonly { value: string }[], rows: readonly ChainRow[]): ChainRow {
  const free = deciders.find((d) => !rows.some((s) => s.decider === d.value)) ?? deciders[0];
  return { decider: free?.value ?? '', when: { field: '', op: CHAIN_OPERATORS[0], value: '' } };
}

/** The comparison a field allows first: a choice is only ever "is". */
export const firstOperator = (field: TChainField | undefined): ChainOperator =>
  field?.kind === 'choice' ? 'eq' : CHAIN_OPERATORS[0];

/** Whether the card still shows the steps saved. */
export function sameSteps(rows: readonly ChainRow[], saved: readonly TChainStep[]): boolean {
  const shown = rows.map((r) =>
    r.when.field ? [r.decider, r.when.field, r.when.op, r.when.value.trim()] : [r.decider],
  );
  const kept = saved.map((s) => (s.when ? [s.decider, s.when.field, s.when.op, String(s.when.value)] : [s.decider]));
  return JSON.stringify(shown) === JSON.stringify(kept);
}

/**
 * The card's schema: a condition's value is given, and a number field's is a number; then the steps, read
 * as the API takes them (a number field's value as a number, "Always" as no condition), pass the shared one.
 */
export function chainFormSchema(fields: readonly TChainField[]) {
  const isChoice = (name: string) => fields.find((f) => f.name === name)?.kind === 'choice';
  const row = z
    .object({
      decider: z.string(),
      when: z.object({ field: z.string(), op: z.enum(CHAIN_OPERATORS), value: z.string() }),
    })
    .superRefine(({ when }, ctx) => {
      if (!when.field) return;
      const typed = when.value.trim();
      const choice = isChoice(when.field);
      if (!typed)
        ctx.addIssue({
          code: 'custom',
          path: ['when', 'value'],
          message: choice ? 'Choose a value.' : 'Enter the value.',
        });
      else if (!choice && !Number.isFinite(Number(typed)))
        ctx.addIssue({ code: 'custom', path: ['when', 'value'], message: 'Enter the value as a number.' });
    });
  return z
    .object({ steps: z.array(row) })
    .transform(({ steps }) => ({
      steps: steps.map(({ decider, when }) => ({
        decider,
        when: when.field
          ? { ...when, value: isChoice(when.field) ? when.value.trim() : Number(when.value.trim()) }
          : null,
      })),
    }))
    .pipe(ZChainInputSchema);
}
