import { and, count, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatIsoDate } from '@staffdesk/shared/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { counted, joinedWithAnd } from '@staffdesk/shared/words';
import {
  CONTRACT_TRANSITIONS,
  type ContractStatus,
  type TContract,
  type ZContractListQuerySchema,
  type ZContractRequestSchema,
} from '@staffdesk/shared/schemas/contracts';
import {
  businessEnquiries,
  contractCompanies,
  contractInvoiceRates,
  contractPointsOfContact,
  contractTaskOrders,
  contracts,
  proposals,
} from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { attachedFiles } from '../files/service';
import { masterLabel } from '../master/service';
import { companyExists } from './companies';
import { listOrder, searchSql } from './list-page';
import { pageWindow } from '../../db/prepared';
import { CONTRACT_DOCUMENT, assertContractOpen, holdDocuments, refusingConflicts } from './rules';
import { shownValues } from './contract-values';

type ContractInput = z.output<typeof ZContractRequestSchema>;
type ListQuery = z.output<typeof ZContractListQuerySchema>;

const NO_CONTRACT = 'No such contract.';
export const CONTRACT_ENTITY = 'contract';
const TAKEN_NUMBER = 'Another contract has that number: contract numbers are unique.';

/** What the task orders of a contract take together, and how many there are. */
export const ceilingTotalSql = sql<number>`(select coalesce(sum(t.ceiling_value), 0)::float8
  from ${contractTaskOrders} t where t.contract_id = ${contracts.id})`;

const columns = {
  ...getTableColumns(contracts),
  companyName: contractCompanies.name,
  ceilingTotal: ceilingTotalSql,
  taskOrderCount: sql<number>`(select count(*)::int from ${contractTaskOrders} t where t.contract_id = ${contracts.id})`,
};

const SORT_COLUMNS = {
  number: sql`lower(${contracts.number})`,
  title: contracts.title,
  company: sql`lower(${contractCompanies.name})`,
  startDate: contracts.startDate,
  status: contracts.status,
};

const joined = (tx: Executor) =>
  tx.select(columns).from(contracts).innerJoin(contractCompanies, eq(contractCompanies.id, contracts.companyId));
type Row = Awaited<ReturnType<typeof joined>>[number];

async function select(tx: Executor, actor: AuthUser, where?: SQL): Promise<TContract[]> {
  return toContracts(tx, actor, await joined(tx).where(where).orderBy(desc(contracts.startDate), desc(contracts.id)));
}

/** A page of contracts: searched by number, title or company, of one status if asked. */
export async function listContracts(db: Db, actor: AuthUser, query: ListQuery) {
  const where = and(
    query.status ? eq(contracts.status, query.status) : undefined,
    searchSql(query.search, [contracts.number, contracts.title, contractCompanies.name]),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...listOrder(SORT_COLUMNS, contracts.id, query))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(contracts)
      .innerJoin(contractCompanies, eq(contractCompanies.id, contracts.companyId))
      .where(where),
  ]);
  return {
    items: await toContracts(db, actor, rows),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function toContracts(tx: Executor, actor: AuthUser, rows: Row[]): Promise<TContract[]> {
  const documents = await attachedFiles(tx, {
    entity: CONTRACT_ENTITY,
    entityIds: rows.map((r) => r.id),
    category: CONTRACT_DOCUMENT,
  });
  const all = rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    companyName: r.companyName,
    proposalId: r.proposalId,
    number: r.number,
    title: r.title,
    contractType: r.contractType,
    startDate: r.startDate,
    endDate: r.endDate,
    value: r.value,
    currency: r.currency,
    status: r.status as ContractStatus,
    ceilingTotal: Number(r.ceilingTotal),
    taskOrderCount: r.taskOrderCount,
    documents: documents.get(String(r.id)) ?? [],
    updatedAt: r.updatedAt.toISOString(),
  }));
  return shownValues(actor, 'contract', all);
}

export async function oneContract(tx: Executor, actor: AuthUser, id: number): Promise<TContract> {
  const [found] = await select(tx, actor, eq(contracts.id, id));
  if (!found) throw notFound(NO_CONTRACT);
  return found;
}

/**
 * A contract's row, locked: every change of a contract or of what hangs off it (task orders, rates, contacts)
 * takes this lock first, so that two changes never check the ceilings or the overlaps at once.
 */
export async function lockContract(tx: Executor, id: number, field = 'contractId') {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  if (!row)
    throw field === 'id'
      ? notFound(NO_CONTRACT)
      : badRequest('Choose an existing contract.', [`${field}: no contract has the id ${id}`]);
  return row;
}

async function checkInput(tx: Executor, input: ContractInput, id: number | null): Promise<void> {
  await companyExists(tx, input.companyId).catch(() => {
    throw badRequest('Choose an existing company.', [`companyId: no company has the id ${input.companyId}`]);
  });
  if ((await masterLabel(tx, 'contractTypes', input.contractType)) === undefined) {
    throw badRequest('Choose a contract type from the list.', [
      `contractType: no contract type has the code ${input.contractType}`,
    ]);
  }
  if (input.proposalId !== null) {
    const [proposal] = await tx
      .select({ status: proposals.status, companyId: businessEnquiries.companyId })
      .from(proposals)
      .innerJoin(businessEnquiries, eq(businessEnquiries.id, proposals.enquiryId))
      .where(eq(proposals.id, input.proposalId));
    if (!proposal)
      throw badRequest('Choose an existing proposal.', [`proposalId: no proposal has the id ${input.proposalId}`]);
    if (proposal.status !== 'ACCEPTED')
      throw conflict(`A contract is registered from an accepted proposal: this one is ${proposal.status}.`);
    if (proposal.companyId !== input.companyId)
      throw badRequest("Choose the proposal's company: the contract is with it.", [
        'companyId: is not the company of the proposal',
      ]);
    const [other] = await tx
      .select({ number: contracts.number })
      .from(contracts)
      .where(and(eq(contracts.proposalId, input.proposalId), id === null ? undefined : ne(contracts.id, id)));
    if (other) throw conflict(`The proposal became contract ${other.number} already.`);
  }
}

