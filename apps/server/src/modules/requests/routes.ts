import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZIdParamsSchema } from '@staffdesk/shared/schemas/common';
import { ZBulkDecisionRequestSchema, ZBulkDecisionResponseSchema, ZDecisionRequestSchema, type TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import type { AuthUser } from '../../access';
import type { Decision } from './lifecycle';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a request family's service offers to its decision endpoints. */
export interface DecisionEndpoints {
  /** Path prefix: '/employee-event-request'. */
  base: string;
  tags: string[];
  /** The request in words, for summaries: 'leave or work-from-home request'. */
  noun: string;
  item: z.ZodType;
  /** What approval does beyond the status, for the OpenAPI description. */
  approvalEffect: string;
  decide(actor: AuthUser, id: number, decision: Decision, remark?: string): Promise<unknown>;
  decideBulk(actor: AuthUser, ids: readonly number[], decision: Decision, remark?: string): Promise<TBulkDecisionResponse>;
  cancel(actor: AuthUser, id: number): Promise<unknown>;
}

const RULES = 'Your own request: 403. Someone else\'s you may not decide: 404. Already decided: 409. The requester is notified.';

/** approve/{id}, reject/{id}, bulk-approve, bulk-reject and cancel/{id} of one request family, the same for every family. */
export function registerDecisionRoutes(app: App, e: DecisionEndpoints): void {
  for (const [path, decision, verb] of [
    ['approve', 'APPROVED', 'Approve'],
    ['reject', 'REJECTED', 'Reject'],
  ] as const) {
    app.post(`${e.base}/${path}/:id`, {
      schema: {
        tags: e.tags,
        summary: `${verb} a pending ${e.noun} of your reportee (MD and ADMIN: anyone's), with an optional remark`,
        description: `${RULES}${decision === 'APPROVED' ? ` ${e.approvalEffect}` : ''}`,
        params: ZIdParamsSchema,
        body: ZDecisionRequestSchema,
        response: { 200: e.item },
      },
      handler: (request) => e.decide(request.user, request.params.id, decision, request.body?.remark),
    });
    app.post(`${e.base}/bulk-${path}`, {
      schema: {
        tags: e.tags,
        summary: `${verb} several ${e.noun}s in one transaction, answered per id`,
        description: 'Each id succeeds or fails on its own (statusCode 404, 403 or 409 as for a single decision).',
        body: ZBulkDecisionRequestSchema,
        response: { 200: ZBulkDecisionResponseSchema },
      },
      handler: (request) => e.decideBulk(request.user, request.body.ids, decision, request.body.remark),
    });
  }
  app.post(`${e.base}/cancel/:id`, {
    schema: {
      tags: e.tags,
      summary: `Withdraw your own pending ${e.noun}`,
      description: 'Not your request: 404. Not pending any more: 409.',
      params: ZIdParamsSchema,
      response: { 200: e.item },
    },
    handler: (request) => e.cancel(request.user, request.params.id),
  });
}
