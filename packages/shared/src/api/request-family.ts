import type { z } from 'zod';
import type { Deciders } from '../access';
import type { TChainStep } from '../schemas/approval-chains';
import { ZRequestHistorySchema } from '../schemas/audit';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZBulkDecisionRequestSchema,
  ZBulkDecisionResponseSchema,
  ZBulkRejectRequestSchema,
  ZDecisionRequestSchema,
  ZNotedBulkDecisionRequestSchema,
  ZNotedDecisionRequestSchema,
  ZRejectRequestSchema,
} from '../schemas/requests';
import type { ApiTag, Endpoint, EndpointAccess, EndpointSpec } from './endpoint';

/**
 * A request family as both sides see it, from which its decision endpoints are declared; the server adds its
 * table, effects and words, the web app its tabs and columns (docs/decisions/006).
 */
export interface RequestFamilySpec<Item extends z.ZodType = z.ZodType> {
  /** 'EventRequest' gives the operation ids approveEventRequest, approveEventRequests … */
  readonly name: string;
  /** Under /api. */
  readonly base: string;
  readonly tag: ApiTag;
  /** For summaries and messages. */
  readonly noun: string;
  readonly item: Item;
  /** Every status, the open one first. */
  readonly statuses: readonly [string, ...string[]];
  readonly approve: DecisionPath;
  readonly reject: DecisionPath;
  /** `approved`: the requester may also withdraw an approved request, when the family allows (leave not yet begun). */
  readonly cancel: { readonly status: string; readonly path: string; readonly approved?: boolean };
  readonly deciders: Deciders;
  /** One sentence of the documentation. */
  readonly approvalEffect: string;
  /** For a family whose approval records something, such as the issued asset. */
  readonly approveBodies?: { readonly one: z.ZodType; readonly many: z.ZodType };
  /** A ticket's resolution note, say. */
  readonly remarkRequired?: boolean;
  /** For a family approved in steps: the fields a later step's condition may test, and the default steps. */
  readonly chain?: ChainDeclaration;
}

export interface ChainDeclaration {
  readonly firstStep: string;
  readonly fields: readonly { readonly name: string; readonly label: string; readonly kind: 'number' | 'choice' }[];
  readonly defaults: readonly TChainStep[];
}

export interface DecisionPath {
  readonly status: string;
  /** Relative to the base, as the spec spells it: `approve/{id}`. */
  readonly one: string;
  readonly many: string;
  /** As a user reads it: Approve, Solve, Reject. */
  readonly verb: string;
}

/** Who may decide (decisionAccess), or anyone signed in for a cancellation. */
type DecisionAccess = Exclude<EndpointAccess, 'public'>;

type ItemEndpoint<Item extends z.ZodType, Body extends z.ZodType | undefined> = Endpoint<
  EndpointSpec & {
    readonly method: 'POST';
    readonly access: DecisionAccess;
    readonly params: typeof ZIdParamsSchema;
    readonly body: Body;
    readonly success: { readonly status: 200; readonly description: string; readonly schema: Item };
  }
>;

type BulkEndpoint<Body extends z.ZodType = typeof ZBulkDecisionRequestSchema> = Endpoint<
  EndpointSpec & {
    readonly method: 'POST';
    readonly access: DecisionAccess;
    readonly body: Body;
    readonly success: {
      readonly status: 200;
      readonly description: string;
      readonly schema: typeof ZBulkDecisionResponseSchema;
    };
  }
>;

type HistoryEndpoint = Endpoint<
  EndpointSpec & {
    readonly method: 'GET';
    readonly access: 'signed-in';
    readonly params: typeof ZIdParamsSchema;
    readonly success: {
      readonly status: 200;
      readonly description: string;
      readonly schema: typeof ZRequestHistorySchema;
    };
  }
>;

export type DecisionEndpoints<Item extends z.ZodType> = {
  readonly approve: ItemEndpoint<Item, typeof ZDecisionRequestSchema>;
  readonly reject: ItemEndpoint<Item, typeof ZRejectRequestSchema>;
  readonly approveMany: BulkEndpoint;
  readonly rejectMany: BulkEndpoint<typeof ZBulkRejectRequestSchema>;
  readonly cancel: ItemEndpoint<Item, undefined>;
  /** For whoever may read the request. */
  readonly history: HistoryEndpoint;
};

export type RequestFamily<Item extends z.ZodType = z.ZodType> = RequestFamilySpec<Item> & {
  readonly endpoints: DecisionEndpoints<Item>;
};

const ONE_ERRORS = {
  403: 'You cannot decide your own request.',
  404: 'No such request, or not one you may decide.',
  409: 'The request is not open any more: it has been decided or cancelled.',
} as const;

/**
 * Who may call a family's decisions, single or bulk: those who may decide some request of it (a team's lead, a
 * deciding permission's holders); the others are refused alike (403), before any request is read.
 */
