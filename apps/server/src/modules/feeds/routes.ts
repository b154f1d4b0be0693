import type { FastifyPluginAsync } from 'fastify';
import { feedsApi } from '@staffdesk/shared/api/feeds';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createFeedService } from './service';

export function feedRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createFeedService(deps);
  return async (app) => {
    registerEndpoints(app, feedsApi, {
      feeds: ({ user, query }) => service.page(user, query),
      createFeedPost: ({ user, body }) => service.create(user, body),
      updateFeedPost: ({ user, params, body }) => service.update(user, params.id, body),
      deleteFeedPost: ({ user, params }) => service.remove(user, params.id),
    });
  };
}
