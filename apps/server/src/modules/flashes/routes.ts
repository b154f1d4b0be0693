import type { FastifyPluginAsync } from 'fastify';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createFlashService } from './service';

export function flashRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createFlashService(deps);
  return async (app) => {
    registerEndpoints(app, flashesApi, {
      flashes: () => service.list(),
      activeFlashes: ({ user }) => service.active(user),
      createFlash: ({ user, body }) => service.create(user, body),
      updateFlash: ({ user, params, body }) => service.update(user, params.id, body),
      endFlash: ({ user, params }) => service.end(user, params.id),
      deleteFlash: ({ user, params }) => service.remove(user, params.id),
    });
  };
}
