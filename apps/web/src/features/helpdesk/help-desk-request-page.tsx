import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  MAX_TICKET_ATTACHMENTS,
  TICKET_CATEGORIES,
  TICKET_DUE_HOURS,
  TICKET_PRIORITIES,
  ZTicketCreateSchema,
  subCategoryBelongsTo,
} from '@staffdesk/shared/schemas/helpdesk';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { FormAlert } from '@/components/form-alert';
import { PageHeader } from '@/components/page-header';
import { describedByIds, serverFieldErrors } from '@/components/field-messages';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useCreateTicket } from './api/create-ticket';
import { ticketPath } from './paths';
import { useTicketLabels } from './ticket-bits';

type Input = z.input<typeof ZTicketCreateSchema>;
type Output = z.output<typeof ZTicketCreateSchema>;
const FIELDS = ['category', 'subCategory', 'priority', 'subject', 'description', 'attachmentIds'] as const;
type Field = (typeof FIELDS)[number];

/** Messages of the schema that name an API field read as sentences here. */
const MESSAGES: Partial<Record<Field, string>> = { category: 'Choose a category.', priority: 'Choose a priority.' };
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase();

/** A new ticket: its category picks the desk, its priority the due by; up to three attachments. */
export function HelpDeskRequestPage() {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const labels = useTicketLabels();
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZTicketCreateSchema),
    defaultValues: {
      category: 'IT',
      subCategory: '',
      priority: 'MEDIUM',
      subject: '',
      description: '',
      attachmentIds: [],
    },
  });
  const { errors } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' });
  const subCategories = (labels.master?.ticketSubCategories ?? []).filter((s) =>
    subCategoryBelongsTo(s.code, category),
  );
  const message = (name: Field) => (errors[name] ? (MESSAGES[name] ?? errors[name]?.message) : undefined);
  const describedBy = (name: Field, hint?: string) => describedByIds(name, errors[name] !== undefined, hint);

  const onSubmit = form.handleSubmit((values) => {
    if (uploading) return;
    setRefusal(undefined);
    create.mutate(
      { ...values, attachmentIds: files.map((f) => f.id) },
      {
        onSuccess: (ticket) => {
          toast.success(`Ticket #${ticket.id} was sent to the ${labels.category(ticket.category)} desk.`);
          void navigate(ticketPath(ticket.id));
        },
        onError: (error) => {
          setRefusal(error.message);
          if (error instanceof HttpError) {
            for (const [field, text] of Object.entries(serverFieldErrors(error.body, FIELDS)))
              form.setError(field as Field, { message: text });
          }
        },
      },
    );
  });

  return (
    <>
      <PageHeader title="New Ticket" description="The desk of the category you choose is told at once." />
      <Card className="max-w-2xl">
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid content-start gap-2">
                <Label htmlFor="category">Category</Label>
                <NativeSelect
                  id="category"
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={describedBy('category')}
                  {...form.register('category', { onChange: () => form.setValue('subCategory', '') })}
                >
                  {TICKET_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {labels.category(c)}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="category-error">{message('category')}</FieldError>
              </div>
              <div className="grid content-start gap-2">
                <Label htmlFor="subCategory">Sub-category</Label>
                <NativeSelect
                  id="subCategory"
                  aria-invalid={errors.subCategory ? true : undefined}
                  aria-describedby={describedBy('subCategory')}
                  {...form.register('subCategory')}
                >
                  <option value="">Choose…</option>
                  {subCategories.map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.label}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="subCategory-error">{message('subCategory')}</FieldError>
              </div>
            </div>
            <div className="grid gap-2 sm:max-w-60">
              <Label htmlFor="priority">Priority</Label>
              <NativeSelect
                id="priority"
                aria-invalid={errors.priority ? true : undefined}
                aria-describedby={describedBy('priority', 'priority-hint')}
                {...form.register('priority')}
              >
                {TICKET_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {words(p)} (due in {TICKET_DUE_HOURS[p]} h)
                  </option>
                ))}
              </NativeSelect>
              <p id="priority-hint" className="text-xs text-muted-foreground">
                The priority sets when the desk should have solved it.
              </p>
              <FieldError id="priority-error">{message('priority')}</FieldError>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="subject">Subject</Label>
              <Input
                id="subject"
                maxLength={200}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={describedBy('subject')}
                {...form.register('subject')}
              />
              <FieldError id="subject-error">{message('subject')}</FieldError>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="description">Description</Label>
              <Textarea
                id="description"
                rows={5}
                maxLength={5000}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy('description')}
                {...form.register('description')}
              />
              <FieldError id="description-error">{message('description')}</FieldError>
            </div>
            <div className="grid gap-2">
              <span className="text-sm font-medium">Attachments (optional)</span>
              <FilePicker
                category="TICKET_ATTACHMENT"
                value={files}
                onChange={setFiles}
                max={MAX_TICKET_ATTACHMENTS}
                label="Add attachments"
                onBusyChange={setUploading}
                aria-describedby={errors.attachmentIds ? 'attachmentIds-error' : undefined}
                aria-invalid={errors.attachmentIds ? true : undefined}
              />
              <FieldError id="attachmentIds-error">{message('attachmentIds')}</FieldError>
            </div>
            <FormAlert message={refusal} />
          </CardContent>
          <FormFooter pending={create.isPending} waiting={uploading} />
        </form>
      </Card>
    </>
  );
}
