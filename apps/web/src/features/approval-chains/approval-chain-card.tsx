import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Plus } from 'lucide-react';
import { MAX_CHAIN_STEPS, type TApprovalChain } from '@staffdesk/shared/schemas/approval-chains';
import { localDateTime } from '@staffdesk/shared/dates';
import { FormAlert } from '@/components/form-alert';
import { FormButtons } from '@/components/form-footer';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { HttpError } from '@/lib/http';
import { useOfficeTimeZone } from '@/lib/office-time';
import { titleCase } from '@/lib/title-case';
import { toast } from '@/lib/toast';
import { useUpdateApprovalChain } from './api/update-approval-chain';
import {
  newStep,
  readDraft,
  sameSteps,
  serverStepErrors,
  toDraft,
  type DraftStep,
  type StepErrors,
} from './chain-draft';
import { ChainStepRow } from './chain-step-row';

/** Whether the chain is the family's default, or who changed it last and on which day (office time). */
function SavedState({ chain }: { chain: TApprovalChain }) {
  const timeZone = useOfficeTimeZone();
  if (chain.isDefault || !chain.updatedAt) return <Badge variant="secondary">Default</Badge>;
  const day = formatDate(localDateTime(new Date(chain.updatedAt), timeZone).date);
  return <>{chain.updatedByName ? `Changed by ${chain.updatedByName} on ${day}` : `Changed on ${day}`}</>;
}

/**
 * One family's chain: its fixed first step, then the later steps as rows to change, add and remove, saved
 * together. A refusal is said in the card, and beside the control it names.
 */
export function ApprovalChainCard({ chain }: { chain: TApprovalChain }) {
  const id = useId();
  const save = useUpdateApprovalChain();
  const [shown, setShown] = useState(chain);
  const [draft, setDraft] = useState(() => toDraft(chain.steps));
  const [errors, setErrors] = useState<StepErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [added, setAdded] = useState<number>();
  const addButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // Another version from the server (saved elsewhere, read again): taken in unless the card has changes of its own.
  if (chain !== shown) {
    setShown(chain);
    if (sameSteps(draft, shown.steps)) setDraft(toDraft(chain.steps));
  }
  const dirty = !sameSteps(draft, chain.steps);
  const full = draft.length >= MAX_CHAIN_STEPS;

  const change = (key: number, patch: Partial<Omit<DraftStep, 'key'>>) => {
    setDraft((steps) => steps.map((s) => (s.key === key ? { ...s, ...patch } : s)));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const add = () => {
    const step = newStep(chain.deciders, draft);
    setDraft([...draft, step]);
    setAdded(step.key);
  };
  const remove = (key: number) => {
    // The removed row held the focus: it goes to "Add step", enabled again once the row is gone.
    flushSync(() => {
      setDraft((steps) => steps.filter((s) => s.key !== key));
      setErrors(({ [key]: _, ...rest }) => rest);
    });
    addButton.current?.focus();
  };
  // Saving or discarding takes away the button that was pressed: the focus goes back to the card's title.
  const settle = (steps: TApprovalChain['steps']) => {
    flushSync(() => {
      setDraft(toDraft(steps));
      setErrors({});
      setRefusal(undefined);
    });
    title.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setRefusal(undefined);
    const read = readDraft(draft, chain.fields);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    const sent = draft;
    save.mutate(
      { entity: chain.entity, steps: read.steps },
      {
        onSuccess: (saved) => {
          settle(saved.steps);
          toast.success('Approval chain saved.');
        },
        onError: (error) => {
          setRefusal(error.message);
          if (error instanceof HttpError) setErrors(serverStepErrors(error.body, sent));
        },
      },
    );
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="contents">
        <CardHeader>
          <CardTitle id={`${id}-title`} ref={title} tabIndex={-1} className="outline-none">
            {titleCase(chain.noun)}
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <SavedState chain={chain} />
            {dirty && <span className="font-medium text-foreground">Unsaved changes</span>}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ol className="grid gap-3" aria-label="Steps">
            <li className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
              <span className="font-medium">Step 1:</span> {chain.firstStep}
            </li>
            {draft.map((step, index) => (
              <ChainStepRow
                key={step.key}
                number={index + 2}
                step={step}
                chain={chain}
                errors={errors[step.key]}
                onChange={(patch) => change(step.key, patch)}
                onRemove={() => remove(step.key)}
                autoFocus={step.key === added}
              />
            ))}
          </ol>
          {chain.fields.length === 0 && (
            <p className="text-xs text-muted-foreground">
              These requests have no field a condition can test: every step is always taken.
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={addButton}
              variant="outline"
              size="sm"
              onClick={add}
              disabled={full}
              aria-describedby={`${id}-steps-hint`}
            >
              <Plus aria-hidden="true" />
              Add step
            </Button>
            <p id={`${id}-steps-hint`} className="text-xs text-muted-foreground">
              {full
                ? `A chain can have at most ${MAX_CHAIN_STEPS} steps after the first.`
                : `Up to ${MAX_CHAIN_STEPS} steps after the first.`}
            </p>
          </div>
          <FormAlert message={refusal} />
        </CardContent>
        <CardFooter className="flex-wrap gap-2 border-t">
          {/* Submit waits for a change; Cancel puts the saved steps back. */}
          <FormButtons pending={save.isPending} waiting={!dirty} onCancel={() => settle(chain.steps)} />
        </CardFooter>
      </form>
    </Card>
  );
}
