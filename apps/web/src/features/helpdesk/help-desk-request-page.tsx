import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MAX_TICKET_ATTACHMENTS,
  TICKET_DUE_HOURS,
  TICKET_PRIORITIES,
  ZTicketCreateSchema,
} from '@staffdesk/shared/schemas/helpdesk';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { PageHeader } from '@/components/page-header';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateTicket } from './api/create-ticket';
import { ticketPath } from './paths';
import { TicketCategoryFields } from './ticket-category-fields';
import { useTicketLabels } from './ticket-bits';

const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase();

/** A new ticket: its category picks the desk, its priority the due by; up to three attachments. */
export function HelpDeskRequestPage() {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const labels = useTicketLabels();
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ZTicketCreateSchema, {
    defaultValues: {
      category: 'IT',
      subCategory: '',
      priority: 'MEDIUM',
      subject: '',
      description: '',
      attachmentIds: [],
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) return;
    try {
      const ticket = await create.mutateAsync(values);
      toast.success(`Ticket #${ticket.id} was sent to the ${labels.category(ticket.category)} desk.`);
      await navigate(ticketPath(ticket.id));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <>
      <PageHeader title="New Ticket" description="The desk of the category you choose is told at once." />
      <Card className="max-w-2xl">
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="contents">
            <CardContent className="grid gap-5">
              <TicketCategoryFields labels={labels} />
              <FormField
                control={form.control}
                name="priority"
                id="priority"
                render={({ field }) => (
                  <FormItem className="sm:max-w-60">
                    <FormLabel>Priority</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        {TICKET_PRIORITIES.map((p) => (
                          <option key={p} value={p}>
                            {words(p)} (due in {TICKET_DUE_HOURS[p]} h)
                          </option>
                        ))}
                      </NativeSelect>
                    </FormControl>
                    <FormDescription>The priority sets when the desk should have solved it.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="subject"
                id="subject"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Subject</FormLabel>
                    <FormControl>
                      <Input maxLength={200} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="description"
                id="description"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Description</FormLabel>
                    <FormControl>
                      <Textarea rows={5} maxLength={5000} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="attachmentIds"
                id="attachmentIds"
                render={({ field }) => (
                  <FormItem>
                    <span className="text-sm font-medium">Attachments (optional)</span>
                    <FormControl>
                      <FilePicker
                        category="TICKET_ATTACHMENT"
                        value={files}
                        onChange={(next) => {
                          setFiles(next);
                          field.onChange(next.map((f) => f.id));
                        }}
                        max={MAX_TICKET_ATTACHMENTS}
                        label="Add attachments"
                        onBusyChange={setUploading}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormServerAlert />
            </CardContent>
            <FormFooter waiting={uploading} />
            <UnsavedChangesGuard />
          </form>
        </Form>
      </Card>
    </>
  );
}
