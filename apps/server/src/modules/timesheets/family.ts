import { and, eq, getTableName, sql } from 'drizzle-orm';
import { timesheetFamily } from '@staffdesk/shared/api/timesheets';
import { addDays } from '@staffdesk/shared/dates';
import { uiPath } from '@staffdesk/shared/routes';
import type { TTimesheetRequest } from '@staffdesk/shared/schemas/timesheets';
import type { Executor } from '../../db/client';
import { timesheetDays, timesheetEntries, timesheetRequests } from '../../db/schema/timesheets';
import { notFound } from '../../errors';
import { isEscalatedSql } from '../requests/escalations';
import { requesterRecordsReader, type ServerRequestFamily } from '../requests/family';
import { userNameSql } from '../users/full-name';
import { dayLabel, toHours, weekText } from './days';

export const TIMESHEET_ENTITY = 'timesheet';

const r = timesheetRequests;
const d = timesheetDays;
const e = timesheetEntries;

type RequestRow = typeof timesheetRequests.$inferSelect;

/** "the week May 17, 2027 to May 23, 2027", or the one day a request of one day holds. */
const rangeOf = (row: Pick<RequestRow, 'weekStart' | 'fromDate' | 'days'>) =>
  row.days === 1 ? dayLabel(row.fromDate) : weekText(row.weekStart);
const daysText = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

// Named in full: drizzle writes a select list's columns bare.
const requestColumn = (column: 'id' | 'created_at') =>
  sql`${sql.identifier(getTableName(r))}.${sql.identifier(column)}`;
/** A correlated subquery over timesheet_requests. */
export const lockedMinutesSql = sql<number>`(select coalesce(sum(te.minutes), 0)
  from ${e} te join ${d} td on td.employee_id = te.employee_id and td.date = te.date
  where td.request_id = ${requestColumn('id')})`;
/** When the earliest of its days was locked (its creation once it holds none: rejected, cancelled). */
export const lockedAtSql = sql<
  Date | string
>`coalesce((select min(td.locked_at) from ${d} td where td.request_id = ${requestColumn('id')}), ${requestColumn('created_at')})`;

const viewColumns = {
  id: r.id,
  employeeId: r.employeeId,
  employeeName: userNameSql(r.employeeId),
  status: r.status,
  decidedBy: r.decidedBy,
  decidedByName: userNameSql(r.decidedBy),
  decidedAt: r.decidedAt,
  remark: r.remark,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  escalated: isEscalatedSql(TIMESHEET_ENTITY, r.id),
  step: r.step,
  chain: r.chain,
  weekStart: r.weekStart,
  days: r.days,
  lockedMinutes: lockedMinutesSql.mapWith(Number),
  lockedAt: lockedAtSql.mapWith((v: string | Date) => new Date(v).toISOString()),
};

export function viewQuery(executor: Executor) {
  return executor.select(viewColumns).from(r);
}
type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

export const toView = ({ weekStart, days, lockedMinutes, employeeName, ...row }: ViewRow): TTimesheetRequest => ({
  ...row,
  employeeName: employeeName ?? 'Someone',
  startDate: weekStart,
  endDate: addDays(weekStart, 6),
  lockedDays: days,
  lockedHours: toHours(lockedMinutes),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function timesheetRequestById(executor: Executor, id: number): Promise<TTimesheetRequest> {
  const [row] = await viewQuery(executor).where(eq(r.id, id));
  if (!row) throw notFound('No such request.');
  return toView(row);
}

/**
 * Timesheet weeks as requests (docs/decisions/013), decided by the reporting manager (MD and ADMIN for everyone).
 * Approved, the days are APPROVED; rejected or cancelled, they open again. A week waits from its first day locked.
 */
export const serverTimesheetFamily: ServerRequestFamily<typeof timesheetRequests, TTimesheetRequest> = {
  declaration: timesheetFamily,
  entity: TIMESHEET_ENTITY,
  table: timesheetRequests,
  describe: (row) => `timesheet of ${weekText(row.weekStart)}`,
  links: (row) => ({
    requester: uiPath('/ui/self-service/timesheet', { week: row.weekStart }),
    decider: uiPath('/ui/self-service/approvals', { tab: 'timesheet' }),
  }),
  words: {
    awaits: 'approval',
    decided: (row, { status, remark, by, onBehalfOf }) => {
      const who = onBehalfOf ? `${by} on behalf of ${onBehalfOf}` : by;
      const why = remark ? `: ${remark}` : '';
      return status === 'APPROVED'
        ? {
            title: 'Timesheet approved',
            body: `${who} approved ${daysText(row.days)} of your timesheet: ${rangeOf(row)}${why}.`,
          }
        : {
            title: 'Timesheet returned',
            body: `${who} returned ${daysText(row.days)} of your timesheet: ${rangeOf(row)}${why}. They are open again to change and submit.`,
          };
    },
  },
  waitingSince: lockedAtSql,
  view: timesheetRequestById,
  mayRead: requesterRecordsReader,
  async onDecided(tx, row, decision, actor) {
    const locked = and(eq(d.requestId, row.id), eq(d.status, 'LOCKED'));
    if (decision === 'approve')
      await tx
        .update(d)
        .set({ status: 'APPROVED', decidedBy: actor.id, decidedAt: sql`now()` })
        .where(locked);
    else await tx.delete(d).where(locked);
  },
  async onCancelled(tx, row) {
    await tx.delete(d).where(and(eq(d.requestId, row.id), eq(d.status, 'LOCKED')));
  },
};
