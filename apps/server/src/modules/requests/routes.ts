import type { FastifyPluginAsync } from 'fastify';
import { approvalChainsApi } from '@staffdesk/shared/api/approval-chains';
import { delegationsApi } from '@staffdesk/shared/api/delegations';
import { requestsApi } from '@staffdesk/shared/api/requests';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { listApprovalChains, updateApprovalChain } from './chains';
import { cancelDelegation, createDelegation, listDelegations } from './delegations';
import type { ServerRequestFamily } from './family';
import { requestHistory } from './history';
import { cancelRequest, decideRequest, decideRequestsInBulk } from './lifecycle';
import { reminderJob } from './reminder-job';
import type { WaitingKind } from './reminders';
import { requestTimeline } from './timeline';

/**
 * What every request family gets from the registry: its decision endpoints (single and bulk, cancel, history),
 * the timeline, approval chains, delegations, and the reminder job.
 */
export function requestRoutes(
  deps: AppDeps,
  families: readonly ServerRequestFamily[],
  others: readonly WaitingKind[] = [],
): FastifyPluginAsync {
  return async (app) => {
    for (const family of families) {
      const decided = (id: number) => family.view(deps.db, id);
      registerEndpoints(app, family.declaration.endpoints, {
        approve: async ({ user, params, body }) => {
          await decideRequest(deps, family, user, params.id, 'approve', body?.remark, body);
          return decided(params.id);
        },
        reject: async ({ user, params, body }) => {
          await decideRequest(deps, family, user, params.id, 'reject', body?.remark);
          return decided(params.id);
        },
        approveMany: ({ user, body }) =>
          decideRequestsInBulk(deps, family, user, body.ids, 'approve', body.remark, body),
        rejectMany: ({ user, body }) => decideRequestsInBulk(deps, family, user, body.ids, 'reject', body.remark),
        cancel: async ({ user, params }) => {
          await cancelRequest(deps, family, user, params.id);
          return decided(params.id);
        },
        history: ({ user, params }) => requestHistory(deps.db, family, user, params.id),
      });
    }
    registerEndpoints(app, requestsApi, {
      requestTimeline: ({ user, params, query }) => requestTimeline(deps, families, user, params.id, query),
    });
    registerEndpoints(app, approvalChainsApi, {
      approvalChains: () => listApprovalChains(deps.db, families),
      updateApprovalChain: ({ user, params, body }) =>
        updateApprovalChain(deps.db, families, user, params.entity, body),
    });
    registerEndpoints(app, delegationsApi, {
      delegations: ({ user }) => listDelegations(deps.db, user),
      createDelegation: ({ user, body }) => createDelegation(deps.db, user, body),
      cancelDelegation: ({ user, params }) => cancelDelegation(deps.db, user, params.id),
    });

    deps.jobs.define(reminderJob(deps, families, others));
  };
}
