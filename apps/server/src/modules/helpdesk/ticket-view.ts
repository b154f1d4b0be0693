import { eq, sql } from 'drizzle-orm';
import type { TTicket } from '@staffdesk/shared/schemas/helpdesk';
import { helpdeskTickets } from '../../db/schema/helpdesk';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { attachedFilesSql } from '../files/service';
import { employeeCodeSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import { isEscalatedSql } from '../requests/escalations';

/** The record kind ticket attachments are held by. */
export const TICKET_ENTITY = 'helpdesk-ticket';

const t = helpdeskTickets;
export const overdueSql = sql<boolean>`(${t.status} = 'OPEN' and ${t.dueBy} < now())`;

/** A ticket's columns as the API answers them (with toTickets). */
export const ticketColumns = {
  id: t.id,
  employeeId: t.employeeId,
  employeeName: sql<string>`${userNameSql(t.employeeId)}`,
  employeeCode: employeeCodeSql(t.employeeId),
  status: t.status,
  decidedBy: t.decidedBy,
  decidedByName: userNameSql(t.decidedBy),
  decidedAt: t.decidedAt,
  remark: t.remark,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  escalated: isEscalatedSql(TICKET_ENTITY, t.id),
  step: t.step,
  chain: t.chain,
  category: t.category,
  subCategory: t.subCategory,
  priority: t.priority,
  subject: t.subject,
  description: t.description,
  dueBy: t.dueBy,
  overdue: overdueSql,
  attachments: attachedFilesSql(TICKET_ENTITY, t, 'TICKET_ATTACHMENT'),
};

export function ticketQuery(executor: Executor) {
  return executor.select(ticketColumns).from(t);
}

export type TicketRow = Awaited<ReturnType<typeof ticketQuery>>[number];

/** Rows as the API answers them (their attachments come in the same statement). */
export function toTickets(rows: readonly TicketRow[]): TTicket[] {
  return rows.map((r) => ({
    ...r,
    overdue: Boolean(r.overdue),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    dueBy: r.dueBy.toISOString(),
  }));
}

export async function ticketById(executor: Executor, id: number): Promise<TTicket> {
  const [ticket] = toTickets(await ticketQuery(executor).where(eq(t.id, id)));
  if (!ticket) throw notFound('No such ticket.');
  return ticket;
}
