import { ZTicketCommentCreateSchema, type TTicketDetail } from '@staffdesk/shared/schemas/helpdesk';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormButtons } from '@/components/form-footer';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useDateTimeText } from '@/lib/office-time';
import { toast } from '@/lib/toast';
import { useCommentOnTicket } from './api/comment-on-ticket';

/** A ticket's comments, oldest first, and the box to add one while the ticket is open. */
export function TicketComments({ ticket }: { ticket: TTicketDetail }) {
  const dateTimeText = useDateTimeText();
  const comment = useCommentOnTicket();
  const form = useZodForm(ZTicketCommentCreateSchema, { defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await comment.mutateAsync({ id: ticket.id, body });
      form.reset();
      toast.success('Your comment was sent.');
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
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
          <Form form={form}>
            <form onSubmit={submit} noValidate className="grid gap-2">
              <FormField
                control={form.control}
                name="body"
                id="comment"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Add a comment</FormLabel>
                    <FormControl>
                      <Textarea rows={3} maxLength={2000} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormServerAlert />
              <FormButtons onCancel={() => form.reset()} />
            </form>
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">The ticket is closed: no more comments.</p>
        )}
      </CardContent>
    </Card>
  );
}
