import { z } from 'zod';
import { ZPageQuerySchema } from './common';

export const ZNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  /** A route of the web app to open. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationPageSchema = z.object({
  items: z.array(ZNotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPageSchema>;

export const ZNotificationQuerySchema = ZPageQuerySchema.extend({
  unreadOnly: z
    .enum(['true', 'false'], { error: 'UnreadOnly must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
});

export const ZUnreadCountSchema = z.object({ unread: z.number().int() });

export const ZPushKeySchema = z.object({ publicKey: z.string() });

/** What a Web Push message carries: the spec's pushed notification has a `notification` field. */
export const ZPushPayloadSchema = z.object({
  notification: z.object({ title: z.string(), body: z.string(), image: z.string().optional() }),
  data: z.object({ id: z.number().int(), link: z.string().nullable() }),
});
export type TPushPayload = z.infer<typeof ZPushPayloadSchema>;

/** Server-sent event names on /api/user-notifications/stream. */
export const NOTIFICATION_EVENT = 'notification';

/** What a notification is about: each person chooses per kind how it reaches them. */
export const NOTIFICATION_KINDS = ['DECISIONS', 'MY_REQUESTS', 'ANNOUNCEMENTS', 'OTHER'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  DECISIONS: { label: 'Requests to decide', hint: 'New requests, requests sent again, reminders and escalations.' },
  MY_REQUESTS: { label: 'My requests', hint: 'Your requests approved, rejected or moved on.' },
  ANNOUNCEMENTS: { label: 'Announcements', hint: 'Feed posts and flash news.' },
  OTHER: { label: 'Everything else', hint: 'Tickets, documents, timesheets and your account.' },
};

/** NONE: no email; INSTANT: one email per notification; DIGEST: one email a day of them all. */
export const EMAIL_CHOICES = ['NONE', 'INSTANT', 'DIGEST'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

export const ZNotificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: 'Choose a kind: DECISIONS, MY_REQUESTS, ANNOUNCEMENTS or OTHER.' }),
  push: z.boolean({ error: 'Choose true or false for push.' }),
  email: z.enum(EMAIL_CHOICES, { error: 'Choose an email: NONE, INSTANT or DIGEST.' }),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreferenceSchema>;

/** In the app is always on: every notification is kept, whatever else it does. */
export const ZNotificationPreferencesSchema = z.object({
  /** False when the server sends no email (no SMTP_URL): every kind's email is NONE. */
  emailAvailable: z.boolean(),
  items: z.array(ZNotificationPreferenceSchema),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

export const ZSaveNotificationPreferencesSchema = z.object({
  items: z
    .array(ZNotificationPreferenceSchema)
    .min(1, 'Name at least one kind.')
    .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, 'Name each kind once.'),
});
