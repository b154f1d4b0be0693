import { eq } from 'drizzle-orm';
import type { TRequestHistory } from '@staffdesk/shared/schemas/audit';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { notFound } from '../../errors';
import { entriesOf } from '../audit/entries';
import { givenTo } from './escalations';
import type { ReadableRequest, ServerRequestFamily } from './family';

/** A request's audit rows, oldest first, for whoever may read the request (the family's own check) or was given it (a step of its chain, an escalation); 404 for anyone else. */
export async function requestHistory(executor: Executor, family: ServerRequestFamily, actor: AuthUser, id: number): Promise<TRequestHistory> {
  const { table } = family;
  const [row] = (await executor.select().from(table).where(eq(table.id, id))) as unknown as ReadableRequest[];
  if (!row || !((await family.mayRead(executor, actor, row)) || (await givenTo(executor, family.entity, [id], actor.id)).has(id))) throw notFound('No such request.');
  return { items: await entriesOf(executor, family.entity, id) };
}
