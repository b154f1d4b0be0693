import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authApi } from '@staffdesk/shared/api/auth';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { NOTIFICATION_EVENT } from '@staffdesk/shared/schemas/notifications';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { badRequest } from '../../errors';
import { markAllRead, markRead, notificationPage, unreadCount } from './service';
import { registerPushToken, removePushToken } from './push-tokens';
import { pushTokenProblem } from './push-endpoints';
import { preferencesOf, savePreferences } from './preferences';
import { EMAIL_JOB, emailJobs } from './email-jobs';
import type { MailConfig } from './mail-config';
import { smtpMailer } from './mailer';

const KEEP_ALIVE_MS = 25_000;
/** Notifications written together (a feed post to everyone) wake the email job once. */
const WAKE_AFTER_MS = 200;

/**
 * The email jobs, woken by every notification that commits on any server: a run already waiting sends the new ones
 * too (the queue keeps one waiting), and the minute's schedule sends what a lost wake-up left.
 */
function defineEmailJobs(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'hub' | 'jobs'> & { mail: MailConfig },
): void {
  const mailer = smtpMailer(deps.mail);
  for (const job of emailJobs({ db: deps.db, mail: deps.mail, mailer })) deps.jobs.define(job);
  let timer: NodeJS.Timeout | undefined;
  const stop = deps.hub.onEvery(() => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void deps.jobs.runNow(EMAIL_JOB).catch(() => undefined);
    }, WAKE_AFTER_MS);
  });
  app.addHook('onClose', async () => {
    stop();
    clearTimeout(timer);
    mailer.close();
  });
}

/** Declared with signing in (the spec puts it under /users), kept here with the other subscriptions. */
const pushTokenApi = { registerPushToken: authApi.registerPushToken, removePushToken: authApi.removePushToken };

export function notificationRoutes({ db, hub, secrets, config, jobs }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    if (config.mail) defineEmailJobs(app, { db, hub, jobs, mail: config.mail });
    registerEndpoints(app, pushTokenApi, {
      registerPushToken: async ({ user, body, request }) => {
        const problem = pushTokenProblem(body.token, config.pushServiceHosts);
        if (problem) throw badRequest(problem, [`token: ${problem}`]);
        await registerPushToken(db, user.id, body.token, request.headers['user-agent']);
        return { message: 'Push token registered.' };
      },
      removePushToken: async ({ user, body }) => {
        await removePushToken(db, user.id, body.token);
        return { message: 'Push token removed.' };
      },
    });
    registerEndpoints(app, notificationsApi, {
      notifications: ({ user, query }) => notificationPage(db, user, query),
      unreadCount: async ({ user }) => ({ unread: await unreadCount(db, user) }),
      markRead: ({ user, params }) => markRead(db, user, params.id),
      markAllRead: async ({ user }) => ({ updated: await markAllRead(db, user) }),
      pushKey: () => ({ publicKey: secrets.vapid.publicKey }),
      notificationPreferences: ({ user }) => preferencesOf(db, user.id, config.mail !== undefined),
      saveNotificationPreferences: ({ user, body }) =>
        savePreferences(db, user.id, body.items, config.mail !== undefined),
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
        let open = true;
        const close = () => {
          if (!open) return;
          open = false;
          clearInterval(keepAlive);
          unsubscribe();
          res.end();
        };
        // A session ended here closes its streams at once (hub.endSession); one ended elsewhere (another server, a
        // deactivation, a password reset) is found by checking the session before each notification and keep-alive, one
        // after another so that notifications keep their order.
        let checked = Promise.resolve();
        const whileOpen = (write: () => void) => {
          checked = checked.then(() =>
            request.sessionStillOpen().then(
              (stillOpen) => (stillOpen && open ? write() : close()),
              () => close(),
            ),
          );
        };
        const unsubscribe = hub.subscribe(
          user.id,
          request.sessionId,
          (notification) =>
            whileOpen(() =>
              res.write(
                `event: ${NOTIFICATION_EVENT}\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`,
              ),
            ),
          close,
        );
        const keepAlive = setInterval(() => whileOpen(() => res.write(': keep-alive\n\n')), KEEP_ALIVE_MS);
        request.raw.once('close', close);
        return reply;
      },
    });
  };
}
