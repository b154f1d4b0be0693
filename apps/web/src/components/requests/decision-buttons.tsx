import { Check, History, X, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { OwnRecordNote } from './own-record';
import type { Decision } from './request-queries';
import type { QueueAction, WebRequestFamily } from './request-family';

/** One decision a queue offers: its buttons on a row and on a selection. */
interface DecisionButton {
  decision: Decision;
  verb: string;
  /** The selection's button ("Approve selected"); none for a decision taken one request at a time. */
  selected?: string;
  icon: LucideIcon;
  destructive: boolean;
}

/** The family's approve and reject (an approval that records something is one at a time), or a step's one action. */
export function decisionButtons(
  family: Pick<WebRequestFamily, 'declaration' | 'approveFields'>,
  action?: QueueAction,
): DecisionButton[] {
  if (action)
    return [
      { decision: 'approve', verb: action.verb, selected: action.selectedVerb, icon: action.icon, destructive: false },
    ];
  const { approve, reject } = family.declaration;
  return [
    {
      decision: 'approve',
      verb: approve.verb,
      selected: family.approveFields ? undefined : `${approve.verb} selected`,
      icon: Check,
      destructive: false,
    },
    { decision: 'reject', verb: reject.verb, selected: `${reject.verb} selected`, icon: X, destructive: true },
  ];
}

interface RowDecisionsProps {
  requester: string;
  buttons: readonly DecisionButton[];
  /** "Rahul Verma's Casual Leave": what each button says to a screen reader after its verb. */
  subject: string;
  /** The viewer's own: another decider takes it. */
  own: boolean;
  onDecide: (decision: Decision) => void;
  /** Opens the requester's history; no button without it. */
  onHistory?: () => void;
}

/** A row's buttons: the requester's history, and each decision unless the request is the viewer's own. */
export function RowDecisions({ requester, buttons, subject, own, onDecide, onHistory }: RowDecisionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {onHistory && (
        <Button size="sm" variant="ghost" onClick={onHistory} aria-label={`View history of ${requester}`}>
          <History aria-hidden="true" />
          <span className="md:hidden xl:inline">History</span>
        </Button>
      )}
      {own ? (
        <OwnRecordNote />
      ) : (
        buttons.map(({ decision, verb, icon: Icon, destructive }) => (
          <Button
            key={decision}
            size="sm"
            variant="outline"
            className={destructive ? 'text-destructive hover:text-destructive' : undefined}
            onClick={() => onDecide(decision)}
            aria-label={`${verb} ${subject}`}
          >
            <Icon aria-hidden="true" />
            {verb}
          </Button>
        ))
      )}
    </div>
  );
}

/** The selection's buttons: each decision taken on several requests at once. */
export function SelectionDecisions({
  buttons,
  onDecide,
}: {
  buttons: readonly DecisionButton[];
  onDecide: (decision: Decision) => void;
}) {
  return buttons.map(({ decision, selected, icon: Icon, destructive }) =>
    selected ? (
      <Button
        key={decision}
        size="sm"
        variant={destructive ? 'destructive' : 'default'}
        onClick={() => onDecide(decision)}
      >
        <Icon aria-hidden="true" />
        {selected}
      </Button>
    ) : null,
  );
}
