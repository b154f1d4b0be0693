import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTIFICATION_EVENT,
  ZNotificationPageSchema,
  ZNotificationQuerySchema,
  ZNotificationSchema,
  ZPushKeySchema,
  ZUnreadCountSchema,
} from '@staffdesk/shared/schemas/notifications';
import { ZIdParamsSchema } from '@staffdesk/shared/schemas/common';
import type { AppDeps } from '../../deps';
import { createNotificationService } from './service';

const tags = ['Notifications'];
const KEEP_ALIVE_MS = 25_000;

export function notificationRoutes({ db, shortReads, hub, secrets }: AppDeps): FastifyPluginAsyncZod {
  const service = createNotificationService({ db, shortReads });
  return async (app) => {
    app.get('/user-notifications', {
      schema: { tags, summary: 'Your notifications, newest first, with the unread count', querystring: ZNotificationQuerySchema, response: { 200: ZNotificationPageSchema } },
      handler: (request) => service.page(request.user.id, request.query),
    });

    app.get('/user-notifications/unread-count', {
      schema: { tags, summary: 'How many of your notifications are unread', response: { 200: ZUnreadCountSchema } },
      handler: async (request) => ({ unread: await service.unreadCount(request.user.id) }),
    });

    app.patch('/user-notifications/:id', {
      schema: { tags, summary: 'Mark one of your notifications read', params: ZIdParamsSchema, body: z.object({ read: z.literal(true, { error: 'read must be true' }) }), response: { 200: ZNotificationSchema } },
      handler: (request) => service.markRead(request.user.id, request.params.id),
    });

    app.post('/user-notifications/read-all', {
      schema: { tags, summary: 'Mark all your notifications read', response: { 200: z.object({ updated: z.number().int() }) } },
      handler: async (request) => ({ updated: await service.markAllRead(request.user.id) }),
    });

    app.get('/user-notifications/push-key', {
      schema: { tags, summary: 'The VAPID public key a browser subscribes to Web Push with', response: { 200: ZPushKeySchema } },
      handler: () => ({ publicKey: secrets.vapid.publicKey }),
    });

    app.get('/user-notifications/stream', {
      schema: {
        tags,
        summary: 'Server-sent events: one `notification` event per new notification, live',
        description: 'Send the bearer header (read the stream with fetch). A comment line every 25 s keeps proxies from closing it.',
      },
      handler: (request, reply) => {
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write(': connected\n\n');
        const unsubscribe = hub.subscribe(request.user.id, (notification) => {
          res.write(`event: ${NOTIFICATION_EVENT}\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`);
        });
        const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        request.raw.once('close', () => {
          clearInterval(keepAlive);
          unsubscribe();
        });
      },
    });
  };
}
