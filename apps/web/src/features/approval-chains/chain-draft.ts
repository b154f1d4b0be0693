import {
  CHAIN_OPERATORS,
  ZChainInputSchema,
  type ChainOperator,
  type TChainField,
  type TChainStep,
} from '@staffdesk/shared/schemas/approval-chains';

/** A later step as a card edits it: the condition in its parts, the value as typed; no field means "Always". */
export interface DraftStep {
  /** Keeps a row, its focus and its messages while a row above it is removed. */
  key: number;
  decider: string;
  field: string;
  op: ChainOperator;
  value: string;
}

/** The control of a step a message is shown beside. */
export type StepPart = 'decider' | 'field' | 'op' | 'value';
/** Messages by step key, then by control. */
export type StepErrors = Record<number, Partial<Record<StepPart, string>>>;

let lastKey = 0;
const nextKey = () => (lastKey += 1);

export function toDraft(steps: readonly TChainStep[]): DraftStep[] {
  return steps.map((s) => ({
    key: nextKey(),
    decider: s.decider,
    field: s.when?.field ?? '',
    op: s.when?.op ?? CHAIN_OPERATORS[0],
    value: s.when ? String(s.when.value) : '',
  }));
}

/** A new step, always taken, decided by the first decider no other step has. */
export function newStep(deciders: readonly { value: string }[], draft: readonly DraftStep[]): DraftStep {
  const free = deciders.find((d) => !draft.some((s) => s.decider === d.value)) ?? deciders[0];
  return { key: nextKey(), decider: free?.value ?? '', field: '', op: CHAIN_OPERATORS[0], value: '' };
}

/** The comparison a field allows first: a choice is only ever "is". */
export const firstOperator = (field: TChainField | undefined): ChainOperator =>
  field?.kind === 'choice' ? 'eq' : CHAIN_OPERATORS[0];

/** Whether the card still shows the steps saved. */
export function sameSteps(draft: readonly DraftStep[], saved: readonly TChainStep[]): boolean {
  const shown = draft.map((d) => (d.field ? [d.decider, d.field, d.op, d.value.trim()] : [d.decider]));
  const kept = saved.map((s) => (s.when ? [s.decider, s.when.field, s.when.op, String(s.when.value)] : [s.decider]));
  return JSON.stringify(shown) === JSON.stringify(kept);
}

/** Which control a path names: `decider`, `when.field` … after the step's index (a schema issue's, or a server detail's). */
function partOf(path: readonly PropertyKey[]): StepPart {
  if (path[0] === 'decider') return 'decider';
  if (path[1] === 'op') return 'op';
  if (path[1] === 'value') return 'value';
  return 'field';
}

function addError(errors: StepErrors, key: number | undefined, part: StepPart, message: string) {
  if (key === undefined) return;
  const own = (errors[key] ??= {});
  own[part] ??= message;
}

/**
 * The steps to send, read from the card: a number field's value as a number; then the shared schema's own
 * checks. Messages by step and control where something is missing or wrong.
 */
export function readDraft(
  draft: readonly DraftStep[],
  fields: readonly TChainField[],
): { steps: TChainStep[] } | { errors: StepErrors } {
  const errors: StepErrors = {};
  const steps = draft.map((d) => {
    if (!d.field) return { decider: d.decider, when: null };
    const choice = fields.find((f) => f.name === d.field)?.kind === 'choice';
    const typed = d.value.trim();
    if (!typed) addError(errors, d.key, 'value', choice ? 'Choose a value.' : 'Enter the value.');
    else if (!choice && !Number.isFinite(Number(typed)))
      addError(errors, d.key, 'value', 'Enter the value as a number.');
    return { decider: d.decider, when: { field: d.field, op: d.op, value: choice ? typed : Number(typed) } };
  });
  const parsed = ZChainInputSchema.safeParse({ steps });
  for (const issue of parsed.error?.issues ?? []) {
    const [top, index, ...rest] = issue.path;
    if (top === 'steps' && typeof index === 'number') addError(errors, draft[index]?.key, partOf(rest), issue.message);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { steps: parsed.data.steps };
}

/** The server's messages about the steps sent ("steps.0.when.value: …"), by the step and control they name. */
export function serverStepErrors(body: unknown, sent: readonly DraftStep[]): StepErrors {
  const details = body && typeof body === 'object' ? (body as { errorDetails?: unknown }).errorDetails : undefined;
  const errors: StepErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    const match = typeof detail === 'string' ? /^steps\.(\d+)\.([\w.]+): (.+)$/.exec(detail) : null;
    if (match?.[1] && match[2] && match[3])
      addError(errors, sent[Number(match[1])]?.key, partOf(match[2].split('.')), match[3]);
  }
  return errors;
}
