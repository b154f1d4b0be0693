import type { FastifyPluginAsync } from 'fastify';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createReimbursementService } from './service';

/** Claims: create, the lists, one claim, and marking approved claims paid. Decisions come from the family (modules/requests). */
export function reimbursementRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createReimbursementService(deps);
  return async (app) => {
    registerEndpoints(app, reimbursementsApi, {
      createReimbursement: ({ user, body }) => service.create(user, body),
      allReimbursements: ({ user, query }) => service.all(user, query),
      ownReimbursements: ({ user, query }) => service.own(user, query),
      reimbursement: ({ user, params }) => service.get(user, params.id),
      payReimbursement: ({ user, params, body }) => service.pay(user, params.id, body.paymentReference),
      payReimbursements: ({ user, body }) => service.payBulk(user, body.ids, body.paymentReference),
    });
  };
}
