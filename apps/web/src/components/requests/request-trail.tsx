import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { TAuditEntry } from '@staffdesk/shared/schemas/audit';
import { OfficeTime } from '@/components/office-time';
import { Spinner } from '@/components/ui/spinner';
import { useRequestTrail } from './request-queries';

const VERBS: Record<string, string> = {
  create: 'Submitted',
  cancel: 'Cancelled',
  resubmit: 'Sent again',
  update: 'Changed',
  pay: 'Marked paid',
  remind: 'Reminder sent to the deciders',
  escalate: 'Escalated',
};

/** "Approved", "Solved", "Rejected": the family's own words for its decisions, else the verb as it stands. */
function actionLabel(entry: TAuditEntry, declaration: RequestFamily): string {
  if (entry.verb === 'approve') return statusWord(declaration.approve.status);
  if (entry.verb === 'reject') return statusWord(declaration.reject.status);
  return VERBS[entry.verb] ?? entry.verb.charAt(0).toUpperCase() + entry.verb.slice(1);
}
const statusWord = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

/**
 * A request's history from the audit log, oldest first: who did what and when, the remark of a decision and
 * what changed. Shown wherever a request is opened (the decision dialog, the lists' history).
 */
export function RequestTrail({
  declaration,
  id,
  heading = 'History',
}: {
  declaration: RequestFamily;
  id: number;
  heading?: string;
}) {
  const trail = useRequestTrail(declaration, id);
  const headingId = `request-trail-${declaration.name}-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {heading}
      </h3>
      {trail.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading the history…
        </p>
      ) : trail.isError ? (
        <p className="text-sm text-destructive">The history could not be loaded.</p>
      ) : trail.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing is recorded for this request yet.</p>
      ) : (
        <ol className="grid gap-3 border-l border-border pl-4">
          {trail.data.items.map((entry) => (
            <li key={entry.id} className="relative text-sm">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" />
              <p>
                <span className="font-medium">{actionLabel(entry, declaration)}</span> by{' '}
                {entry.actorName ?? 'the system'}
                <span className="text-muted-foreground">
                  {' · '}
                  <OfficeTime iso={entry.at} />
                </span>
              </p>
              {entry.remark && <p className="text-muted-foreground">Remark: “{entry.remark}”</p>}
              {entry.changes.length > 0 && (
                <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
                  {entry.changes.map((c) => (
                    <li key={c.field}>
                      {c.field}: {c.before ?? '—'} → {c.after ?? '—'}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
