import { z } from 'zod';
import { ZIdSchema, ZIsoDateSchema } from './common';

/**
 * Delegation (issue 18): a decider names someone to decide for them for some days (leave, travel). While it
 * runs, what would reach the decider reaches the delegate as well; each decision the delegate takes through it
 * is audited with both names ("on behalf of"). A delegate decides only the decider's own requests to decide,
 * never what was delegated to the decider (no re-delegation), and never their own.
 */
export const MAX_DELEGATION_DAYS = 90;

export const ZDelegationCreateSchema = z
  .object(
    {
      delegateId: ZIdSchema.describe('Who decides for you.'),
      startsOn: ZIsoDateSchema.describe('The first day, in office time.'),
      endsOn: ZIsoDateSchema.describe('The last day, included.'),
    },
    { error: 'Give the delegate and the first and last day.' },
  )
  .refine((d) => d.endsOn >= d.startsOn, { path: ['endsOn'], message: 'The last day cannot be before the first.' });
export type TDelegationCreate = z.infer<typeof ZDelegationCreateSchema>;

export const ZDelegationSchema = z.object({
  id: z.number().int(),
  deciderId: z.number().int(),
  deciderName: z.string(),
  delegateId: z.number().int(),
  delegateName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Today is one of its days and it was not cancelled. */
  active: z.boolean(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TDelegation = z.infer<typeof ZDelegationSchema>;

/** A reportee away today on approved leave who named nobody: their manager decides for them until they are back. */
export const ZAwayDeciderSchema = z.object({ deciderId: z.number().int(), deciderName: z.string(), until: z.string() });

/**
 * Yours that have not ended: those you gave (`given`) and those given to you (`received`), soonest first; and
 * your reportees away today who named nobody (`away`), whose requests you decide as well.
 */
export const ZDelegationListSchema = z.object({
  given: z.array(ZDelegationSchema),
  received: z.array(ZDelegationSchema),
  away: z.array(ZAwayDeciderSchema),
});
export type TDelegationList = z.infer<typeof ZDelegationListSchema>;
