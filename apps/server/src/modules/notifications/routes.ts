import type { FastifyPluginAsync } from 'fastify';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { NOTIFICATION_EVENT } from '@staffdesk/shared/schemas/notifications';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createNotificationService } from './service';

const KEEP_ALIVE_MS = 25_000;

export function notificationRoutes({ db, shortReads, hub, secrets }: AppDeps): FastifyPluginAsync {
  const service = createNotificationService({ db, shortReads });
  return async (app) => {
    registerEndpoints(app, notificationsApi, {
      notifications: ({ user, query }) => service.page(user.id, query),
      unreadCount: async ({ user }) => ({ unread: await service.unreadCount(user.id) }),
      markRead: ({ user, params }) => service.markRead(user.id, params.id),
      markAllRead: async ({ user }) => ({ updated: await service.markAllRead(user.id) }),
      pushKey: () => ({ publicKey: secrets.vapid.publicKey }),
      stream: ({ user, request, reply }) => {
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write(': connected\n\n');
        const unsubscribe = hub.subscribe(user.id, (notification) => {
          res.write(`event: ${NOTIFICATION_EVENT}\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`);
        });
        const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        request.raw.once('close', () => {
          clearInterval(keepAlive);
          unsubscribe();
        });
        return reply;
      },
    });
  };
}
