import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthApi } from '@staffdesk/shared/api/health';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';

export function healthRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, healthApi, {
      health: async () => {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      },
    });
  };
}
