import { useState, type FormEvent } from 'react';
import { addDays } from '@staffdesk/shared/dates';
import { MAX_DELEGATION_DAYS, ZDelegationCreateSchema, type TDelegation } from '@staffdesk/shared/schemas/delegations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField } from '@/components/date-picker/date-field';
import { describedByIds, readableFieldError, serverFieldErrors } from '@/components/field-messages';
import { FormAlert } from '@/components/form-alert';
import { FormButtons } from '@/components/form-footer';
import { LoadError } from '@/components/load-error';
import { useCancelDelegation, useCreateDelegation, useDelegations } from '@/components/requests/delegation-queries';
import { useReportingManagers } from '@/lib/api/get-reporting-managers';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate, formatDateRange } from '@/lib/dates';
import { HttpError } from '@/lib/http';
import { useOfficeToday } from '@/lib/office-time';
import { toast } from '@/lib/toast';

const FIELDS = ['delegateId', 'startsOn', 'endsOn'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { delegateId: 'delegate', startsOn: 'first day', endsOn: 'last day' };
const EMPTY: Record<Field, string> = { delegateId: '', startsOn: '', endsOn: '' };
/** What to do when a field is left empty (docs/wording.md: something picked → "Choose …"). */
const MISSING: Record<Field, string> = {
  delegateId: 'Choose a delegate.',
  startsOn: 'Choose the first day.',
  endsOn: 'Choose the last day.',
};

/** Delegation (issue 18): name someone to decide your requests for some days, and see who decides for whom. */
export function DelegationCard() {
  const { data: user } = useUserContext();
  const today = useOfficeToday();
  const delegations = useDelegations();
  const managers = useReportingManagers();
  const people = (managers.data ?? []).filter((p) => p.userId !== user?.userId);
  const create = useCreateDelegation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const clear = () => {
    setValues(EMPTY);
    setErrors({});
    setRefusal(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setRefusal(undefined);
    const parsed = ZDelegationCreateSchema.safeParse({
      ...values,
      delegateId: values.delegateId === '' ? undefined : Number(values.delegateId),
    });
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (values[field] === '') found[field] = MISSING[field];
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= readableFieldError(issue.message, LABELS);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Delegation saved.');
        clear();
      },
      onError: (error) => {
        const fieldErrors = error instanceof HttpError ? serverFieldErrors(error.body, FIELDS) : {};
        setErrors(fieldErrors);
        // A refusal that names no field (another delegation covers these days) is said above the buttons.
        if (Object.keys(fieldErrors).length === 0) setRefusal(error.message);
      },
    });
  };

  const invalid = (name: Field) => (errors[name] ? true : undefined);
  const describedBy = (name: Field) => describedByIds(name, errors[name] !== undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Delegation</CardTitle>
        <CardDescription>
          Name someone to decide your requests while you are away. Their decisions are recorded as taken on your behalf.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={submit} noValidate aria-label="New delegation" className="grid gap-4">
          <div className="grid max-w-md gap-2">
            <Label htmlFor="delegateId">Delegate</Label>
            <NativeSelect
              id="delegateId"
              value={values.delegateId}
              onChange={(event) => set('delegateId', event.target.value)}
              aria-invalid={invalid('delegateId')}
              aria-describedby={describedBy('delegateId')}
            >
              <option value="">Choose a delegate</option>
              {people.map((p) => (
                <option key={p.userId} value={p.userId}>
                  {p.designation ? `${p.fullname}, ${p.designation}` : p.fullname}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="delegateId-error">
              {errors.delegateId ??
                (managers.isError ? 'The colleagues to choose from could not be loaded; reload the page.' : undefined)}
            </FieldError>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="startsOn">First day</Label>
              <DateField
                id="startsOn"
                min={today}
                value={values.startsOn}
                onChange={(day) => set('startsOn', day)}
                aria-invalid={invalid('startsOn')}
                aria-describedby={describedBy('startsOn')}
              />
              <FieldError id="startsOn-error">{errors.startsOn}</FieldError>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="endsOn">Last day</Label>
              <DateField
                id="endsOn"
                min={values.startsOn || today}
                max={values.startsOn ? addDays(values.startsOn, MAX_DELEGATION_DAYS - 1) : undefined}
                value={values.endsOn}
                onChange={(day) => set('endsOn', day)}
                aria-invalid={invalid('endsOn')}
                aria-describedby={describedBy('endsOn')}
              />
              <FieldError id="endsOn-error">{errors.endsOn}</FieldError>
            </div>
          </div>
          <p className="text-xs text-muted-foreground">Both days included, at most {MAX_DELEGATION_DAYS} days.</p>
          <FormAlert message={refusal} />
          <FormButtons pending={create.isPending} onCancel={clear} />
        </form>
        {delegations.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : delegations.isError ? (
          <LoadError title="Your delegations could not be loaded." onRetry={() => void delegations.refetch()} />
        ) : (
          <>
            <GivenDelegations delegations={delegations.data.given} />
            {delegations.data.received.length > 0 && <ReceivedDelegations delegations={delegations.data.received} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The delegations you gave that have not ended, each cancelled after a confirmation. */
function GivenDelegations({ delegations }: { delegations: TDelegation[] }) {
  const cancel = useCancelDelegation();
  const [cancelling, setCancelling] = useState<TDelegation>();

  const confirm = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success('Delegation cancelled.'),
      onSettled: () => setCancelling(undefined),
    });
  };

  return (
    <section aria-labelledby="delegations-given" className="grid gap-3 border-t pt-6">
      <h3 id="delegations-given" className="font-medium">
        Your Delegations
      </h3>
      {delegations.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have named no one. Your requests wait for you alone.</p>
      ) : (
        <ul className="grid gap-2">
          {delegations.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border px-3 py-2"
            >
              <div id={`delegation-${d.id}`} className="grid gap-0.5 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {d.delegateName}
                  {d.active && <Badge variant="success">Active now</Badge>}
                </p>
                <p className="text-muted-foreground">{formatDateRange(d.startsOn, d.endsOn)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setCancelling(d)}
                aria-describedby={`delegation-${d.id}`}
              >
                Cancel delegation
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title="Cancel This Delegation?"
        description={
          cancelling &&
          (cancelling.active
            ? `${cancelling.delegateName} stops deciding your requests now. Decisions already taken stay as they are.`
            : `${cancelling.delegateName} will not decide your requests ${periodText(cancelling)}.`)
        }
        confirmLabel="Cancel delegation"
        onConfirm={confirm}
        pending={cancel.isPending}
      />
    </section>
  );
}

/** The delegations others gave you: whose requests you decide, and when. */
function ReceivedDelegations({ delegations }: { delegations: TDelegation[] }) {
  return (
    <section aria-labelledby="delegations-received" className="grid gap-3 border-t pt-6">
      <h3 id="delegations-received" className="font-medium">
        Delegated to You
      </h3>
      <ul className="grid gap-2 text-sm">
        {delegations.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-2">
            <span>{`You decide for ${d.deciderName} ${periodText(d)}.`}</span>
            {d.active && <Badge variant="success">Active now</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}

const periodText = (d: TDelegation) =>
  d.startsOn === d.endsOn
    ? `on ${formatDate(d.startsOn)}`
    : `from ${formatDate(d.startsOn)} to ${formatDate(d.endsOn)}`;
