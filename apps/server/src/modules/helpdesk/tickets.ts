import { asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TICKET_CATEGORIES,
  TICKET_DECIDERS,
  TICKET_DUE_HOURS,
  subCategoryBelongsTo,
  type DECIDER_TICKET_SORTS,
  type TTicket,
  type TTicketComment,
  type TTicketDetail,
  type TTicketEvent,
  type TicketCategory,
  type ZDeciderTicketQuerySchema,
  type ZOwnTicketQuerySchema,
  type ZTicketCommentCreateSchema,
  type ZTicketCreateSchema,
} from '@staffdesk/shared/schemas/helpdesk';
import { helpdeskTicketComments, helpdeskTickets } from '../../db/schema/helpdesk';
import type { Db, Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { can, reaches, type AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { attachFile } from '../files/service';
import { masterData } from '../master/service';
import { notify, sendPush } from '../notifications/service';
import { createRequest } from '../requests/lifecycle';
import { likePattern, userIdsNamedSql, userNameSql } from '../users/full-name';
import { activeUsers, userName } from '../users/people';
import { serverTicketFamily, ticketLink } from './family';
import { TICKET_ENTITY, overdueSql, ticketById, ticketColumns, toTickets, type TicketRow } from './ticket-view';
import { PlaceholderFilters, preparedListPages, type ListQuery, type ListSorts } from '../../db/prepared';
import { requestSorts } from '../requests/family';

const t = helpdeskTickets;
const c = helpdeskTicketComments;
const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

/** The categories a user decides, or reaches through a delegation today (deciding on its behalf). */
export const decidedCategories = (actor: Pick<AuthUser, 'roles' | 'delegatedGrants'>): TicketCategory[] =>
  TICKET_CATEGORIES.filter((category) => reaches(actor, TICKET_DECIDERS[category]));

/** Of a category they decide, and not their own. */
export const decidesTicket = (actor: AuthUser, ticket: { employeeId: number; category: string }) =>
  ticket.employeeId !== actor.id && (decidedCategories(actor) as string[]).includes(ticket.category);

export const seesTicket = (actor: AuthUser, ticket: { employeeId: number; category: string }) =>
  ticket.employeeId === actor.id || decidesTicket(actor, ticket);

type Sort = (typeof DECIDER_TICKET_SORTS)[number];
const PRIORITY_RANK = sql`case ${t.priority} when 'URGENT' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 else 1 end`;
const SORTS: ListSorts<Sort> = requestSorts(t, {
  dueBy: t.dueBy,
  priority: PRIORITY_RANK,
  subject: t.subject,
  category: t.category,
});

/** One's own (`ownerId`), or a desk's: its categories (`categories`) but not the viewer's own (`viewerId`). */
const scopeCondition = {
  own: eq(t.employeeId, sql.placeholder('ownerId')),
  desk: sql`${t.category} = any(${sql.placeholder('categories')}::text[]) and ${ne(t.employeeId, sql.placeholder('viewerId'))}`,
};

type TicketListQuery = ListQuery<Sort> & {
  status?: string;
  overdue?: boolean;
  category?: string;
  priority?: string;
  search?: string;
};

function ticketFilters(q: TicketListQuery): PlaceholderFilters {
  const filters = new PlaceholderFilters();
  if (q.status && q.status !== 'ALL') filters.add(eq(t.status, sql.placeholder('status')), { status: q.status });
  if (q.overdue !== undefined)
    filters.add(q.overdue ? overdueSql : sql`not ${overdueSql}`, {}, q.overdue ? 'overdue' : 'not overdue');
  if (q.category) filters.add(eq(t.category, sql.placeholder('category')), { category: q.category });
  if (q.priority) filters.add(eq(t.priority, sql.placeholder('priority')), { priority: q.priority });
  if (q.search) {
    const search = sql.placeholder('search');
    filters.add(
      or(
        ilike(t.subject, search),
        sql`${t.employeeId} in (${userIdsNamedSql(search)})`,
        sql`${t.id}::text = ${sql.placeholder('ticketNumber')}`,
      )!,
      {
        search: likePattern(q.search),
        ticketNumber: q.search.replace(/^#/, ''),
      },
    );
  }
  return filters;
}

/** For the files they hold: the requester's own, or of a category they decide. */
export async function mayReadTicketFiles(executor: Executor, actor: AuthUser, entityId: string): Promise<boolean> {
  const id = Number(entityId);
  if (!Number.isInteger(id)) return false;
  const [row] = await executor.select({ employeeId: t.employeeId, category: t.category }).from(t).where(eq(t.id, id));
  return Boolean(row && seesTicket(actor, row));
}

type Deps = Pick<AppDeps, 'db' | 'push'>;

/** Read on every visit of the help desk (db/prepared.ts). */
const page = preparedListPages<TicketRow, TTicket, keyof typeof scopeCondition, Sort, TicketListQuery>({
  table: t,
  columns: ticketColumns,
  id: t.id,
  scopes: scopeCondition,
  sorts: SORTS,
  filters: ticketFilters,
  items: toTickets,
});

export async function createTicket(
  deps: Deps,
  actor: AuthUser,
  input: z.output<typeof ZTicketCreateSchema>,
): Promise<TTicket> {
  const subCategories = (await masterData(deps.db)).ticketSubCategories;
  if (!subCategories.some((s) => s.code === input.subCategory && subCategoryBelongsTo(s.code, input.category))) {
    throw fieldError('subCategory', `Choose a sub-category of ${input.category}.`);
  }
  const row = await createRequest(deps, serverTicketFamily, actor, async (tx) => {
    const dueBy = sql`now() + make_interval(hours => ${TICKET_DUE_HOURS[input.priority]})`;
    const [inserted] = await tx
      .insert(t)
      .values({
        employeeId: actor.id,
        status: 'OPEN',
        category: input.category,
        subCategory: input.subCategory,
        priority: input.priority,
        subject: input.subject,
        description: input.description,
        dueBy,
      })
      .returning();
    for (const [i, fileId] of input.attachmentIds.entries()) {
      await attachFile(tx, {
        fileId,
        ownerId: actor.id,
        category: 'TICKET_ATTACHMENT',
        entity: TICKET_ENTITY,
        entityId: inserted!.id,
        field: `attachmentIds.${i}`,
      });
    }
    return inserted!;
  });
  return ticketById(deps.db, row.id);
}

export async function ownTickets(db: Db, actor: AuthUser, query: z.output<typeof ZOwnTicketQuerySchema>) {
  return page(db, 'own', { ownerId: actor.id }, query);
}

export async function deskTickets(db: Db, actor: AuthUser, query: z.output<typeof ZDeciderTicketQuerySchema>) {
  const categories = decidedCategories(actor);
  if (categories.length === 0) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  // TICKET_CATEGORIES' codes are letters only, so an array literal as they are is safe.
  return page(db, 'desk', { categories: `{${categories.join(',')}}`, viewerId: actor.id }, query);
}

async function commentsOf(db: Db, ticketId: number): Promise<TTicketComment[]> {
  const rows = await db
    .select({
      id: c.id,
      ticketId: c.ticketId,
      authorId: c.authorId,
      authorName: sql<string>`${userNameSql(c.authorId)}`,
      body: c.body,
      createdAt: c.createdAt,
    })
    .from(c)
    .where(eq(c.ticketId, ticketId))
    .orderBy(asc(c.createdAt), asc(c.id));
  return rows.map((r) => ({ ...r, authorName: r.authorName ?? 'Someone', createdAt: r.createdAt.toISOString() }));
}

/** Requester or decider; anyone else learns nothing of it. */
async function visible(db: Db, actor: AuthUser, id: number): Promise<TTicket> {
  const ticket = await ticketById(db, id).catch(() => undefined);
  if (!ticket || !seesTicket(actor, ticket)) throw notFound('No such ticket.');
  return ticket;
}

/** With its comments and history, and what the caller may do with it. */
export async function ticketDetail(db: Db, actor: AuthUser, id: number): Promise<TTicketDetail> {
  const ticket = await visible(db, actor, id);
  const comments = await commentsOf(db, id);
  const open = ticket.status === 'OPEN';
  const history: TTicketEvent[] = [
    { kind: 'OPENED', at: ticket.createdAt, byId: ticket.employeeId, byName: ticket.employeeName, note: null },
    ...comments.map((cm): TTicketEvent => ({
      kind: 'COMMENTED',
      at: cm.createdAt,
      byId: cm.authorId,
      byName: cm.authorName,
      note: null,
    })),
  ];
  if (ticket.status === 'SOLVED' || ticket.status === 'REJECTED') {
    history.push({
      kind: ticket.status,
      at: ticket.decidedAt ?? ticket.updatedAt,
      byId: ticket.decidedBy,
      byName: ticket.decidedByName,
      note: ticket.remark,
    });
  } else if (ticket.status === 'CANCELLED') {
    history.push({
      kind: 'CANCELLED',
      at: ticket.updatedAt,
      byId: ticket.employeeId,
      byName: ticket.employeeName,
      note: null,
    });
  }
  const decides = decidesTicket(actor, ticket);
  return {
    ...ticket,
    comments,
    history,
    mayComment: open,
    mayDecide: open && decides,
    mayCancel: open && ticket.employeeId === actor.id,
  };
}

/** The requester or a decider, while open; the other side is notified. */
export async function commentOnTicket(
  { db, push }: Deps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ZTicketCommentCreateSchema>,
): Promise<TTicketComment> {
  const { created, written } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!row || !seesTicket(actor, row)) throw notFound('No such ticket.');
    if (row.status !== 'OPEN') throw conflict(`The ticket is ${row.status.toLowerCase()}: comments are closed.`);
    const [inserted] = await tx.insert(c).values({ ticketId: id, authorId: actor.id, body: input.body }).returning();
    const byRequester = row.employeeId === actor.id;
    const permission = TICKET_DECIDERS[row.category as TicketCategory];
    const recipients = byRequester
      ? (await activeUsers(tx)).filter((u) => u.id !== row.employeeId && can(u, permission)).map((u) => u.id)
      : [row.employeeId];
    const author = await userName(tx, actor.id);
    const sent = await notify(tx, recipients, {
      title: byRequester ? 'New comment from the requester' : 'New comment on your ticket',
      body: `${author} on "${row.subject}": ${input.body}`,
      link: ticketLink(id),
    });
    return { created: inserted!, written: sent };
  });
  void sendPush(db, push, written).catch(() => undefined);
  return {
    id: created.id,
    ticketId: id,
    authorId: actor.id,
    authorName: await userName(db, actor.id),
    body: created.body,
    createdAt: created.createdAt.toISOString(),
  };
}
