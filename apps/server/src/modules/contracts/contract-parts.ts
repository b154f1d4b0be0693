import { and, asc, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ContactSide,
  RateUnit,
  TContact,
  TInvoiceRate,
  TTaskOrder,
  ZContactRequestSchema,
  ZInvoiceRateRequestSchema,
  ZTaskOrderRequestSchema,
} from '@staffdesk/shared/schemas/contracts';
import { contractInvoiceRates, contractPointsOfContact, contractTaskOrders, contracts } from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { lockContract } from './contracts';
import { shownValues } from './contract-values';
import { assertContractOpen, refusingConflicts } from './rules';

type TaskOrderInput = z.output<typeof ZTaskOrderRequestSchema>;
type RateInput = z.output<typeof ZInvoiceRateRequestSchema>;
type ContactInput = z.output<typeof ZContactRequestSchema>;
type ContractRow = Awaited<ReturnType<typeof lockContract>>;

/** The contract a part is moved under stays the one it was made under. */
function sameContract(before: { contractId: number }, input: { contractId: number }): void {
  if (before.contractId !== input.contractId) throw badRequest('It stays with its contract.', ['contractId: cannot change']);
}

type PartTable = typeof contractTaskOrders | typeof contractInvoiceRates | typeof contractPointsOfContact;

/** Finds a part's row and locks its contract, then the row (contract first: the order every change takes). */
async function lockPart<T extends PartTable>(tx: Executor, table: T, id: number, missing: string) {
  type Row = T['$inferSelect'];
  const byId = eq(table.id, id);
  const [found] = (await tx.select().from(table as PartTable).where(byId)) as Row[];
  if (!found) throw notFound(missing);
  const contract = await lockContract(tx, found.contractId);
  const [row] = (await tx.select().from(table as PartTable).where(byId).for('update')) as Row[];
  if (!row) throw notFound(missing);
  return { contract, row };
}

// ---------- task orders ----------

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

async function oneTaskOrder(tx: Executor, actor: AuthUser, id: number): Promise<TTaskOrder> {
  const [found] = await selectTaskOrders(tx, actor, eq(contractTaskOrders.id, id));
  if (!found) throw notFound(NO_TASK_ORDER);
  return found;
}

/** Dates inside the contract's, and the ceilings (with this one) within the contract's value. */
async function checkTaskOrder(tx: Executor, contract: ContractRow, input: TaskOrderInput, id: number | null): Promise<void> {
  if (input.startDate < contract.startDate || input.endDate > contract.endDate) {
    throw badRequest(`A task order runs inside its contract: ${contract.startDate} to ${contract.endDate}.`, [
      ...(input.startDate < contract.startDate ? [`startDate: is before the contract's start (${contract.startDate})`] : []),
      ...(input.endDate > contract.endDate ? [`endDate: is after the contract's end (${contract.endDate})`] : []),
    ]);
  }
  const [others] = await tx
    .select({ total: sql<number>`coalesce(sum(${contractTaskOrders.ceilingValue}), 0)::float8` })
    .from(contractTaskOrders)
    .where(and(eq(contractTaskOrders.contractId, contract.id), id === null ? undefined : ne(contractTaskOrders.id, id)));
  const taken = Number(others?.total ?? 0);
  if (taken + input.ceilingValue > contract.value + 0.001) {
    const left = Math.max(0, Math.round((contract.value - taken) * 100) / 100);
    throw conflict(`The task orders' ceilings would exceed the contract's value of ${contract.value}: at most ${left} is left.`);
  }
}

const TAKEN_TASK_ORDER = 'Another task order of this contract has that number.';

