import type { FastifyPluginAsync } from 'fastify';
import { feedsApi } from '@staffdesk/shared/api/feeds';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createPost, feedPage, removePost, updatePost } from './service';

export function feedRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, feedsApi, {
      feeds: ({ user, query }) => feedPage(deps.db, user, query),
      createFeedPost: ({ user, body }) => createPost(deps, user, body),
      updateFeedPost: ({ user, params, body }) => updatePost(deps, user, params.id, body),
      deleteFeedPost: ({ user, params }) => removePost(deps, user, params.id),
    });
  };
}
