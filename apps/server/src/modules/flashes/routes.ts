import type { FastifyPluginAsync } from 'fastify';
import { flashesApi } from '@staffdesk/shared/api/flashes';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { activeFlashes, createFlash, endFlash, listFlashes, removeFlash, updateFlash } from './service';

export function flashRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, flashesApi, {
      flashes: () => listFlashes(db),
      activeFlashes: ({ user }) => activeFlashes(db, user),
      createFlash: ({ user, body }) => createFlash(deps, user, body),
      updateFlash: ({ user, params, body }) => updateFlash(db, user, params.id, body),
      endFlash: ({ user, params }) => endFlash(db, user, params.id),
      deleteFlash: ({ user, params }) => removeFlash(db, user, params.id),
    });
  };
}
