import { ZIdParamsSchema } from '../schemas/common';
import { REQUEST_STATUSES } from '../schemas/requests';
import {
  ZAssetApproveRequestSchema,
  ZAssetBulkApproveRequestSchema,
  ZAssetRequestCreateSchema,
  ZAssetRequestListQuerySchema,
  ZAssetRequestPageSchema,
  ZAssetRequestSchema,
  ZAssetRequestUpdateSchema,
  ZAssetReturnSchema,
  ZIssuedAssetListSchema,
  ZIssuedAssetQuerySchema,
  ZIssuedAssetSchema,
  ZOwnAssetRequestQuerySchema,
} from '../schemas/assets';
import { defineEndpoints } from './endpoint';
import { defineRequestFamily } from './request-family';
import { TAGS } from './tags';

/** Asset requests: decided by holders of VIEW_ASSET_REQUEST_APPROVAL (IT), who record the issued asset on approval. */
export const assetRequestFamily = defineRequestFamily({
  name: 'AssetRequest',
  base: '/assets',
  tag: TAGS.assets,
  noun: 'asset request',
  item: ZAssetRequestSchema,
  statuses: REQUEST_STATUSES,
  approve: { status: 'APPROVED', one: 'approve/{id}', many: 'approve-multiple', verb: 'Approve' },
  reject: { status: 'REJECTED', one: 'reject/{id}', many: 'reject-multiple', verb: 'Reject' },
  cancel: { status: 'CANCELLED', path: 'cancel/{id}' },
  deciders: { kind: 'permission', permission: 'VIEW_ASSET_REQUEST_APPROVAL' },
  approvalEffect:
    'Approval records the asset issued to the employee: its tag (unique among assets not returned), ' +
    'serial number and issue date (400 when missing, 409 when the tag is out already).',
  approveBodies: { one: ZAssetApproveRequestSchema, many: ZAssetBulkApproveRequestSchema },
});

export const assetsApi = defineEndpoints(TAGS.assets, {
  createAssetRequest: {
    method: 'POST',
    path: '/assets',
    access: 'signed-in',
    summary: 'Ask for an asset',
    description:
      'An asset type of the master list assetTypes, a reason, and the date it is needed by (today or later).',
    body: ZAssetRequestCreateSchema,
    success: {
      status: 201,
      description: 'The request, pending; its deciders are notified.',
      schema: ZAssetRequestSchema,
    },
  },
  allAssetRequests: {
    method: 'GET',
    path: '/assets',
    access: { grant: 'VIEW_ASSET_REQUEST_APPROVAL' },
    summary: "Everyone's asset requests, PENDING by default",
    description: 'status=ALL lists every status.',
    query: ZAssetRequestListQuerySchema,
    success: { status: 200, description: 'A page of requests, newest first.', schema: ZAssetRequestPageSchema },
  },
  ownAssetRequests: {
    method: 'GET',
    path: '/assets/employee',
    access: 'signed-in',
    summary: 'Your own asset requests',
    query: ZOwnAssetRequestQuerySchema,
    success: { status: 200, description: 'A page of your requests, newest first.', schema: ZAssetRequestPageSchema },
  },
  issuedAssets: {
    method: 'GET',
    path: '/assets/issued',
    access: 'signed-in',
    summary: "Assets issued: yours, or an employee's for those who decide asset requests",
    description:
      'Those in hand first, then the returned ones (history), newest first. scope=IN_HAND lists every ' +
      'asset not returned, of every employee, for those who decide asset requests (403 for anyone ' +
      'else).',
    query: ZIssuedAssetQuerySchema,
    success: { status: 200, description: 'The assets.', schema: ZIssuedAssetListSchema },
    errors: {
      403: 'scope=IN_HAND without the permission to decide asset requests.',
      404: 'No such employee, or not one whose assets you may see.',
    },
  },
  returnAsset: {
    method: 'POST',
    path: '/assets/issued/{id}/return',
    access: { grant: 'VIEW_ASSET_REQUEST_APPROVAL' },
    summary: 'Mark an issued asset returned (kept as history)',
    params: ZIdParamsSchema,
    body: ZAssetReturnSchema,
    success: { status: 200, description: 'The asset, returned.', schema: ZIssuedAssetSchema },
    errors: {
      403: 'You cannot decide your own request: an asset issued to you is marked returned by someone else.',
      404: 'No such asset.',
      409: 'The asset is returned already.',
    },
  },
  assetRequest: {
    method: 'GET',
    path: '/assets/{id}',
    access: 'signed-in',
    summary: 'One asset request: yours, or any for those who decide them',
    params: ZIdParamsSchema,
    success: {
      status: 200,
      description: 'The request, with the asset issued on its approval.',
      schema: ZAssetRequestSchema,
    },
    errors: { 404: 'No such request, or not one you may see.' },
  },
  updateAssetRequest: {
    method: 'PUT',
    path: '/assets/{id}',
    access: 'signed-in',
    summary: 'Change an asset request, or correct the asset issued on it',
    description:
      'While the request is PENDING its requester may change the asset type, reason and date needed by ' +
      '(the rules of a new request). Once an asset is issued on it, holders of ' +
      'VIEW_ASSET_REQUEST_APPROVAL may correct its tag (unique among assets not returned) and serial ' +
      'number until it is returned; a returned asset is history and does not change. A rejected or ' +
      'cancelled request does not change.',
    params: ZIdParamsSchema,
    body: ZAssetRequestUpdateSchema,
    success: { status: 200, description: 'The request, with its issued asset.', schema: ZAssetRequestSchema },
    errors: {
      403: 'Not the requester of a pending request, or not a decider correcting an issued asset, or the asset is issued to you (someone else corrects it).',
      404: 'No such request, or not one you may see.',
      409: 'The request is in a state where that cannot change (decided, returned), or the tag is issued to someone already.',
    },
  },
  deleteAssetRequest: {
    method: 'DELETE',
    path: '/assets/{id}',
    access: { grant: 'VIEW_ASSET_REQUEST_APPROVAL' },
    summary: 'Delete a rejected or cancelled asset request (one entered in error)',
    description:
      'A pending request is decided (or cancelled by its requester) instead; one an asset was issued on stays, as the asset depends on it.',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted; an audit row keeps what it was.' },
    errors: {
      403: 'You cannot decide your own request: someone else deletes it.',
      404: 'No such request.',
      409: 'The request is pending, or an asset was issued on it.',
    },
  },
});
