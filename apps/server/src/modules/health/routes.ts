import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

export function healthRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      config: { public: true },
      schema: { tags: ['Health'], summary: 'Ready when the database answers', security: [], response: { 200: z.object({ status: z.literal('ok') }) } },
      handler: async () => {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      },
    });
  };
}
