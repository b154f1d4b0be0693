import { z } from 'zod';
import { ZIdTextSchema, pageOf } from './common';

/**
 * Outbound webhooks (issue 45): endpoints ADMIN registers, sent the events they choose as Standard Webhooks
 * (signed `webhook-id`, `webhook-timestamp`, `webhook-signature`), retried with backoff, logged and replayable.
 */
export const MAX_WEBHOOK_URL = 2000;
export const MAX_WEBHOOK_DESCRIPTION = 200;

/** The events of a request family, after its name: `employee-event-request.created`. */
export const REQUEST_EVENT_ACTIONS = ['created', 'approved', 'rejected', 'cancelled'] as const;
/** The events beside the request families'. */
export const OTHER_WEBHOOK_EVENTS = [
  { type: 'user.created', description: 'A user was registered or imported.' },
  { type: 'user.deactivated', description: 'A user was deactivated.' },
  { type: 'attendance.check-in', description: 'Someone checked in.' },
  { type: 'attendance.check-out', description: 'Someone checked out.' },
] as const;

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const ZWebhookEventSchema = z.object({ type: z.string(), description: z.string() });
export type TWebhookEvent = z.infer<typeof ZWebhookEventSchema>;
export const ZWebhookEventListSchema = z.object({ items: z.array(ZWebhookEventSchema) });
export type TWebhookEventList = z.infer<typeof ZWebhookEventListSchema>;

export const ZWebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  /** Null when the user who made it is gone. */
  createdBy: z.number().int().nullable(),
  /** The outcome of its newest delivery; null before the first. */
  lastStatus: z.enum(DELIVERY_STATUSES).nullable(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpointSchema>;
export const ZWebhookEndpointListSchema = z.object({ items: z.array(ZWebhookEndpointSchema) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointListSchema>;

/** The only answers that hold the secret: at creation and at rotation. */
export const ZWebhookEndpointWithSecretSchema = ZWebhookEndpointSchema.extend({
  secret: z.string().describe('whsec_ and the base64 of 24 random bytes: the signing key, shown once.'),
});
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecretSchema>;

const ZEventsSchema = z
  .array(z.string({ error: 'Name each event as text.' }).max(100, 'An event name is at most 100 characters.'))
  .min(1, 'Choose at least one event to send.')
  .max(100, 'Choose at most 100 events.');
const ZDescriptionSchema = z
  .string()
  .trim()
  .max(MAX_WEBHOOK_DESCRIPTION, `Keep the description to ${MAX_WEBHOOK_DESCRIPTION} characters.`);

export const ZCreateWebhookSchema = z.object({
  url: z
    .string({ error: 'Give the address to send to.' })
    .trim()
    .min(1, 'Give the address to send to.')
    .max(MAX_WEBHOOK_URL, `Keep the address to ${MAX_WEBHOOK_URL} characters.`),
  description: ZDescriptionSchema.default(''),
  events: ZEventsSchema,
  active: z.boolean().default(true),
});
export type TCreateWebhook = z.input<typeof ZCreateWebhookSchema>;

export const ZUpdateWebhookSchema = z
  .object({ description: ZDescriptionSchema, events: ZEventsSchema, active: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one of description, events or active.');
export type TUpdateWebhook = z.input<typeof ZUpdateWebhookSchema>;

export const ZWebhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  payload: z.unknown(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;
export const ZWebhookDeliveryPageSchema = pageOf(ZWebhookDeliverySchema);
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPageSchema>;

export const ZWebhookDeliveryParamsSchema = z.object({ id: ZIdTextSchema });