export function createTaskOrderService({ db }: { db: Db }) {
  const lock = (tx: Executor, id: number) => lockPart(tx, contractTaskOrders, id, NO_TASK_ORDER);
  return {
    list: (actor: AuthUser, contractId?: number) => selectTaskOrders(db, actor, contractId === undefined ? undefined : eq(contractTaskOrders.contractId, contractId)),
    get: (actor: AuthUser, id: number) => oneTaskOrder(db, actor, id),
    ofContract: async (actor: AuthUser, contractId: number) => {
      const [contract] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
      if (!contract) throw notFound('No such contract.');
      return selectTaskOrders(db, actor, eq(contractTaskOrders.contractId, contractId));
    },
    create: (actor: AuthUser, input: TaskOrderInput) =>
      refusingConflicts(
        () =>
          db.transaction(async (tx) => {
            const contract = await lockContract(tx, input.contractId);
            assertContractOpen(contract);
            await checkTaskOrder(tx, contract, input, null);
            const [row] = await tx.insert(contractTaskOrders).values(input).returning();
            await writeAudit(tx, { actorId: actor.id, action: 'contract-task-order.create', entity: 'contract-task-order', entityId: row!.id, after: row });
            return oneTaskOrder(tx, actor, row!.id);
          }),
        { taken: TAKEN_TASK_ORDER },
      ),
    update: (actor: AuthUser, id: number, input: TaskOrderInput) =>
      refusingConflicts(
        () =>
          db.transaction(async (tx) => {
            const { contract, row: before } = await lock(tx, id);
            sameContract(before, input);
            assertContractOpen(contract);
            await checkTaskOrder(tx, contract, input, id);
            const [after] = await tx.update(contractTaskOrders).set({ ...input, updatedAt: sql`now()` }).where(eq(contractTaskOrders.id, id)).returning();
            await writeAudit(tx, { actorId: actor.id, action: 'contract-task-order.update', entity: 'contract-task-order', entityId: id, before, after });
            return oneTaskOrder(tx, actor, id);
          }),
        { taken: TAKEN_TASK_ORDER },
      ),
    remove: (actor: AuthUser, id: number) =>
      refusingConflicts(
        () =>
          db.transaction(async (tx) => {
            const { contract, row: before } = await lock(tx, id);
            assertContractOpen(contract);
            const [rates] = await tx.select({ n: sql<number>`count(*)::int` }).from(contractInvoiceRates).where(eq(contractInvoiceRates.taskOrderId, id));
            if ((rates?.n ?? 0) > 0) throw conflict(`Task order ${before.number} has ${rates!.n} invoice rates: delete or move them first.`);
            await tx.delete(contractTaskOrders).where(eq(contractTaskOrders.id, id));
            await writeAudit(tx, { actorId: actor.id, action: 'contract-task-order.delete', entity: 'contract-task-order', entityId: id, before });
          }),
        { dependedOn: 'Projects are linked to this task order: it cannot be deleted.' },
      ),
  };
}

// ---------- invoice rates ----------

const NO_RATE = 'No such invoice rate.';
const rateColumns = { ...getTableColumns(contractInvoiceRates), contractNumber: contracts.number, taskOrderNumber: contractTaskOrders.number };

async function selectRates(tx: Executor, where?: SQL): Promise<TInvoiceRate[]> {
  const rows = await tx
    .select(rateColumns)
    .from(contractInvoiceRates)
    .innerJoin(contracts, eq(contracts.id, contractInvoiceRates.contractId))
    .leftJoin(contractTaskOrders, eq(contractTaskOrders.id, contractInvoiceRates.taskOrderId))
    .where(where)
    .orderBy(asc(contracts.number), asc(contractInvoiceRates.role), asc(contractInvoiceRates.unit), desc(contractInvoiceRates.effectiveFrom));
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

async function oneRate(tx: Executor, id: number): Promise<TInvoiceRate> {
  const [found] = await selectRates(tx, eq(contractInvoiceRates.id, id));
  if (!found) throw notFound(NO_RATE);
  return found;
}

/** The task order (if any) is the contract's; no other rate of the role and unit overlaps the dates. */
async function checkRate(tx: Executor, contract: ContractRow, input: RateInput, id: number | null): Promise<void> {
  if (input.taskOrderId !== null) {
    const [taskOrder] = await tx.select({ contractId: contractTaskOrders.contractId }).from(contractTaskOrders).where(eq(contractTaskOrders.id, input.taskOrderId));
    if (taskOrder?.contractId !== contract.id) throw badRequest('Choose a task order of this contract.', [`taskOrderId: contract ${contract.number} has no task order ${input.taskOrderId}`]);
  }
  const to = input.effectiveTo ?? '9999-12-31';
  const [overlap] = await tx
    .select({ from: contractInvoiceRates.effectiveFrom, to: contractInvoiceRates.effectiveTo, rate: contractInvoiceRates.rate })
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
    throw conflict(`A rate for ${input.role} per ${input.unit.toLowerCase()} runs from ${overlap.from} ${overlap.to ? `to ${overlap.to}` : 'on, open-ended'}: the dates overlap.`);
  }
}

export function createInvoiceRateService({ db }: { db: Db }) {
  const lock = (tx: Executor, id: number) => lockPart(tx, contractInvoiceRates, id, NO_RATE);
  return {
    list: (contractId?: number) => selectRates(db, contractId === undefined ? undefined : eq(contractInvoiceRates.contractId, contractId)),
    get: (id: number) => oneRate(db, id),
    create: (actor: AuthUser, input: RateInput) =>
      db.transaction(async (tx) => {
        const contract = await lockContract(tx, input.contractId);
        assertContractOpen(contract);
        await checkRate(tx, contract, input, null);
        const [row] = await tx.insert(contractInvoiceRates).values(input).returning();
        await writeAudit(tx, { actorId: actor.id, action: 'contract-invoice-rate.create', entity: 'contract-invoice-rate', entityId: row!.id, after: row });
        return oneRate(tx, row!.id);
      }),
    update: (actor: AuthUser, id: number, input: RateInput) =>
      db.transaction(async (tx) => {
        const { contract, row: before } = await lock(tx, id);
        sameContract(before, input);
        assertContractOpen(contract);
        await checkRate(tx, contract, input, id);
        const [after] = await tx.update(contractInvoiceRates).set({ ...input, updatedAt: sql`now()` }).where(eq(contractInvoiceRates.id, id)).returning();
        await writeAudit(tx, { actorId: actor.id, action: 'contract-invoice-rate.update', entity: 'contract-invoice-rate', entityId: id, before, after });
        return oneRate(tx, id);
      }),
    remove: (actor: AuthUser, id: number) =>
      db.transaction(async (tx) => {
        const { contract, row: before } = await lock(tx, id);
        assertContractOpen(contract);
        await tx.delete(contractInvoiceRates).where(eq(contractInvoiceRates.id, id));
        await writeAudit(tx, { actorId: actor.id, action: 'contract-invoice-rate.delete', entity: 'contract-invoice-rate', entityId: id, before });
      }),
  };
}

