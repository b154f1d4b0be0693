import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Check, TriangleAlert, X } from 'lucide-react';
import type { TTicketDetail, TTicketEvent } from '@staffdesk/shared/schemas/helpdesk';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DecisionDialog, type PendingDecision } from '@/components/requests/decision-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCancelTicket } from './api/cancel-ticket';
import { useCommentOnTicket } from './api/comment-on-ticket';
import { useDecideTicket } from './api/decide-ticket';
import { useTicket } from './api/get-ticket';
import { useDateTimeText } from '@/lib/office-time';
import { DueBy, PriorityBadge, TicketStatusBadge, useTicketLabels } from './ticket-bits';
import { HELP_DESK_LIST_PATH } from './paths';
import { FormButtons } from '@/components/form-footer';

const EVENT_WORDS: Record<TTicketEvent['kind'], string> = {
  OPENED: 'Opened',
  COMMENTED: 'Commented',
  SOLVED: 'Solved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};
const DECISION_WORDS = { approve: 'Solve', reject: 'Reject', remarkRequired: true };

function Comments({ ticket }: { ticket: TTicketDetail }) {
  const dateTimeText = useDateTimeText();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string>();
  const comment = useCommentOnTicket();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setProblem('Write a comment.');
      return;
    }
    setProblem(undefined);
    comment.mutate(
      { id: ticket.id, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          toast.success('Your comment was sent.');
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comments</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {ticket.comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No comments yet.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Comments">
            {ticket.comments.map((c) => (
              <li key={c.id} className="rounded-md border p-3">
                <p className="text-sm font-medium">
                  {c.authorName}{' '}
                  <span className="font-normal text-muted-foreground">· {dateTimeText(c.createdAt)}</span>
                </p>
                <p className="mt-1 whitespace-pre-wrap text-sm">{c.body}</p>
              </li>
            ))}
          </ol>
        )}
        {ticket.mayComment ? (
          <form onSubmit={submit} noValidate className="grid gap-2">
            <Label htmlFor="comment">Add a comment</Label>
            <Textarea
              id="comment"
              rows={3}
              maxLength={2000}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'comment-error' : undefined}
            />
            <FieldError id="comment-error">{problem}</FieldError>
            <FormButtons
              pending={comment.isPending}
              onCancel={() => {
                setBody('');
                setProblem(undefined);
              }}
            />
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">The ticket is closed: no more comments.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** One ticket: what was asked, its attachments shown inline, its history and comments; cancel, solve or reject. */
export function TicketPage({ id }: { id: number }) {
  const dateTimeText = useDateTimeText();
  const ticket = useTicket(id);
  const labels = useTicketLabels();
  const cancel = useCancelTicket();
  const decide = useDecideTicket();
  const [cancelling, setCancelling] = useState(false);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link to={HELP_DESK_LIST_PATH}>
        <ArrowLeft aria-hidden="true" /> All my tickets
      </Link>
    </Button>
  );

  if (ticket.isPending) {
    return (
      <>
        <PageHeader title="Ticket" />
        <Skeleton className="h-64" aria-busy="true" />
      </>
    );
  }
  if (ticket.isError) {
    return (
      <>
        <PageHeader title="Ticket" actions={back} />
        <LoadError
          icon={TriangleAlert}
          title="This ticket could not be loaded."
          onRetry={() => void ticket.refetch()}
        />
      </>
    );
  }
  const t = ticket.data;
  const subject = `ticket #${t.id}`;
  const confirmDecision = (remark: string | undefined) => {
    if (!pending || !remark) return;
    setRefusal(undefined);
    decide.mutate(
      { id: t.id, decision: pending.decision, remark },
      {
        onSuccess: (done) => {
          toast.success(`Ticket ${done.status.toLowerCase()}.`);
          setPending(null);
        },
        onError: (error) => {
          setRefusal(error.message);
          setPending(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={`#${t.id} ${t.subject}`}
        description={`${labels.category(t.category)} · ${labels.subCategory(t.subCategory)}, raised by ${t.employeeName} on ${dateTimeText(t.createdAt)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {back}
            {t.mayCancel && (
              <Button variant="outline" onClick={() => setCancelling(true)}>
                Cancel ticket
              </Button>
            )}
            {t.mayDecide && (
              <>
                <Button onClick={() => setPending({ decision: 'approve', bulk: false, ids: [t.id], subject })}>
                  <Check aria-hidden="true" /> Solve
                </Button>
                <Button
                  variant="destructive"
                  onClick={() => setPending({ decision: 'reject', bulk: false, ids: [t.id], subject })}
                >
                  <X aria-hidden="true" /> Reject
                </Button>
              </>
            )}
          </div>
        }
      />
      <FormAlert message={refusal} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-muted-foreground">Status</dt>
                  <dd>
                    <TicketStatusBadge status={t.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Priority</dt>
                  <dd>
                    <PriorityBadge priority={t.priority} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Due by</dt>
                  <dd>
                    <DueBy ticket={t} />
                  </dd>
                </div>
                {t.remark && (
                  <div>
                    <dt className="text-muted-foreground">Resolution note</dt>
                    <dd>{t.remark}</dd>
                  </div>
                )}
              </dl>
              <div>
                <h3 className="text-sm text-muted-foreground">Description</h3>
                <p className="mt-1 whitespace-pre-wrap text-sm">{t.description}</p>
              </div>
              <div>
                <h3 className="mb-2 text-sm text-muted-foreground">Attachments</h3>
                <AttachmentViewer files={t.attachments} />
              </div>
            </CardContent>
          </Card>
          <Comments ticket={t} />
        </div>
        <Card className="content-start">
          <CardHeader>
            <CardTitle>History</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-3 text-sm" aria-label="History">
              {t.history.map((event, i) => (
                <li key={i} className="border-l-2 pl-3">
                  <p className="font-medium">{EVENT_WORDS[event.kind]}</p>
                  <p className="text-muted-foreground">
                    {event.byName ?? 'Someone'}, {dateTimeText(event.at)}
                  </p>
                  {event.note && <p>{event.note}</p>}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel This Ticket?"
        description={`"${t.subject}" will be withdrawn; the desk will not work on it.`}
        confirmLabel="Cancel ticket"
        onConfirm={() =>
          cancel.mutate(t.id, {
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
