import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, monthRange } from '@staffdesk/shared/dates';
import {
  LEAVE_CALENDAR_STATUSES,
  LEAVE_RULES,
  type HalfDay,
  type TLeaveCalendar,
  type ZLeaveCalendarQuerySchema,
} from '@staffdesk/shared/schemas/leave';
import { eventRequests, eventTypes } from '../../db/schema/leave';
import type { Db } from '../../db/client';
import { can, teamScopeOf, type AuthUser } from '../../access';
import { badRequest, forbidden } from '../../errors';
import { holidaysBetween } from '../calendar/holidays';
import { departmentSql, headcountByDepartment, reporteeIdsSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';

type CalendarQuery = z.output<typeof ZLeaveCalendarQuerySchema>;

const requester = eventRequests.employeeId;

/**
 * The team of the approvals: a manager's reportees (with the manager), and for whoever acts as any manager
 * everyone. Someone without reportees sees the team they are in, those who share their manager.
 */
function teamCondition(actor: AuthUser): SQL | undefined {
  if (teamScopeOf(actor) === 'everyone-else') return undefined;
  const managerId = actor.employee?.managerId;
  const peers = managerId == null ? sql`false` : sql`${requester} in (${reporteeIdsSql(managerId)})`;
  return sql`(${requester} = ${actor.id} or ${requester} in (${reporteeIdsSql(actor.id)})
    or (not exists (${reporteeIdsSql(actor.id)}) and ${peers}))`;
}

/** Departments are matched as the attendance export matches them, without regard to case. */
const inDepartment = (department: string) => sql`lower(${departmentSql(requester)}) = lower(${department})`;

function scopeOf(actor: AuthUser, q: CalendarQuery): { condition: SQL | undefined; department: string | null } {
  if (q.department !== undefined && q.scope !== 'company')
    throw badRequest('A department narrows the company calendar only: choose scope company, or leave it out.');
  if (q.scope === 'team') return { condition: teamCondition(actor), department: null };
  if (q.scope === 'department') {
    const department = actor.employee?.department;
    if (!department) throw forbidden('You are in no department, so there is no department calendar for you.');
    return { condition: inDepartment(department), department };
  }
  if (!can(actor, 'VIEW_ANY_EMPLOYEE')) throw forbidden("Only HR sees the whole company's calendar.");
  return { condition: q.department ? inDepartment(q.department) : undefined, department: q.department ?? null };
}

/**
 * The month's approved and pending requests of the scope with their people, in one read. A request spans at most
 * LEAVE_RULES.maxCalendarDays, so its start is bounded on both sides and the start index finds the month's rows.
 */
async function entriesOf(db: Db, from: string, to: string, scope: SQL | undefined, typeCode: string | undefined) {
  const rows = await db
    .select({
      requestId: eventRequests.id,
      employeeId: requester,
      employeeName: sql<string>`${userNameSql(requester)}`,
      department: departmentSql(requester),
      typeCode: eventRequests.typeCode,
      typeLabel: eventTypes.label,
      isLeave: eventTypes.isLeave,
      status: eventRequests.status,
      fromDate: eventRequests.fromDate,
      toDate: eventRequests.toDate,
      halfDay: eventRequests.halfDay,
    })
    .from(eventRequests)
    .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
    .where(
      and(
        gte(eventRequests.fromDate, addDays(from, 1 - LEAVE_RULES.maxCalendarDays)),
        lte(eventRequests.fromDate, to),
        gte(eventRequests.toDate, from),
        inArray(eventRequests.status, [...LEAVE_CALENDAR_STATUSES]),
        typeCode ? eq(eventRequests.typeCode, typeCode) : undefined,
        scope,
      ),
    )
    .orderBy(asc(eventRequests.fromDate), asc(eventRequests.id));
  return rows.map(({ isLeave, ...row }) => ({
    ...row,
    kind: isLeave ? ('LEAVE' as const) : ('WFH' as const),
    status: row.status as (typeof LEAVE_CALENDAR_STATUSES)[number],
    halfDay: row.halfDay as HalfDay,
  }));
}

export async function leaveCalendar(db: Db, actor: AuthUser, q: CalendarQuery): Promise<TLeaveCalendar> {
  const { condition, department } = scopeOf(actor, q);
  const { from, to } = monthRange(q.month);
  const [entries, holidays, departments] = await Promise.all([
    entriesOf(db, from, to, condition, q.typeCode),
    holidaysBetween(db, from, to),
    q.scope === 'company' ? headcountByDepartment(db) : Promise.resolve([]),
  ]);
  return {
    month: q.month,
    scope: q.scope,
    department,
    departments: departments.flatMap((d) => (d.department ? [d.department] : [])),
    holidays,
    entries,
  };
}
