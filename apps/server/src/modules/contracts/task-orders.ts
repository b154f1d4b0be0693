import { and, asc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatIsoDate } from '@staffdesk/shared/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { counted } from '@staffdesk/shared/words';
import type { TTaskOrder, ZTaskOrderRequestSchema } from '@staffdesk/shared/schemas/contracts';
import { contractInvoiceRates, contractTaskOrders, contracts } from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { lockContract } from './contracts';
import { lockPart, sameContract, type ContractRow } from './contract-parts';
import { shownValues } from './contract-values';
import { assertContractOpen, refusingConflicts } from './rules';

type TaskOrderInput = z.output<typeof ZTaskOrderRequestSchema>;

const NO_TASK_ORDER = 'No such task order.';
const taskOrderColumns = { ...getTableColumns(contractTaskOrders), contractNumber: contracts.number };

async function selectTaskOrders(tx: Executor, actor: AuthUser, where?: SQL): Promise<TTaskOrder[]> {
  const rows = await tx
    .select(taskOrderColumns)
    .from(contractTaskOrders)
    .innerJoin(contracts, eq(contracts.id, contractTaskOrders.contractId))
    .where(where)
    .orderBy(asc(contracts.number), asc(contractTaskOrders.startDate), asc(contractTaskOrders.id));
  const all = rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    number: r.number,
    title: r.title,
    scope: r.scope,
    startDate: r.startDate,
    endDate: r.endDate,
    ceilingValue: r.ceilingValue,
  }));
  return shownValues(actor, 'taskOrder', all);
}

export async function oneTaskOrder(tx: Executor, actor: AuthUser, id: number): Promise<TTaskOrder> {
  const [found] = await selectTaskOrders(tx, actor, eq(contractTaskOrders.id, id));
  if (!found) throw notFound(NO_TASK_ORDER);
  return found;
}

/** Dates inside the contract's, and the ceilings (with this one) within the contract's value. */
async function checkTaskOrder(
  tx: Executor,
  contract: ContractRow,
  input: TaskOrderInput,
  id: number | null,
): Promise<void> {
  if (input.startDate < contract.startDate || input.endDate > contract.endDate) {
    const [start, end] = [formatIsoDate(contract.startDate), formatIsoDate(contract.endDate)];
    throw badRequest(`A task order runs inside its contract: ${start} to ${end}.`, [
      ...(input.startDate < contract.startDate ? [`startDate: is before the contract's start (${start})`] : []),
      ...(input.endDate > contract.endDate ? [`endDate: is after the contract's end (${end})`] : []),
    ]);
  }
  const [others] = await tx
    .select({ total: sql<number>`coalesce(sum(${contractTaskOrders.ceilingValue}), 0)::float8` })
    .from(contractTaskOrders)
    .where(
      and(eq(contractTaskOrders.contractId, contract.id), id === null ? undefined : ne(contractTaskOrders.id, id)),
    );
  const taken = Number(others?.total ?? 0);
  if (taken + input.ceilingValue > contract.value + 0.001) {
    const left = Math.max(0, Math.round((contract.value - taken) * 100) / 100);
    throw conflict(
      `The task orders' ceilings would exceed the contract's value of ${formatMoney(contract.value, contract.currency)}: ` +
        `at most ${formatMoney(left, contract.currency)} is left.`,
    );
  }
}

const TAKEN_TASK_ORDER = 'Another task order of this contract has that number.';
const lockTaskOrder = (tx: Executor, id: number) => lockPart(tx, contractTaskOrders, id, NO_TASK_ORDER);

/** The task orders of every contract, or of one. */
export function listTaskOrders(db: Db, actor: AuthUser, contractId?: number): Promise<TTaskOrder[]> {
  return selectTaskOrders(
    db,
    actor,
    contractId === undefined ? undefined : eq(contractTaskOrders.contractId, contractId),
  );
}

/** The task orders of a contract that must exist. */
export async function taskOrdersOfContract(db: Db, actor: AuthUser, contractId: number): Promise<TTaskOrder[]> {
  const [contract] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  if (!contract) throw notFound('No such contract.');
  return selectTaskOrders(db, actor, eq(contractTaskOrders.contractId, contractId));
}

export function createTaskOrder(db: Db, actor: AuthUser, input: TaskOrderInput): Promise<TTaskOrder> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const contract = await lockContract(tx, input.contractId);
        assertContractOpen(contract);
        await checkTaskOrder(tx, contract, input, null);
        const [row] = await tx.insert(contractTaskOrders).values(input).returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract-task-order.create',
          entity: 'contract-task-order',
          entityId: row!.id,
          after: row,
        });
        return oneTaskOrder(tx, actor, row!.id);
      }),
    { taken: TAKEN_TASK_ORDER },
  );
}

export function updateTaskOrder(db: Db, actor: AuthUser, id: number, input: TaskOrderInput): Promise<TTaskOrder> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const { contract, row: before } = await lockTaskOrder(tx, id);
        sameContract(before, input);
        assertContractOpen(contract);
        await checkTaskOrder(tx, contract, input, id);
        const [after] = await tx
          .update(contractTaskOrders)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(contractTaskOrders.id, id))
          .returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract-task-order.update',
          entity: 'contract-task-order',
          entityId: id,
          before,
          after,
        });
        return oneTaskOrder(tx, actor, id);
      }),
    { taken: TAKEN_TASK_ORDER },
  );
}

export function removeTaskOrder(db: Db, actor: AuthUser, id: number): Promise<void> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const { contract, row: before } = await lockTaskOrder(tx, id);
        assertContractOpen(contract);
        const [rates] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(contractInvoiceRates)
          .where(eq(contractInvoiceRates.taskOrderId, id));
        if ((rates?.n ?? 0) > 0)
          throw conflict(
            `Task order ${before.number} has ${counted(rates!.n, 'invoice rate')}: delete or move ${rates!.n === 1 ? 'it' : 'them'} first.`,
          );
        await tx.delete(contractTaskOrders).where(eq(contractTaskOrders.id, id));
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract-task-order.delete',
          entity: 'contract-task-order',
          entityId: id,
          before,
        });
      }),
    { dependedOn: 'Projects are linked to this task order: it cannot be deleted.' },
  );
}
