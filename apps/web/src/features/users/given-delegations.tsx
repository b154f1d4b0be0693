import { useState } from 'react';
import type { TDelegation } from '@staffdesk/shared/schemas/delegations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCancelDelegation } from '@/components/requests/delegation-queries';
import { formatDateRange } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { periodText } from './delegation-period';

/** The delegations you gave that have not ended, each cancelled after a confirmation. */
export function GivenDelegations({ delegations }: { delegations: TDelegation[] }) {
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
