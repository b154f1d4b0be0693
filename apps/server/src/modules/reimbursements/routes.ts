import type { FastifyPluginAsync } from 'fastify';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { allClaims, claimOf, createClaim, ownClaims, payMany, payOne } from './service';

/** Claims: create, the lists, one claim, and marking approved claims paid. Decisions come from the family (modules/requests). */
export function reimbursementRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, reimbursementsApi, {
      createReimbursement: ({ user, body }) => createClaim(deps, user, body),
      allReimbursements: ({ user, query }) => allClaims(deps.db, user, query),
      ownReimbursements: ({ user, query }) => ownClaims(deps.db, user, query),
      reimbursement: ({ user, params }) => claimOf(deps.db, user, params.id),
      payReimbursement: ({ user, params, body }) => payOne(deps, user, params.id, body.paymentReference),
      payReimbursements: ({ user, body }) => payMany(deps, user, body.ids, body.paymentReference),
    });
  };
}
