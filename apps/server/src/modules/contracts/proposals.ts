import { and, count, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROPOSAL_TRANSITIONS,
  computedAmount,
  type EnquiryStatus,
  type ProposalStatus,
  type TProposal,
  type ZProposalListQuerySchema,
  type ZProposalRequestSchema,
} from '@staffdesk/shared/schemas/contracts';
import {
  businessEnquiries,
  contractCompanies,
  contracts,
  estimationMethods,
  proposals,
} from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { attachedFiles } from '../files/service';
import { lockEnquiry, moveEnquiry } from './enquiries';
import { listOrder, searchSql } from './list-page';
import { pageWindow } from '../../db/prepared';
import { CONTRACT_DOCUMENT, holdDocuments } from './rules';
import { assertSortShown, shownValues } from './contract-values';

type ProposalInput = z.output<typeof ZProposalRequestSchema>;
type ListQuery = z.output<typeof ZProposalListQuerySchema>;

const NO_PROPOSAL = 'No such proposal.';
export const PROPOSAL_ENTITY = 'proposal';

const columns = {
  ...getTableColumns(proposals),
  enquiryTitle: businessEnquiries.title,
  enquiryStatus: businessEnquiries.status,
  companyId: businessEnquiries.companyId,
  companyName: contractCompanies.name,
  estimationMethod: estimationMethods.label,
  computesAmount: estimationMethods.computesAmount,
  contractId: sql<number | null>`(select c.id from ${contracts} c where c.proposal_id = ${proposals.id} limit 1)`,
};

const SORT_COLUMNS = {
  enquiry: businessEnquiries.title,
  company: sql`lower(${contractCompanies.name})`,
  version: proposals.version,
  amount: proposals.amount,
  validUntil: proposals.validUntil,
  status: proposals.status,
  updatedAt: proposals.updatedAt,
};

const joined = (tx: Executor) =>
  tx
    .select(columns)
    .from(proposals)
    .innerJoin(businessEnquiries, eq(businessEnquiries.id, proposals.enquiryId))
    .innerJoin(contractCompanies, eq(contractCompanies.id, businessEnquiries.companyId))
    .innerJoin(estimationMethods, eq(estimationMethods.id, proposals.estimationMethodId));
type Row = Awaited<ReturnType<typeof joined>>[number];

async function select(tx: Executor, actor: AuthUser, where?: SQL): Promise<TProposal[]> {
  return toProposals(tx, actor, await joined(tx).where(where).orderBy(desc(proposals.updatedAt), desc(proposals.id)));
}

