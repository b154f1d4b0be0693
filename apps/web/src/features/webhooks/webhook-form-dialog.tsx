import { useState } from 'react';
import { ZCreateWebhookSchema, type TWebhookEndpoint } from '@staffdesk/shared/schemas/webhooks';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { CheckboxField } from '@/components/pipeline/checkbox-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useCreateWebhook, useUpdateWebhook, useWebhookEvents } from './api/webhooks';
import { WebhookSecret } from './webhook-secret';

interface WebhookFormDialogProps {
  /** The endpoint to change; none to add one. */
  endpoint?: TWebhookEndpoint;
  onClose: () => void;
}

/** The catalogue's events as checkboxes, one group per request family or kind. */
function EventChoices({ value, onChange }: { value: readonly string[]; onChange: (events: string[]) => void }) {
  const catalogue = useWebhookEvents();
  const chosen = new Set(value);
  const toggle = (type: string, on: boolean) =>
    onChange(on ? [...value, type] : value.filter((existing) => existing !== type));
  if (!catalogue.data) return <p className="text-sm text-muted-foreground">Loading the events…</p>;
  return (
    <div className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
      {catalogue.data.items.map((event) => (
        <label key={event.type} className="flex items-start gap-2 rounded p-1 text-sm hover:bg-muted">
          <Checkbox
            checked={chosen.has(event.type)}
            onCheckedChange={(checked) => toggle(event.type, checked === true)}
            aria-describedby={`event-${event.type}`}
          />
          <span>
            <span className="font-mono text-xs">{event.type}</span>
            <span id={`event-${event.type}`} className="block text-xs text-muted-foreground">
              {event.description}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** Mounted only while open. A new endpoint's secret is shown in the same dialog once it is made. */
export function WebhookFormDialog({ endpoint, onClose }: WebhookFormDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [secret, setSecret] = useState<string>();
  const form = useZodForm(ZCreateWebhookSchema, {
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      active: endpoint?.active ?? true,
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (endpoint) {
        const { description, events, active } = body;
        await update.mutateAsync({ id: endpoint.id, body: { description, events, active } });
        toast.success('The endpoint was changed.');
        onClose();
      } else {
        const made = await create.mutateAsync(body);
        toast.success('The endpoint was added.');
        setSecret(made.secret);
      }
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{endpoint ? 'Edit Endpoint' : 'Add Endpoint'}</DialogTitle>
          <DialogDescription>
            The events chosen are sent to the address as signed JSON, and tried again if it does not take them.
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <WebhookSecret secret={secret} onDone={onClose} />
        ) : (
          <Form form={form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormField
                control={form.control}
                name="url"
                id="webhook-url"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Address</FormLabel>
                    <FormControl>
                      <Input
                        type="url"
                        placeholder="https://example.com/webhooks"
                        autoComplete="off"
                        readOnly={endpoint !== undefined}
                        {...field}
                      />
                    </FormControl>
                    <FormDescription>
                      {endpoint ? 'To send elsewhere, add another endpoint.' : 'An https:// address on the internet.'}
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="description"
                id="webhook-description"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Description</FormLabel>
                    <FormControl>
                      <Input maxLength={200} autoComplete="off" {...field} value={field.value ?? ''} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="events"
                id="webhook-events"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Events</FormLabel>
                    <EventChoices value={field.value ?? []} onChange={field.onChange} />
                    <FormMessage />
                  </FormItem>
                )}
              />
              <CheckboxField
                control={form.control}
                name="active"
                id="webhook-active"
                label="Active (send events now)"
              />
              <FormServerAlert />
              <FormDialogFooter onCancel={onClose} />
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
