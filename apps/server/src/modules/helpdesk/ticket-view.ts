import { eq, sql } from 'drizzle-orm';
import type { TTicket } from '@staffdesk/shared/schemas/helpdesk';
import { helpdeskTickets } from '../../db/schema/helpdesk';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { attachedFiles } from '../files/service';
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
};

export function ticketQuery(executor: Executor) {
  return executor.select(ticketColumns).from(t);
}

export type TicketRow = Awaited<ReturnType<typeof ticketQuery>>[number];

/** Rows as the API answers them, with their attachments read in one statement. */
export async function toTickets(executor: Executor, rows: readonly TicketRow[]): Promise<TTicket[]> {
  const files = await attachedFiles(executor, { entity: TICKET_ENTITY, entityIds: rows.map((r) => r.id), category: 'TICKET_ATTACHMENT' });
  return rows.map((r) => ({
    ...r,
    overdue: Boolean(r.overdue),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    dueBy: r.dueBy.toISOString(),
    attachments: files.get(String(r.id)) ?? [],
  }));
}

export async function ticketById(executor: Executor, id: number): Promise<TTicket> {
  const [row] = await ticketQuery(executor).where(eq(t.id, id));
  if (!row) throw notFound('No such ticket.');
  const [ticket] = await toTickets(executor, [row]);
  return ticket!;
}