/** A page of proposals: searched by enquiry or company, of one enquiry or status if asked. */
export async function listProposals(db: Db, actor: AuthUser, query: ListQuery) {
  assertSortShown(actor, 'proposal', query.sort);
  const where = and(
    query.enquiryId === undefined ? undefined : eq(proposals.enquiryId, query.enquiryId),
    query.status ? eq(proposals.status, query.status) : undefined,
    searchSql(query.search, [businessEnquiries.title, contractCompanies.name]),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...listOrder(SORT_COLUMNS, proposals.id, query))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(proposals)
      .innerJoin(businessEnquiries, eq(businessEnquiries.id, proposals.enquiryId))
      .innerJoin(contractCompanies, eq(contractCompanies.id, businessEnquiries.companyId))
      .where(where),
  ]);
  return {
    items: await toProposals(db, actor, rows),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function toProposals(tx: Executor, actor: AuthUser, rows: Row[]): Promise<TProposal[]> {
  const documents = await attachedFiles(tx, {
    entity: PROPOSAL_ENTITY,
    entityIds: rows.map((r) => r.id),
    category: CONTRACT_DOCUMENT,
  });
  const all = rows.map((r) => ({
    id: r.id,
    enquiryId: r.enquiryId,
    enquiryTitle: r.enquiryTitle,
    enquiryStatus: r.enquiryStatus as EnquiryStatus,
    companyId: r.companyId,
    companyName: r.companyName,
    version: r.version,
    estimationMethodId: r.estimationMethodId,
    estimationMethod: r.estimationMethod,
    computesAmount: r.computesAmount,
    effortDays: r.effortDays,
    rate: r.rate,
    amount: r.amount,
    currency: r.currency,
    validUntil: r.validUntil,
    notes: r.notes,
    status: r.status as ProposalStatus,
    document: documents.get(String(r.id))?.at(-1) ?? null,
    contractId: r.contractId,
    updatedAt: r.updatedAt.toISOString(),
  }));
  return shownValues(actor, 'proposal', all);
}

export async function oneProposal(tx: Executor, actor: AuthUser, id: number): Promise<TProposal> {
  const [found] = await select(tx, actor, eq(proposals.id, id));
  if (!found) throw notFound(NO_PROPOSAL);
  return found;
}

/** The amount a proposal holds: effort × rate for a method that computes it, else the amount entered. */
async function priced(tx: Executor, input: ProposalInput, methodMayBeOff: number | null) {
  const [method] = await tx.select().from(estimationMethods).where(eq(estimationMethods.id, input.estimationMethodId));
  if (!method || (!method.active && method.id !== methodMayBeOff)) {
    throw badRequest('Choose an estimation method from the list.', [
      `estimationMethodId: no active estimation method has the id ${input.estimationMethodId}`,
    ]);
  }
  if (method.computesAmount) {
    const missing = [
      input.effortDays === null && 'effortDays: enter the effort in person-days',
      input.rate === null && 'rate: enter the rate per person-day',
    ].filter((m): m is string => !!m);
    if (missing.length > 0)
      throw badRequest(
        `${method.label} computes the amount from effort × rate: enter both the effort and the rate per person-day.`,
        missing,
      );
    return { effortDays: input.effortDays, rate: input.rate, amount: computedAmount(input.effortDays!, input.rate!) };
  }
  if (input.amount === null)
    throw badRequest(`Enter the amount: ${method.label} does not compute it.`, ['amount: enter the amount']);
  return { effortDays: input.effortDays, rate: input.rate, amount: input.amount };
}

export function createProposal(db: Db, actor: AuthUser, input: ProposalInput): Promise<TProposal> {
  return db.transaction(async (tx) => {
    // The enquiry's lock numbers its versions one at a time.
    const enquiry = await lockEnquiry(tx, input.enquiryId);
    if (enquiry.status !== 'QUALIFIED' && enquiry.status !== 'PROPOSAL') {
      throw conflict(`A proposal is made for a qualified enquiry: this one is ${enquiry.status}.`);
    }
    const price = await priced(tx, input, null);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${proposals.version}), 0)::int + 1` })
      .from(proposals)
      .where(eq(proposals.enquiryId, input.enquiryId));
    const { documentId, ...fields } = input;
    const [row] = await tx
      .insert(proposals)
      .values({ ...fields, ...price, version: next, createdBy: actor.id })
      .returning();
    if (documentId) await holdDocuments(tx, actor.id, PROPOSAL_ENTITY, row!.id, [documentId], 'documentId');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'proposal.create',
      entity: 'proposal',
      entityId: row!.id,
      after: { ...row, documentId },
    });
    return oneProposal(tx, actor, row!.id);
  });
}

export function updateProposal(db: Db, actor: AuthUser, id: number, input: ProposalInput): Promise<TProposal> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    if (!before) throw notFound(NO_PROPOSAL);
    if (before.status !== 'DRAFT')
      throw conflict(`Only a draft proposal changes: this one is ${before.status}. Make a new version instead.`);
    if (input.enquiryId !== before.enquiryId)
      throw badRequest('A proposal stays with its enquiry.', ['enquiryId: cannot change']);
    const price = await priced(tx, input, before.estimationMethodId);
    const { documentId, ...fields } = input;
    const [after] = await tx
      .update(proposals)
      .set({ ...fields, ...price, updatedAt: sql`now()` })
      .where(eq(proposals.id, id))
      .returning();
    await holdDocuments(tx, actor.id, PROPOSAL_ENTITY, id, documentId ? [documentId] : [], 'documentId');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'proposal.update',
      entity: 'proposal',
      entityId: id,
      before,
      after: { ...after, documentId },
    });
    return oneProposal(tx, actor, id);
  });
}

/** A proposal moved along its transitions; submitting and accepting move its enquiry too. */
export function moveProposal(db: Db, actor: AuthUser, id: number, to: ProposalStatus): Promise<TProposal> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ enquiryId: proposals.enquiryId }).from(proposals).where(eq(proposals.id, id));
    if (!found) throw notFound(NO_PROPOSAL);
    // Enquiry first, then proposal: the order every change under an enquiry takes.
    const enquiry = await lockEnquiry(tx, found.enquiryId);
    const [before] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    const from = before!.status as ProposalStatus;
    if (!PROPOSAL_TRANSITIONS[from].includes(to)) {
      const allowed = PROPOSAL_TRANSITIONS[from];
      throw conflict(
        `A proposal that is ${from} cannot become ${to}${allowed.length ? `: it can become ${allowed.join(' or ')}` : ''}.`,
      );
    }
    if (enquiry.status === 'WON' || enquiry.status === 'LOST')
      throw conflict(`The enquiry is ${enquiry.status} already.`);
    const [after] = await tx
      .update(proposals)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(proposals.id, id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: `proposal.${to.toLowerCase()}`,
      entity: 'proposal',
      entityId: id,
      before,
      after,
    });
    if (to === 'SUBMITTED' && enquiry.status === 'QUALIFIED')
      await moveEnquiry(tx, actor, enquiry, 'PROPOSAL', null, 'proposal-submitted');
    if (to === 'ACCEPTED') {
      // Submitting moved the enquiry to PROPOSAL: accepting wins it.
      await moveEnquiry(tx, actor, enquiry, 'WON', null, 'proposal-accepted');
      // The enquiry's other offers are decided with it.
      await tx
        .update(proposals)
        .set({ status: 'REJECTED', updatedAt: sql`now()` })
        .where(
          and(
            eq(proposals.enquiryId, enquiry.id),
            ne(proposals.id, id),
            sql`${proposals.status} in ('DRAFT', 'SUBMITTED')`,
          ),
        );
    }
    return oneProposal(tx, actor, id);
  });
}

export function removeProposal(db: Db, actor: AuthUser, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    if (!before) throw notFound(NO_PROPOSAL);
    if (before.status !== 'DRAFT')
      throw conflict(`Only a draft proposal can be deleted: this one is ${before.status}.`);
    await holdDocuments(tx, actor.id, PROPOSAL_ENTITY, id, [], 'documentId');
    await tx.delete(proposals).where(eq(proposals.id, id));
    await writeAudit(tx, { actorId: actor.id, action: 'proposal.delete', entity: 'proposal', entityId: id, before });
  });
}
