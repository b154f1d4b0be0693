import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import type { AuthUser } from '../../access';
import { registerEndpoints } from '../../plugins/endpoints';
import type { Decision } from './lifecycle';

/** What a request family's service offers to its decision endpoints. */
export interface DecisionService<Item> {
  decide(actor: AuthUser, id: number, decision: Decision, remark?: string): Promise<Item>;
  decideBulk(actor: AuthUser, ids: readonly number[], decision: Decision, remark?: string): Promise<TBulkDecisionResponse>;
  cancel(actor: AuthUser, id: number): Promise<Item>;
}

/** The decision endpoints a family declares (approve and reject, single and bulk, and cancel), the same for every family. */
export function registerDecisionRoutes<Item extends z.ZodType>(app: FastifyInstance, family: RequestFamily<Item>, service: DecisionService<z.output<Item>>): void {
  registerEndpoints(app, family.endpoints, {
    approve: ({ user, params, body }) => service.decide(user, params.id, 'APPROVED', body?.remark),
    reject: ({ user, params, body }) => service.decide(user, params.id, 'REJECTED', body?.remark),
    approveMany: ({ user, body }) => service.decideBulk(user, body.ids, 'APPROVED', body.remark),
    rejectMany: ({ user, body }) => service.decideBulk(user, body.ids, 'REJECTED', body.remark),
    cancel: ({ user, params }) => service.cancel(user, params.id),
  });
}
