import { eq } from 'drizzle-orm';
import type { TRequestHistory } from '@staffdesk/shared/schemas/audit';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { notFound } from '../../errors';
import { entriesOf } from '../audit-log/entries';
import { delegatorsOf } from './delegations';
import { givenTo } from './escalations';
import { loadRequests, type ReadableRequest, type ServerRequestFamily } from './family';

async function mayReadAs(
  executor: Executor,
  family: ServerRequestFamily,
  viewer: AuthUser,
  row: ReadableRequest & { id: number },
): Promise<boolean> {
  return (
    (await family.mayRead(executor, viewer, row)) ||
    (await givenTo(executor, family.entity, [row.id], viewer.id)).has(row.id)
  );
}

/**
 * Whoever the family's read check admits, whoever the request was given to, or whoever stands in for one of them
 * today: the check of a family's read endpoint and of every request's history.
 */
export async function mayReadRequest(
  executor: Executor,
  family: ServerRequestFamily,
  actor: AuthUser,
  row: ReadableRequest & { id: number },
): Promise<boolean> {
  if (await mayReadAs(executor, family, actor, row)) return true;
  for (const delegator of await delegatorsOf(executor, actor.id)) {
    if (await mayReadAs(executor, family, { ...delegator, username: '', employee: null }, row)) return true;
  }
  return false;
}

/** A request's audit rows, oldest first; 404 to whoever may not read it. */
export async function requestHistory(
  executor: Executor,
  family: ServerRequestFamily,
  actor: AuthUser,
  id: number,
): Promise<TRequestHistory> {
  const { table } = family;
  const [loaded] = await loadRequests(executor, table, eq(table.id, id));
  if (!loaded || !(await mayReadRequest(executor, family, actor, Object.assign({}, loaded.row, loaded.request))))
    throw notFound('No such request.');
  return { items: await entriesOf(executor, family.entity, id) };
}
