import { forbidden, type AppError } from '../../errors';

/** What a decider hears who acts on a record of their own, on every path: the lifecycle's words for its own request. */
const OWN_RECORD_MESSAGE = 'You cannot decide your own request.';

/**
 * The refusal (403) of a decider's action on a record that is theirs: their request, the asset issued to them,
 * their claim. Another decider acts on it. Undefined for someone else's record.
 */
export function ownRecordRefusal(actor: { readonly id: number }, ownerId: number): AppError | undefined {
  return ownerId === actor.id ? forbidden(OWN_RECORD_MESSAGE) : undefined;
}

/** Throws ownRecordRefusal's 403 when the record is the actor's own. */
export function refuseOwnRecord(actor: { readonly id: number }, ownerId: number): void {
  const refusal = ownRecordRefusal(actor, ownerId);
  if (refusal) throw refusal;
}
