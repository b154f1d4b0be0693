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