// ---------- points of contact ----------

const NO_CONTACT = 'No such point of contact.';
const contactColumns = { ...getTableColumns(contractPointsOfContact), contractNumber: contracts.number };

async function selectContacts(tx: Executor, where?: SQL): Promise<TContact[]> {
  const rows = await tx
    .select(contactColumns)
    .from(contractPointsOfContact)
    .innerJoin(contracts, eq(contracts.id, contractPointsOfContact.contractId))
    .where(where)
    .orderBy(asc(contracts.number), asc(contractPointsOfContact.side), desc(contractPointsOfContact.isPrimary), asc(contractPointsOfContact.name));
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    side: r.side as ContactSide,
    name: r.name,
    designation: r.designation,
    email: r.email,
    phone: r.phone,
    isPrimary: r.isPrimary,
  }));
}

async function oneContact(tx: Executor, id: number): Promise<TContact> {
  const [found] = await selectContacts(tx, eq(contractPointsOfContact.id, id));
  if (!found) throw notFound(NO_CONTACT);
  return found;
}

async function checkPrimary(tx: Executor, input: ContactInput, id: number | null): Promise<void> {
  if (!input.isPrimary) return;
  const [primary] = await tx
    .select({ name: contractPointsOfContact.name })
    .from(contractPointsOfContact)
    .where(
      and(
        eq(contractPointsOfContact.contractId, input.contractId),
        eq(contractPointsOfContact.side, input.side),
        eq(contractPointsOfContact.isPrimary, true),
        id === null ? undefined : ne(contractPointsOfContact.id, id),
      ),
    );
  if (primary) throw conflict(`${primary.name} is the primary ${input.side === 'CLIENT' ? "client's" : 'contact on our'} side already: one primary per side.`);
}

const ONE_PRIMARY = 'That side has a primary contact already: one primary per side.';

export function createContactService({ db }: { db: Db }) {
  const lock = (tx: Executor, id: number) => lockPart(tx, contractPointsOfContact, id, NO_CONTACT);
  return {
    list: (contractId?: number) => selectContacts(db, contractId === undefined ? undefined : eq(contractPointsOfContact.contractId, contractId)),
    get: (id: number) => oneContact(db, id),
    create: (actor: AuthUser, input: ContactInput) =>
      refusingConflicts(
        () =>
          db.transaction(async (tx) => {
            const contract = await lockContract(tx, input.contractId);
            assertContractOpen(contract);
            await checkPrimary(tx, input, null);
            const [row] = await tx.insert(contractPointsOfContact).values(input).returning();
            await writeAudit(tx, { actorId: actor.id, action: 'contract-poc.create', entity: 'contract-poc', entityId: row!.id, after: row });
            return oneContact(tx, row!.id);
          }),
        { taken: ONE_PRIMARY },
      ),
    update: (actor: AuthUser, id: number, input: ContactInput) =>
      refusingConflicts(
        () =>
          db.transaction(async (tx) => {
            const { contract, row: before } = await lock(tx, id);
            sameContract(before, input);
            assertContractOpen(contract);
            await checkPrimary(tx, input, id);
            const [after] = await tx.update(contractPointsOfContact).set({ ...input, updatedAt: sql`now()` }).where(eq(contractPointsOfContact.id, id)).returning();
            await writeAudit(tx, { actorId: actor.id, action: 'contract-poc.update', entity: 'contract-poc', entityId: id, before, after });
            return oneContact(tx, id);
          }),
        { taken: ONE_PRIMARY },
      ),
    remove: (actor: AuthUser, id: number) =>
      db.transaction(async (tx) => {
        const { contract, row: before } = await lock(tx, id);
        assertContractOpen(contract);
        await tx.delete(contractPointsOfContact).where(eq(contractPointsOfContact.id, id));
        await writeAudit(tx, { actorId: actor.id, action: 'contract-poc.delete', entity: 'contract-poc', entityId: id, before });
      }),
  };
}