export function decisionAccess(deciders: Deciders): DecisionAccess {
  if (deciders.kind === 'reporting-manager') return { grant: 'LEAD_A_TEAM' };
  if (deciders.kind === 'permission') return { grant: deciders.permission };
  return { grants: [...new Set(Object.values(deciders.permissions))] };
}

/** "a pending", "an open". */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** An approved request of a family that allows it may be withdrawn until it begins. */
function cancelSummary(noun: string, spec: RequestFamilySpec<z.ZodType>): string {
  const approved = spec.cancel.approved ? ` or ${spec.approve.status.toLowerCase()} and not yet begun` : '';
  return `Withdraw your own ${noun} while it is ${spec.statuses[0].toLowerCase()}${approved}`;
}

export function defineRequestFamily<Item extends z.ZodType>(spec: RequestFamilySpec<Item>): RequestFamily<Item> {
  const { name, base, tag, noun, item } = spec;
  const open = withArticle(spec.statuses[0].toLowerCase());
  const access = decisionAccess(spec.deciders);
  const one = <Body extends z.ZodType>(
    decision: DecisionPath,
    effect: string,
    body: Body,
    remark: { summary: string; refused?: string },
  ): ItemEndpoint<Item, Body> => ({
    operationId: `${decision.verb.toLowerCase()}${name}`,
    tag,
    method: 'POST',
    path: `${base}/${decision.one}`,
    access,
    summary: `${decision.verb} ${open} ${noun}, with ${remark.summary}`,
    description: `Sets it ${decision.status} and notifies the requester.${effect ? ` ${effect}` : ''}`,
    params: ZIdParamsSchema,
    body,
    success: { status: 200, description: `The ${noun}, ${decision.status}.`, schema: item },
    errors: remark.refused ? { 400: remark.refused, ...ONE_ERRORS } : ONE_ERRORS,
  });
  const many = <Body extends z.ZodType>(decision: DecisionPath, body: Body): BulkEndpoint<Body> => ({
    operationId: `${decision.verb.toLowerCase()}${name}s`,
    tag,
    method: 'POST',
    path: `${base}/${decision.many}`,
    access,
    summary: `${decision.verb} several ${noun}s in one transaction, answered per id`,
    description:
      'Each id succeeds or fails on its own, with the statusCode and message a single decision would give (403, 404 or 409).',
    body,
    success: {
      status: 200,
      description: 'The outcome of each id, and how many succeeded and failed.',
      schema: ZBulkDecisionResponseSchema,
    },
  });
  return {
    ...spec,
    endpoints: {
      // Such a family's own approval bodies hold the remark too.
      approve: one(
        spec.approve,
        spec.approvalEffect,
        (spec.approveBodies?.one ??
          (spec.remarkRequired
            ? ZNotedDecisionRequestSchema
            : ZDecisionRequestSchema)) as typeof ZDecisionRequestSchema,
        {
          summary: spec.remarkRequired ? 'a note (required)' : 'an optional remark',
          ...(spec.remarkRequired ? { refused: 'No note, or one over 500 characters.' } : {}),
        },
      ),
      reject: one(spec.reject, '', ZRejectRequestSchema, {
        summary: 'a remark that says why',
        refused: 'No remark, or one over 500 characters: a rejection says why.',
      }),
      approveMany: many(
        spec.approve,
        (spec.approveBodies?.many ??
          (spec.remarkRequired
            ? ZNotedBulkDecisionRequestSchema
            : ZBulkDecisionRequestSchema)) as typeof ZBulkDecisionRequestSchema,
      ),
      rejectMany: many(spec.reject, ZBulkRejectRequestSchema),
      cancel: {
        operationId: `cancel${name}`,
        tag,
        method: 'POST',
        path: `${base}/${spec.cancel.path}`,
        access: 'signed-in',
        summary: cancelSummary(noun, spec),
        params: ZIdParamsSchema,
        body: undefined,
        success: { status: 200, description: `The ${noun}, ${spec.cancel.status}.`, schema: item },
        errors: {
          404: 'No such request of yours.',
          409: spec.cancel.approved
            ? `Only ${open} request, or an ${spec.approve.status.toLowerCase()} one not yet begun, can be cancelled.`
            : `Only ${open} request can be cancelled.`,
        },
      },
      history: {
        operationId: `${name.charAt(0).toLowerCase()}${name.slice(1)}History`,
        tag,
        method: 'GET',
        path: `${base}/{id}/history`,
        access: 'signed-in',
        summary: `The history of one ${noun}: created, decided, cancelled, sent again, changed — who, when and what changed, oldest first`,
        description:
          `Read from the audit log (entity and id of the request). Every family answers it at \`<family path>/{id}/history\`, beside its other ` +
          `request routes. Only those who may read the ${noun} itself get it (its requester, their deciders, holders of the family's view-any ` +
          `permission); anyone else gets 404, as for a request that does not exist.`,
        params: ZIdParamsSchema,
        success: {
          status: 200,
          description: 'The audit rows of the request, oldest first.',
          schema: ZRequestHistorySchema,
        },
        errors: { 404: 'No such request, or not one you may see.' },
      },
    },
  };
}
