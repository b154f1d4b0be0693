import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

export function organisationRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async () => {};
}