/** The contracts with a company, newest first. */
export async function companyContracts(db: Db, actor: AuthUser, companyId: number): Promise<TContract[]> {
  await companyExists(db, companyId);
  return select(db, actor, eq(contracts.companyId, companyId));
}

export function createContract(db: Db, actor: AuthUser, input: ContractInput): Promise<TContract> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        await checkInput(tx, input, null);
        const { documentIds, ...fields } = input;
        const [row] = await tx
          .insert(contracts)
          .values({ ...fields, createdBy: actor.id })
          .returning();
        await holdDocuments(tx, actor.id, CONTRACT_ENTITY, row!.id, documentIds, 'documentIds');
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract.create',
          entity: 'contract',
          entityId: row!.id,
          after: { ...row, documentIds },
        });
        return oneContract(tx, actor, row!.id);
      }),
    { taken: TAKEN_NUMBER },
  );
}

/** The task orders must still fit the contract: their ceilings within its value, their dates within its own. */
async function checkTaskOrdersFit(tx: Executor, id: number, input: ContractInput): Promise<void> {
  const [held] = await tx
    .select({
      ceilings: sql<number>`coalesce(sum(${contractTaskOrders.ceilingValue}), 0)::float8`,
      firstStart: sql<string | null>`min(${contractTaskOrders.startDate})::text`,
      lastEnd: sql<string | null>`max(${contractTaskOrders.endDate})::text`,
    })
    .from(contractTaskOrders)
    .where(eq(contractTaskOrders.contractId, id));
  if (held && input.value < Number(held.ceilings)) {
    throw conflict(
      `The task orders' ceilings come to ${formatMoney(Number(held.ceilings), input.currency)}: the contract's value cannot be less.`,
    );
  }
  if (held?.firstStart && (input.startDate > held.firstStart || input.endDate < held.lastEnd!)) {
    throw conflict(
      `The task orders run from ${formatIsoDate(held.firstStart)} to ${formatIsoDate(held.lastEnd!)}: ` +
        "the contract's dates must hold them.",
    );
  }
}

export function updateContract(db: Db, actor: AuthUser, id: number, input: ContractInput): Promise<TContract> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const before = await lockContract(tx, id, 'id');
        assertContractOpen(before);
        await checkInput(tx, input, id);
        await checkTaskOrdersFit(tx, id, input);
        const { documentIds, ...fields } = input;
        const [after] = await tx
          .update(contracts)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(contracts.id, id))
          .returning();
        await holdDocuments(tx, actor.id, CONTRACT_ENTITY, id, documentIds, 'documentIds');
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract.update',
          entity: 'contract',
          entityId: id,
          before,
          after: { ...after, documentIds },
        });
        return oneContract(tx, actor, id);
      }),
    { taken: TAKEN_NUMBER },
  );
}

/** A contract moved along its transitions, audited as the status it takes. */
export function moveContract(db: Db, actor: AuthUser, id: number, to: ContractStatus): Promise<TContract> {
  return db.transaction(async (tx) => {
    const before = await lockContract(tx, id, 'id');
    const from = before.status as ContractStatus;
    if (!CONTRACT_TRANSITIONS[from].includes(to)) {
      const allowed = CONTRACT_TRANSITIONS[from];
      throw conflict(
        `A contract that is ${from} cannot become ${to}${allowed.length ? `: it can become ${allowed.join(' or ')}` : ''}.`,
      );
    }
    const [after] = await tx
      .update(contracts)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(contracts.id, id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: `contract.${to.toLowerCase()}`,
      entity: 'contract',
      entityId: id,
      before,
      after,
    });
    return oneContract(tx, actor, id);
  });
}

/** A contract deleted once nothing hangs off it: no task orders, invoice rates or contacts. */
export function removeContract(db: Db, actor: AuthUser, id: number): Promise<void> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const before = await lockContract(tx, id, 'id');
        const counts: number[] = [];
        for (const table of [contractTaskOrders, contractInvoiceRates, contractPointsOfContact]) {
          const [row] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(eq(table.contractId, id));
          counts.push(row?.n ?? 0);
        }
        const [taskOrders = 0, rates = 0, contacts = 0] = counts;
        if (taskOrders + rates + contacts > 0) {
          const held = [
            taskOrders > 0 && counted(taskOrders, 'task order'),
            rates > 0 && counted(rates, 'invoice rate'),
            contacts > 0 && counted(contacts, 'point of contact', 'points of contact'),
          ].filter((part): part is string => Boolean(part));
          const them = taskOrders + rates + contacts === 1 ? 'it' : 'them';
          throw conflict(`Contract ${before.number} has ${joinedWithAnd(held)}: delete ${them} first.`);
        }
        await holdDocuments(tx, actor.id, CONTRACT_ENTITY, id, [], 'documentIds');
        await tx.delete(contracts).where(eq(contracts.id, id));
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract.delete',
          entity: 'contract',
          entityId: id,
          before,
        });
      }),
    { dependedOn: 'Projects are linked to this contract: it cannot be deleted.' },
  );
}
