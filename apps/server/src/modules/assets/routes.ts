import type { FastifyPluginAsync } from 'fastify';
import { assetsApi } from '@staffdesk/shared/api/assets';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createAssetService } from './service';

/** Asset requests (create, lists, one, change, delete) and issued assets (lists, return). Decisions come from the family (modules/requests). */
export function assetRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createAssetService(deps);
  return async (app) => {
    registerEndpoints(app, assetsApi, {
      createAssetRequest: ({ user, body }) => service.create(user, body),
      allAssetRequests: ({ query }) => service.all(query),
      ownAssetRequests: ({ user, query }) => service.own(user, query),
      issuedAssets: ({ user, query }) => service.issued(user, query.employeeId, query.scope),
      returnAsset: ({ user, params, body }) => service.returnAsset(user, params.id, body.returnedOn),
      assetRequest: ({ user, params }) => service.get(user, params.id),
      updateAssetRequest: ({ user, params, body }) => service.update(user, params.id, body),
      deleteAssetRequest: ({ user, params }) => service.remove(user, params.id),
    });
  };
}
