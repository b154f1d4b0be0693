import { useRef, useState, type RefObject } from 'react';
import { waitingFor } from '@staffdesk/shared/schemas/approval-chains';
import { toast } from '@/lib/toast';
import { summarizeBulkOutcome, type BulkSummary } from './bulk-outcome';
import type { PendingDecision } from './decision-dialog';
import type { QueueSpeech } from './queue-words';
import { useDecideRequest, useDecideRequestsInBulk, type Decision } from './request-queries';
import type { QueueAction, RequestItem, WebRequestFamily } from './request-family';

/**
 * After a decision the decided row leaves the list: focus goes to the row that took its place (its first
 * decision's button), else the one before, else the queue itself, so a keyboard user goes on from where they were.
 */
function focusRowAt(container: HTMLElement | null, index: number, verb: string): boolean {
  if (!container) return false;
  const rows = [...container.querySelectorAll<HTMLElement>('[data-row-id]')].filter(
    (el) => el.getClientRects().length > 0,
  );
  const row = rows[Math.min(index, rows.length - 1)];
  (row?.querySelector<HTMLElement>(`button[aria-label^="${verb} "]`) ?? container).focus();
  return true;
}

interface QueueDecisionsOptions<Item extends RequestItem> {
  family: WebRequestFamily<Item>;
  action?: QueueAction;
  speech: QueueSpeech<Item>;
  rows: readonly Item[] | undefined;
  /** The queue, and the verb of the button a row's decision starts from: where focus goes on. */
  container: RefObject<HTMLElement | null>;
  firstVerb: string;
}

/**
 * A queue's decisions: the requests chosen, the decision being asked about, and what came of it, said in a
 * toast and, for several at once, in the status line above the queue until it is dismissed.
 */
export function useQueueDecisions<Item extends RequestItem>({
  family,
  action,
  speech,
  rows,
  container,
  firstVerb,
}: QueueDecisionsOptions<Item>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [outcome, setOutcome] = useState<BulkSummary | null>(null);
  const single = useDecideRequest(family, action);
  const bulk = useDecideRequestsInBulk(family, action);
  /** The index of the row just decided: where focus lands when the dialog closes. */
  const decidedAt = useRef<number | null>(null);
  const { approve, reject, statuses, chain } = family.declaration;
  const past = (decision: Decision) => action?.past ?? (decision === 'approve' ? approve : reject).status.toLowerCase();

  const done = (focusAt: number) => {
    decidedAt.current = focusAt;
    setPending(null);
    setSelected(new Set());
  };

  const confirm = (remark: string | undefined, values: Record<string, string>) => {
    if (!pending) return;
    const { decision, ids } = pending;
    if (!pending.bulk) {
      single.mutate(
        { decision, id: ids[0] ?? 0, remark, values },
        {
          onSuccess: (decided) => {
            // An approval but the last of a chain leaves the request open, on its way to the next step's deciders.
            const movedOn = decided.status === statuses[0] ? waitingFor(chain?.firstStep ?? '', decided) : undefined;
            const text = movedOn ? `Approved. ${movedOn}.` : speech.doneWithOne(past(decision));
            toast.success(text);
            if (speech.keepsOne) setOutcome({ text, tone: 'success' });
            done(
              Math.max(
                0,
                (rows ?? []).findIndex((r) => r.id === ids[0]),
              ),
            );
          },
        },
      );
      return;
    }
    bulk.mutate(
      { decision, ids, remark, values },
      {
        onSuccess: (response) => {
          const summary = summarizeBulkOutcome(response, decision, past(decision), statuses[0], speech.counted);
          setOutcome(summary);
          toast[summary.tone](summary.text);
          done(0);
        },
      },
    );
  };

  const onDialogClosed = (event: Event) => {
    const index = decidedAt.current;
    decidedAt.current = null;
    if (index !== null && focusRowAt(container.current, index, firstVerb)) event.preventDefault();
  };

  return {
    selected,
    setSelected,
    pending,
    setPending,
    outcome,
    dismissOutcome: () => setOutcome(null),
    busy: single.isPending || bulk.isPending,
    confirm,
    onDialogClosed,
  };
}
