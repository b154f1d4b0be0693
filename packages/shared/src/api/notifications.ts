import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZNotificationPageSchema,
  ZNotificationPreferencesSchema,
  ZNotificationQuerySchema,
  ZNotificationSchema,
  ZPushKeySchema,
  ZSaveNotificationPreferencesSchema,
  ZUnreadCountSchema,
} from '../schemas/notifications';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

export const notificationsApi = defineEndpoints(TAGS.notifications, {
  notifications: {
    method: 'GET',
    path: '/user-notifications',
    access: 'signed-in',
    summary: 'Your notifications, newest first, with the unread count',
    query: ZNotificationQuerySchema,
    success: {
      status: 200,
      description: 'A page of your notifications, with how many are unread.',
      schema: ZNotificationPageSchema,
    },
  },
  unreadCount: {
    method: 'GET',
    path: '/user-notifications/unread-count',
    access: 'signed-in',
    summary: 'How many of your notifications are unread',
    success: { status: 200, description: 'The unread count.', schema: ZUnreadCountSchema },
  },
  markRead: {
    method: 'PATCH',
    path: '/user-notifications/{id}',
    access: 'signed-in',
    summary: 'Mark one of your notifications read',
    params: ZIdParamsSchema,
    body: z.object({ read: z.literal(true, { error: 'read must be true' }) }),
    success: { status: 200, description: 'The notification, read.', schema: ZNotificationSchema },
    errors: { 404: 'No such notification of yours.' },
  },
  markAllRead: {
    method: 'POST',
    path: '/user-notifications/read-all',
    access: 'signed-in',
    summary: 'Mark all your notifications read',
    success: { status: 200, description: 'How many were marked.', schema: z.object({ updated: z.number().int() }) },
  },
  pushKey: {
    method: 'GET',
    path: '/user-notifications/push-key',
    access: 'signed-in',
    summary: 'The VAPID public key a browser subscribes to Web Push with',
    success: { status: 200, description: 'The public key, base64url.', schema: ZPushKeySchema },
  },
  stream: {
    method: 'GET',
    path: '/user-notifications/stream',
    access: 'signed-in',
    summary: 'Server-sent events: one `notification` event per new notification, live',
    description:
      'Send the bearer header (read the stream with fetch). A comment line every 25 s keeps proxies from closing it.',
    success: {
      status: 200,
      description: 'An endless event stream: `event: notification`, `id`, and the notification as JSON in `data`.',
      contentType: 'text/event-stream',
    },
  },
  notificationPreferences: {
    method: 'GET',
    path: '/user-notifications/preferences',
    access: 'signed-in',
    summary: 'How your notifications reach you, per kind: push, and email now or in a daily digest',
    description: 'Every notification is kept in the app; a kind you never chose shows its defaults.',
    success: { status: 200, description: 'Your choice for each kind.', schema: ZNotificationPreferencesSchema },
  },
  saveNotificationPreferences: {
    method: 'PUT',
    path: '/user-notifications/preferences',
    access: 'signed-in',
    summary: 'Choose how your notifications of some kinds reach you',
    body: ZSaveNotificationPreferencesSchema,
    success: {
      status: 200,
      description: 'Your choice for each kind, as saved.',
      schema: ZNotificationPreferencesSchema,
    },
    errors: { 400: 'A kind named twice, or email chosen while this server sends none.' },
  },
});
