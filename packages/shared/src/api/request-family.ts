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
 * A request family (leave, regularizations, later reimbursements, assets, documents, tickets …) as both
 * sides see it: its statuses, the path names of its decision endpoints exactly as the spec spells them, and
 * who decides. From this the decision endpoints are declared; the server adds its table, effects and words
 * (modules/requests), the web app its tabs and columns (components/requests). docs/decisions/006 has the recipe.
 */
export interface RequestFamilySpec<Item extends z.ZodType = z.ZodType> {
  /** Names the family in operation ids: 'EventRequest' gives approveEventRequest, approveEventRequests … */
  readonly name: string;
  /** The family's path under /api: '/employee-event-request'. */
  readonly base: string;
  readonly tag: ApiTag;
  /** 'leave or work-from-home request', for summaries and messages. */
  readonly noun: string;
  /** A request as the API answers it. */
  readonly item: Item;
  /** Every status, the open one first. */
  readonly statuses: readonly [string, ...string[]];
  /** Approving: the status it sets, and the single and bulk path names (`approve/{id}`, `bulk-approve`). */
  readonly approve: DecisionPath;
  readonly reject: DecisionPath;
  /** The requester withdraws an open request. */
  readonly cancel: { readonly status: string; readonly path: string };
  readonly deciders: Deciders;
  /** What an approval does, in one sentence of the documentation. */
  readonly approvalEffect: string;
  /**
   * For a family whose approval records something (an asset request: the issued asset), the bodies of the
   * single and bulk approvals: the remark (and ids) of every decision, and what the approval records.
   */
  readonly approveBodies?: { readonly one: z.ZodType; readonly many: z.ZodType };
  /** Every decision needs a remark (a ticket's resolution note); optional otherwise. */
  readonly remarkRequired?: boolean;
  /**
   * Issue 18: the family's approval chain, for a family approved in steps (a ticket is solved by its desk and
   * has none): who decides the first step as a person reads it, the request fields a later step's condition
   * may test (a choice gets its options from the server), and the later steps it has until ADMIN or MD change them.
   */
  readonly chain?: ChainDeclaration;
}

export interface ChainDeclaration {
  readonly firstStep: string;
  readonly fields: readonly { readonly name: string; readonly label: string; readonly kind: 'number' | 'choice' }[];
  readonly defaults: readonly TChainStep[];
}

export interface DecisionPath {
  readonly status: string;
  /** The single decision, relative to the base: `approve/{id}`, `solve/{id}`. */
  readonly one: string;
  /** The bulk decision, relative to the base: `bulk-approve`, `approve-multiple`, `solve`. */
  readonly many: string;
  /** The verb as a user reads it: Approve, Solve, Reject. */
  readonly verb: string;
}

/** Who may call a decision: anyone signed in (the record decides), or the holders of the deciding permission. */
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
  /** The request's audit trail, for whoever may read the request. */
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

/** "a pending", "an open". */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Declares a family and its decision endpoints: single and bulk for each decision, and the requester's cancel. */
export function defineRequestFamily<Item extends z.ZodType>(spec: RequestFamilySpec<Item>): RequestFamily<Item> {
  const { name, base, tag, noun, item } = spec;
  const open = withArticle(spec.statuses[0].toLowerCase());
  // A family one permission decides admits only its holders (403 for others); any other is decided record by record.
  const access: DecisionAccess =
    spec.deciders.kind === 'permission' ? { grant: spec.deciders.permission } : 'signed-in';
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
      // A family whose approval records something (an asset request) declares its own approval bodies, which hold the remark too.
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
        summary: `Withdraw your own ${noun} while it is ${spec.statuses[0].toLowerCase()}`,
        params: ZIdParamsSchema,
        body: undefined,
        success: { status: 200, description: `The ${noun}, ${spec.cancel.status}.`, schema: item },
        errors: { 404: 'No such request of yours.', 409: `Only ${open} request can be cancelled.` },
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
