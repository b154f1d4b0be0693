import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ENQUIRY_TRANSITIONS,
  type EnquirySource,
  type EnquiryStatus,
  type TEnquiry,
  type ZEnquiryListQuerySchema,
  type ZEnquiryRequestSchema,
  type ZEnquiryStatusRequestSchema,
} from '@staffdesk/shared/schemas/contracts';
import { businessEnquiries, contractCompanies, proposals } from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { userIdsNamedSql, userNameSql } from '../users/full-name';
import { isActiveUser } from '../users/people';
import { companyExists } from './companies';
import { listOrder, searchSql } from './list-page';
import { pageWindow } from '../../db/prepared';

type EnquiryInput = z.output<typeof ZEnquiryRequestSchema>;
type StatusInput = z.output<typeof ZEnquiryStatusRequestSchema>;
type ListQuery = z.output<typeof ZEnquiryListQuerySchema>;

const NO_ENQUIRY = 'No such enquiry.';
const columns = {
  ...getTableColumns(businessEnquiries),
  companyName: contractCompanies.name,
  ownerName: userNameSql(businessEnquiries.ownerId),
  proposalCount: sql<number>`(select count(*)::int from ${proposals} p where p.enquiry_id = ${businessEnquiries.id})`,
};
type Row = typeof businessEnquiries.$inferSelect & {
  companyName: string;
  ownerName: string | null;
  proposalCount: number;
};

const toEnquiry = (r: Row): TEnquiry => ({
  id: r.id,
  companyId: r.companyId,
  companyName: r.companyName,
  title: r.title,
  description: r.description,
  source: r.source as EnquirySource,
  expectedValue: r.expectedValue,
  currency: r.currency,
  receivedOn: r.receivedOn,
  ownerId: r.ownerId,
  ownerName: r.ownerName ?? 'Someone',
  status: r.status as EnquiryStatus,
  lostReason: r.lostReason,
  proposalCount: r.proposalCount,
  updatedAt: r.updatedAt.toISOString(),
});

const SORT_COLUMNS = {
  title: businessEnquiries.title,
  company: sql`lower(${contractCompanies.name})`,
  expectedValue: businessEnquiries.expectedValue,
  receivedOn: businessEnquiries.receivedOn,
  status: businessEnquiries.status,
};

const joined = (tx: Executor) =>
  tx
    .select(columns)
    .from(businessEnquiries)
    .innerJoin(contractCompanies, eq(contractCompanies.id, businessEnquiries.companyId));

async function select(tx: Executor, where?: SQL): Promise<TEnquiry[]> {
  const rows = await joined(tx).where(where).orderBy(desc(businessEnquiries.receivedOn), desc(businessEnquiries.id));
  return rows.map(toEnquiry);
}

