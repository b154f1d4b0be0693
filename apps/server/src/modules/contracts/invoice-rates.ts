import { and, asc, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatIsoDate } from '@staffdesk/shared/dates';
import type { RateUnit, TInvoiceRate, ZInvoiceRateRequestSchema } from '@staffdesk/shared/schemas/contracts';
import { contractInvoiceRates, contractTaskOrders, contracts } from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { lockContract } from './contracts';
import { lockPart, sameContract, type ContractRow } from './contract-parts';
import { assertContractOpen } from './rules';

type RateInput = z.output<typeof ZInvoiceRateRequestSchema>;

const NO_RATE = 'No such invoice rate.';
const rateColumns = {
  ...getTableColumns(contractInvoiceRates),
  contractNumber: contracts.number,
  taskOrderNumber: contractTaskOrders.number,
};

async function selectRates(tx: Executor, where?: SQL): Promise<TInvoiceRate[]> {
  const rows = await tx
    .select(rateColumns)
    .from(contractInvoiceRates)
    .innerJoin(contracts, eq(contracts.id, contractInvoiceRates.contractId))
    .leftJoin(contractTaskOrders, eq(contractTaskOrders.id, contractInvoiceRates.taskOrderId))
    .where(where)
    .orderBy(
      asc(contracts.number),
      asc(contractInvoiceRates.role),
      asc(contractInvoiceRates.unit),
      desc(contractInvoiceRates.effectiveFrom),
    );
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    taskOrderId: r.taskOrderId,
    taskOrderNumber: r.taskOrderNumber,
    role: r.role,
    unit: r.unit as RateUnit,
    rate: r.rate,
    currency: r.currency,
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
  }));
}

export async function oneInvoiceRate(tx: Executor, id: number): Promise<TInvoiceRate> {
  const [found] = await selectRates(tx, eq(contractInvoiceRates.id, id));
  if (!found) throw notFound(NO_RATE);
  return found;
}

/** The task order (if any) is the contract's; no other rate of the role and unit overlaps the dates. */
async function checkRate(tx: Executor, contract: ContractRow, input: RateInput, id: number | null): Promise<void> {
  if (input.taskOrderId !== null) {
    const [taskOrder] = await tx
      .select({ contractId: contractTaskOrders.contractId })
      .from(contractTaskOrders)
      .where(eq(contractTaskOrders.id, input.taskOrderId));
    if (taskOrder?.contractId !== contract.id)
      throw badRequest('Choose a task order of this contract.', [
        `taskOrderId: contract ${contract.number} has no task order ${input.taskOrderId}`,
      ]);
  }
  const to = input.effectiveTo ?? '9999-12-31';
  const [overlap] = await tx
    .select({
      from: contractInvoiceRates.effectiveFrom,
      to: contractInvoiceRates.effectiveTo,
      rate: contractInvoiceRates.rate,
    })
    .from(contractInvoiceRates)
    .where(
      and(
        eq(contractInvoiceRates.contractId, contract.id),
        sql`lower(${contractInvoiceRates.role}) = lower(${input.role})`,
        eq(contractInvoiceRates.unit, input.unit),
        id === null ? undefined : ne(contractInvoiceRates.id, id),
        sql`${contractInvoiceRates.effectiveFrom} <= ${to}::date`,
        sql`coalesce(${contractInvoiceRates.effectiveTo}, '9999-12-31'::date) >= ${input.effectiveFrom}::date`,
      ),
    )
    .limit(1);
  if (overlap) {
    throw conflict(
      `A rate for ${input.role} per ${input.unit.toLowerCase()} runs from ${formatIsoDate(overlap.from)} ` +
        `${overlap.to ? `to ${formatIsoDate(overlap.to)}` : 'on, open-ended'}: the dates overlap.`,
    );
  }
}

const lockInvoiceRate = (tx: Executor, id: number) => lockPart(tx, contractInvoiceRates, id, NO_RATE);

/** The invoice rates of every contract, or of one. */
export function listInvoiceRates(db: Db, contractId?: number): Promise<TInvoiceRate[]> {
  return selectRates(db, contractId === undefined ? undefined : eq(contractInvoiceRates.contractId, contractId));
}

export function createInvoiceRate(db: Db, actor: AuthUser, input: RateInput): Promise<TInvoiceRate> {
  return db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    assertContractOpen(contract);
    await checkRate(tx, contract, input, null);
    const [row] = await tx.insert(contractInvoiceRates).values(input).returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'contract-invoice-rate.create',
      entity: 'contract-invoice-rate',
      entityId: row!.id,
      after: row,
    });
    return oneInvoiceRate(tx, row!.id);
  });
}

export function updateInvoiceRate(db: Db, actor: AuthUser, id: number, input: RateInput): Promise<TInvoiceRate> {
  return db.transaction(async (tx) => {
    const { contract, row: before } = await lockInvoiceRate(tx, id);
    sameContract(before, input);
    assertContractOpen(contract);
    await checkRate(tx, contract, input, id);
    const [after] = await tx
      .update(contractInvoiceRates)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(contractInvoiceRates.id, id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'contract-invoice-rate.update',
      entity: 'contract-invoice-rate',
      entityId: id,
      before,
      after,
    });
    return oneInvoiceRate(tx, id);
  });
}

export function removeInvoiceRate(db: Db, actor: AuthUser, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { contract, row: before } = await lockInvoiceRate(tx, id);
    assertContractOpen(contract);
    await tx.delete(contractInvoiceRates).where(eq(contractInvoiceRates.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'contract-invoice-rate.delete',
      entity: 'contract-invoice-rate',
      entityId: id,
      before,
    });
  });
}
