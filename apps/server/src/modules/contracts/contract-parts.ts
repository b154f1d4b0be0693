import { eq } from 'drizzle-orm';
import type { contractInvoiceRates, contractPointsOfContact, contractTaskOrders } from '../../db/schema/contracts';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { lockContract } from './contracts';

/** A contract's row as lockContract gives it: what its parts (task-orders.ts, invoice-rates.ts, contacts.ts) are checked against. */
export type ContractRow = Awaited<ReturnType<typeof lockContract>>;

/** The contract a part is moved under stays the one it was made under. */
export function sameContract(before: { contractId: number }, input: { contractId: number }): void {
  if (before.contractId !== input.contractId)
    throw badRequest('It stays with its contract.', ['contractId: cannot change']);
}

type PartTable = typeof contractTaskOrders | typeof contractInvoiceRates | typeof contractPointsOfContact;

/** Finds a part's row and locks its contract, then the row (contract first: the order every change takes). */
export async function lockPart<T extends PartTable>(tx: Executor, table: T, id: number, missing: string) {
  type Row = T['$inferSelect'];
  const byId = eq(table.id, id);
  const [found] = (await tx
    .select()
    .from(table as PartTable)
    .where(byId)) as Row[];
  if (!found) throw notFound(missing);
  const contract = await lockContract(tx, found.contractId);
  const [row] = (await tx
    .select()
    .from(table as PartTable)
    .where(byId)
    .for('update')) as Row[];
  if (!row) throw notFound(missing);
  return { contract, row };
}