/** A page of enquiries: searched by title, company or owner, of one status if asked. */
export async function listEnquiries(db: Db, query: ListQuery) {
  const where = and(
    query.status ? eq(businessEnquiries.status, query.status) : undefined,
    searchSql(query.search, [businessEnquiries.title, contractCompanies.name], (pattern) => [
      sql`${businessEnquiries.ownerId} in (${userIdsNamedSql(pattern)})`,
    ]),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...listOrder(SORT_COLUMNS, businessEnquiries.id, query))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(businessEnquiries)
      .innerJoin(contractCompanies, eq(contractCompanies.id, businessEnquiries.companyId))
      .where(where),
  ]);
  return { items: rows.map(toEnquiry), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function oneEnquiry(tx: Executor, id: number): Promise<TEnquiry> {
  const [found] = await select(tx, eq(businessEnquiries.id, id));
  if (!found) throw notFound(NO_ENQUIRY);
  return found;
}

/** An enquiry's row, locked for the change the caller makes to it or under it. */
export async function lockEnquiry(tx: Executor, id: number, field = 'enquiryId') {
  const [row] = await tx.select().from(businessEnquiries).where(eq(businessEnquiries.id, id)).for('update');
  if (!row)
    throw field === 'id'
      ? notFound(NO_ENQUIRY)
      : badRequest('Choose an existing enquiry.', [`${field}: no enquiry has the id ${id}`]);
  return row;
}

/** Moves an enquiry to a status along its transitions (or refuses with 409), audited. */
export async function moveEnquiry(
  tx: Executor,
  actor: AuthUser,
  before: typeof businessEnquiries.$inferSelect,
  to: EnquiryStatus,
  lostReason: string | null,
  why: string,
): Promise<void> {
  const from = before.status as EnquiryStatus;
  if (!ENQUIRY_TRANSITIONS[from].includes(to)) {
    const allowed = ENQUIRY_TRANSITIONS[from];
    throw conflict(
      `An enquiry that is ${from} cannot become ${to}${allowed.length ? `: it can become ${allowed.join(' or ')}` : ''}.`,
    );
  }
  const [after] = await tx
    .update(businessEnquiries)
    .set({ status: to, lostReason: to === 'LOST' ? lostReason : null, updatedAt: sql`now()` })
    .where(eq(businessEnquiries.id, before.id))
    .returning();
  await writeAudit(tx, {
    actorId: actor.id,
    action: `business-enquiry.${why}`,
    entity: 'business-enquiry',
    entityId: before.id,
    before,
    after,
  });
}

async function checkOwner(tx: Executor, ownerId: number): Promise<void> {
  if (!(await isActiveUser(tx, ownerId)))
    throw badRequest('Choose an owner from the active users.', [`ownerId: no active user has the id ${ownerId}`]);
}

async function checkCompany(tx: Executor, companyId: number): Promise<void> {
  await companyExists(tx, companyId).catch(() => {
    throw badRequest('Choose an existing company, or add it.', [`companyId: no company has the id ${companyId}`]);
  });
}

/** The enquiries of a company, newest first. */
export async function companyEnquiries(db: Db, companyId: number): Promise<TEnquiry[]> {
  await companyExists(db, companyId);
  return select(db, eq(businessEnquiries.companyId, companyId));
}

export function createEnquiry(db: Db, actor: AuthUser, input: EnquiryInput): Promise<TEnquiry> {
  return db.transaction(async (tx) => {
    await checkCompany(tx, input.companyId);
    await checkOwner(tx, input.ownerId);
    const [row] = await tx.insert(businessEnquiries).values(input).returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'business-enquiry.create',
      entity: 'business-enquiry',
      entityId: row!.id,
      after: row,
    });
    return oneEnquiry(tx, row!.id);
  });
}

export function updateEnquiry(db: Db, actor: AuthUser, id: number, input: EnquiryInput): Promise<TEnquiry> {
  return db.transaction(async (tx) => {
    const before = await lockEnquiry(tx, id, 'id');
    if (before.status === 'WON' || before.status === 'LOST')
      throw conflict(`The enquiry is ${before.status}: it no longer changes.`);
    await checkCompany(tx, input.companyId);
    if (input.ownerId !== before.ownerId) await checkOwner(tx, input.ownerId);
    const [after] = await tx
      .update(businessEnquiries)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(businessEnquiries.id, id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'business-enquiry.update',
      entity: 'business-enquiry',
      entityId: id,
      before,
      after,
    });
    return oneEnquiry(tx, id);
  });
}

/** An enquiry moved to a status by hand: WON only with an accepted proposal; LOST rejects its open offers. */
export function changeEnquiryStatus(db: Db, actor: AuthUser, id: number, input: StatusInput): Promise<TEnquiry> {
  return db.transaction(async (tx) => {
    const before = await lockEnquiry(tx, id, 'id');
    if (input.status === 'WON') {
      const [accepted] = await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.enquiryId, id), eq(proposals.status, 'ACCEPTED')));
      if (!accepted) throw conflict('An enquiry is won by accepting one of its proposals.');
    }
    await moveEnquiry(tx, actor, before, input.status, input.lostReason, 'status');
    if (input.status === 'LOST') {
      // Offers still out for a lost enquiry are rejected with it.
      await tx
        .update(proposals)
        .set({ status: 'REJECTED', updatedAt: sql`now()` })
        .where(and(eq(proposals.enquiryId, id), inArray(proposals.status, ['DRAFT', 'SUBMITTED'])));
    }
    return oneEnquiry(tx, id);
  });
}

export function removeEnquiry(db: Db, actor: AuthUser, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockEnquiry(tx, id, 'id');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(proposals)
      .where(eq(proposals.enquiryId, id));
    if (count > 0)
      throw conflict(
        `The enquiry has ${count} proposal${count === 1 ? '' : 's'}: it cannot be deleted (mark it LOST instead).`,
      );
    await tx.delete(businessEnquiries).where(eq(businessEnquiries.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'business-enquiry.delete',
      entity: 'business-enquiry',
      entityId: id,
      before,
    });
  });
}
