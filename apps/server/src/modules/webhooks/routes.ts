import type { FastifyPluginAsync } from 'fastify';
import { webhooksApi } from '@staffdesk/shared/api/webhooks';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { webhookCatalogue, type WebhookFamily } from './catalogue';
import { deliverDue } from './deliveries';
import { addWaker } from './outbox';
import {
  createWebhook,
  deleteWebhook,
  deliveriesOf,
  listWebhooks,
  replayDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from './service';

export const DELIVERY_JOB = 'webhook-deliveries';

/**
 * Outbound webhooks for ADMIN (docs/decisions/026-webhooks.md), and the job that sends them. `families` are the
 * request families whose lifecycle the catalogue offers, handed by the composition (this module names none).
 */
export function webhookRoutes(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets' | 'jobs'>,
  families: readonly WebhookFamily[],
): FastifyPluginAsync {
  const { db, config, jobs } = deps;
  const allowedHosts = config.webhookAllowedHosts;
  const encryptionKey = deps.secrets.encryptionKey;
  const service = { db, encryptionKey, allowedHosts, catalogue: webhookCatalogue(families) };
  return async (app) => {
    jobs.define({
      name: DELIVERY_JOB,
      title: 'Webhook deliveries',
      description:
        'Sends the events queued for webhook endpoints, signed, and retries the failed ones with backoff. ' +
        'A change that queues an event asks for a run at once; the schedule sends what is left.',
      schedule: '* * * * *',
      run: () => deliverDue({ db, encryptionKey, allowedHosts, retrySeconds: config.webhookRetrySeconds }),
    });
    // A run already waiting sends the new rows too; a stopped queue has nothing to wake.
    const removeWaker = addWaker(() => void jobs.runNow(DELIVERY_JOB).catch(() => undefined));
    app.addHook('onClose', async () => void removeWaker());
    registerEndpoints(app, webhooksApi, {
      webhookEvents: () => ({ items: [...service.catalogue] }),
      webhooks: () => listWebhooks(db),
      createWebhook: ({ user, body }) => createWebhook(service, user, body),
      updateWebhook: ({ user, params, body }) => updateWebhook(service, user, params.id, body),
      rotateWebhookSecret: ({ user, params }) => rotateWebhookSecret(service, user, params.id),
      deleteWebhook: ({ user, params }) => deleteWebhook(db, user, params.id),
      webhookDeliveries: ({ params, query }) => deliveriesOf(db, params.id, query),
      replayWebhookDelivery: ({ user, params }) => replayDelivery(db, user, params.id),
    });
  };
}
