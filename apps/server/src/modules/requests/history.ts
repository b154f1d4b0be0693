import { eq } from 'drizzle-orm';
import type { TRequestHistory } from '@staffdesk/shared/schemas/audit';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { notFound } from '../../errors';
import { entriesOf } from '../audit/entries';
import { delegatorsOf } from './delegations';
import { givenTo } from './escalations';
import type { ReadableRequest, ServerRequestFamily } from './family';

/** Whether the user may read the request: the family's own check, or it was given to them (a step of its chain, an escalation). */
async function mayReadAs(executor: Executor, family: ServerRequestFamily, viewer: AuthUser, id: number, row: ReadableRequest): Promise<boolean> {
  return (await family.mayRead(executor, viewer, row)) || (await givenTo(executor, family.entity, [id], viewer.id)).has(id);
}

/**
 * A request's audit rows, oldest first, for whoever may read it (mayReadAs), or stands in today for someone who
 * may (delegations.ts); 404 for anyone else.
 */
export async function requestHistory(executor: Executor, family: ServerRequestFamily, actor: AuthUser, id: number): Promise<TRequestHistory> {
  const { table } = family;
  const [row] = (await executor.select().from(table).where(eq(table.id, id))) as unknown as ReadableRequest[];
  if (!row) throw notFound('No such request.');
  let readable = await mayReadAs(executor, family, actor, id, row);
  for (const delegator of readable ? [] : await delegatorsOf(executor, actor.id)) {
    readable ||= await mayReadAs(executor, family, { ...delegator, username: '', employee: null }, id, row);
  }
  if (!readable) throw notFound('No such request.');
  return { items: await entriesOf(executor, family.entity, id) };
}
