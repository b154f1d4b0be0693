import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthApi } from '@staffdesk/shared/api/health';
import type { AppDeps } from '../../deps';
import { databaseUnavailable } from '../../errors';
import { registerEndpoints } from '../../plugins/endpoints';

export function healthRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, healthApi, {
      health: async () => {
        // A full disk still answers `select 1` (and small writes, tried): so a request that failed for the
        // database a moment ago keeps readiness failing too.
        if (app.databaseOutage.recent()) throw databaseUnavailable();
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      },
    });
  };
}
