import { ZIdParamsSchema } from '../schemas/common';
import { ZDelegationCreateSchema, ZDelegationListSchema, ZDelegationSchema } from '../schemas/delegations';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** Delegation (issue 18): a decider names who decides for them for some days. */
export const delegationsApi = defineEndpoints(TAGS.delegations, {
  delegations: {
    method: 'GET',
    path: '/delegations',
    access: 'signed-in',
    summary:
      'Your delegations that have not ended: those you gave and those given to you; and your reportees ' +
      'away today on approved leave who named nobody, whom you decide for',
    success: { status: 200, description: 'Given and received, soonest first.', schema: ZDelegationListSchema },
  },
  createDelegation: {
    method: 'POST',
    path: '/delegations',
    access: { grant: 'LEAD_A_TEAM' },
    summary: 'Name someone to decide for you from one day to another',
    description:
      'While it runs, your requests to decide reach the delegate as well, and their decisions are audited as taken on your behalf. ' +
      'The delegate leads a team (they reach the approvals screens), is not you, and decides neither ' +
      'their own requests nor what others delegated to you. Audited.',
    body: ZDelegationCreateSchema,
    success: { status: 201, description: 'The delegation.', schema: ZDelegationSchema },
    errors: {
      400: 'No delegate, yourself, someone who does not lead a team or is not active; a day in the past, the last before the first, or more than 90 days.',
      409: 'Another of your delegations covers some of these days.',
    },
  },
  cancelDelegation: {
    method: 'POST',
    path: '/delegations/{id}/cancel',
    access: 'signed-in',
    summary: 'End one of your delegations now (or before it starts)',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The delegation, cancelled.', schema: ZDelegationSchema },
    errors: { 404: 'No such delegation of yours.', 409: 'It is cancelled or over already.' },
  },
});
