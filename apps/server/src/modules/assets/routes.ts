import type { FastifyPluginAsync } from 'fastify';
import { assetsApi } from '@staffdesk/shared/api/assets';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import {
  allAssetRequests,
  createAssetRequest,
  listIssuedAssets,
  oneAssetRequest,
  ownAssetRequests,
  removeAssetRequest,
  returnAsset,
  updateAssetRequest,
} from './service';

/** Asset requests (create, lists, one, change, delete) and issued assets (lists, return). Decisions come from the family (modules/requests). */
export function assetRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, assetsApi, {
      createAssetRequest: ({ user, body }) => createAssetRequest(deps, user, body),
      allAssetRequests: ({ query }) => allAssetRequests(db, query),
      ownAssetRequests: ({ user, query }) => ownAssetRequests(db, user, query),
      issuedAssets: ({ user, query }) => listIssuedAssets(db, user, query.employeeId, query.scope),
      returnAsset: ({ user, params, body }) => returnAsset(db, user, params.id, body.returnedOn),
      assetRequest: ({ user, params }) => oneAssetRequest(db, user, params.id),
      updateAssetRequest: ({ user, params, body }) => updateAssetRequest(db, user, params.id, body),
      deleteAssetRequest: ({ user, params }) => removeAssetRequest(db, user, params.id),
    });
  };
}
