import { forbidden, type AppError } from '../../errors';

/** The same words on every path as the lifecycle's for a decider's own request. */
const OWN_RECORD_MESSAGE = 'You cannot decide your own request.';

/** 403 when a decider acts on their own record (request, issued asset, claim): another decider must. */
export function ownRecordRefusal(actor: { readonly id: number }, ownerId: number): AppError | undefined {
  return ownerId === actor.id ? forbidden(OWN_RECORD_MESSAGE) : undefined;
}

export function refuseOwnRecord(actor: { readonly id: number }, ownerId: number): void {
  const refusal = ownRecordRefusal(actor, ownerId);
  if (refusal) throw refusal;
}
