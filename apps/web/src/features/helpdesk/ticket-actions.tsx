import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { TTicketDetail } from '@staffdesk/shared/schemas/helpdesk';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DecisionDialog, type PendingDecision } from '@/components/requests/decision-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCancelTicket } from './api/cancel-ticket';
import { useDecideTicket } from './api/decide-ticket';

const DECISION_WORDS = { approve: 'Solve', reject: 'Reject', remarkRequired: true };

/**
 * What the viewer may do to a ticket: its requester cancels it, its desk solves or rejects it with a note.
 * A refused decision is said by the page above the ticket (onRefused).
 */
export function TicketActions({
  ticket,
  onRefused,
}: {
  ticket: TTicketDetail;
  onRefused: (message: string | undefined) => void;
}) {
  const cancel = useCancelTicket();
  const decide = useDecideTicket();
  const [cancelling, setCancelling] = useState(false);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const subject = `ticket #${ticket.id}`;
  const confirmDecision = (remark: string | undefined) => {
    if (!pending || !remark) return;
    onRefused(undefined);
    decide.mutate(
      { id: ticket.id, decision: pending.decision, remark },
      {
        onSuccess: (done) => toast.success(`Ticket ${done.status.toLowerCase()}.`),
        onError: (error) => onRefused(error.message),
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <>
      {ticket.mayCancel && (
        <Button variant="outline" onClick={() => setCancelling(true)}>
          Cancel ticket
        </Button>
      )}
      {ticket.mayDecide && (
        <>
          <Button onClick={() => setPending({ decision: 'approve', bulk: false, ids: [ticket.id], subject })}>
            <Check aria-hidden="true" /> Solve
          </Button>
          <Button
            variant="destructive"
            onClick={() => setPending({ decision: 'reject', bulk: false, ids: [ticket.id], subject })}
          >
            <X aria-hidden="true" /> Reject
          </Button>
        </>
      )}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel This Ticket?"
        description={`"${ticket.subject}" will be withdrawn; the desk will not work on it.`}
        confirmLabel="Cancel ticket"
        onConfirm={() =>
          cancel.mutate(ticket.id, {
            onSuccess: () => toast.success('The ticket was cancelled.'),
            onSettled: () => setCancelling(false),
          })
        }
        pending={cancel.isPending}
      />
      <DecisionDialog
        words={DECISION_WORDS}
        pending={pending}
        busy={decide.isPending}
        onConfirm={confirmDecision}
        onClose={() => setPending(null)}
      />
    </>
  );
}
