import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { MAX_CHAIN_STEPS, type TApprovalChain } from '@staffdesk/shared/schemas/approval-chains';
import { localDateTime } from '@staffdesk/shared/dates';
import { applyServerErrors, refusalOf, SERVER_ERROR } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormButtons } from '@/components/form-footer';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useOfficeTimeZone } from '@/lib/office-time';
import { titleCase } from '@/lib/title-case';
import { toast } from '@/lib/toast';
import { useUpdateApprovalChain } from './api/update-approval-chain';
import { chainFormSchema, newStep, sameSteps, toValues } from './chain-draft';
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
  const schema = useMemo(() => chainFormSchema(chain.fields), [chain.fields]);
  const form = useZodForm(schema, { defaultValues: toValues(chain.steps) });
  const rows = useFieldArray({ control: form.control, name: 'steps' });
  const steps = useWatch({ control: form.control, name: 'steps' });
  const addButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(chain);
  // Another version from the server (saved elsewhere, read again): taken in unless the card has changes of its own.
  useEffect(() => {
    if (shown.current === chain) return;
    if (sameSteps(form.getValues('steps'), shown.current.steps)) form.reset(toValues(chain.steps));
    shown.current = chain;
  }, [chain, form]);
  const dirty = !sameSteps(steps, chain.steps);
  const full = steps.length >= MAX_CHAIN_STEPS;

  const add = () => rows.append(newStep(chain.deciders, steps), { focusName: `steps.${steps.length}.decider` });
  const remove = (index: number) => {
    // The removed row held the focus: it goes to "Add step", enabled again once the row is gone.
    flushSync(() => rows.remove(index));
    addButton.current?.focus();
  };
  // Saving or discarding takes away the button that was pressed: the focus goes back to the card's title.
  const settle = (saved: TApprovalChain['steps']) => {
    flushSync(() => form.reset(toValues(saved)));
    title.current?.focus();
  };

  const send = async (body: { steps: TApprovalChain['steps'] }) => {
    try {
      const saved = await save.mutateAsync({ entity: chain.entity, steps: body.steps });
      settle(saved.steps);
      toast.success('Approval chain saved.');
    } catch (error) {
      // A step's control can be far down the card: the card says the refusal too.
      if (applyServerErrors(form, error)) form.setError(SERVER_ERROR, { type: 'server', message: refusalOf(error) });
    }
  };
  // Made at the submit, not while rendering: the save moves the focus (a ref).
  const submit = (event: FormEvent) => void form.handleSubmit(send)(event);

  return (
    <Card>
      <Form form={form}>
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
              {rows.fields.map((row, index) => (
                <ChainStepRow key={row.id} index={index} chain={chain} onRemove={() => remove(index)} />
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
            <FormServerAlert />
          </CardContent>
          <CardFooter className="flex-wrap gap-2 border-t">
            {/* Submit waits for a change; Cancel puts the saved steps back. */}
            <FormButtons waiting={!dirty} onCancel={() => settle(chain.steps)} />
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
