import type { FastifyPluginAsync } from 'fastify';
import { healthApi } from '@staffdesk/shared/api/health';
import type { AppDeps } from '../../deps';
import { databaseUnavailable } from '../../errors';
import { registerEndpoints } from '../../plugins/endpoints';
import { checkMigrations } from './readiness';

export function healthRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, healthApi, {
      health: () => ({ status: 'ok' as const }),
      ready: async () => {
        // A full disk still answers queries (and small writes, tried): so a request that failed for the
        // database a moment ago keeps readiness failing too.
        if (app.databaseOutage.recent()) throw databaseUnavailable();
        await checkMigrations(db);
        return { status: 'ready' as const };
      },
      metrics: async ({ request, reply }) => {
        const { contentType, text } = await app.metrics.answer(request);
        return reply.header('content-type', contentType).send(text);
      },
    });
  };
}
