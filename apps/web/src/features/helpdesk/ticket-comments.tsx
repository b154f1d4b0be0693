import { useState, type FormEvent } from 'react';
import type { TTicketDetail } from '@staffdesk/shared/schemas/helpdesk';
import { FormButtons } from '@/components/form-footer';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useDateTimeText } from '@/lib/office-time';
import { toast } from '@/lib/toast';
import { useCommentOnTicket } from './api/comment-on-ticket';

/** A ticket's comments, oldest first, and the box to add one while the ticket is open. */
export function TicketComments({ ticket }: { ticket: TTicketDetail }) {
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
