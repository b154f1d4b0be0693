import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { todayIn, yearOf } from '@staffdesk/shared/dates';
import type { TEventRequest, TLeaveStatistics, TLeaveSummary } from '@staffdesk/shared/schemas/leave';
import type { TDashboardLeaves } from '@staffdesk/shared/schemas/dashboard';
import { eventRequests, eventTypes } from '../../db/schema/leave';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../access';
import { daysOffBetween } from '../calendar/holidays';
import { viewableEmployee } from '../organisation/employees';
import { workingDaysTaken } from '../absences/approved-events';
import { balancesOf, listEventTypes } from './balances';
import { requestsFrom, toEventRequest } from './event-request-view';
import { ownTimeZone } from './time-zone';

type ApprovedDay = { date: string; share: number; typeCode: string; isLeave: boolean };

/** The working days of a year's approved leave and work from home, a half day as 0.5. */
async function approvedDaysOf(db: Db, employeeId: number, year: number): Promise<ApprovedDay[]> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [approved, daysOff] = await Promise.all([
    db
      .select({
        typeCode: eventRequests.typeCode,
        isLeave: eventTypes.isLeave,
        fromDate: eventRequests.fromDate,
        toDate: eventRequests.toDate,
        halfDay: eventRequests.halfDay,
      })
      .from(eventRequests)
      .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
      .where(
        and(
          eq(eventRequests.employeeId, employeeId),
          eq(eventRequests.status, 'APPROVED'),
          lte(eventRequests.fromDate, to),
          gte(eventRequests.toDate, from),
        ),
      ),
    daysOffBetween(db, from, to),
  ]);
  return approved.flatMap((r) =>
    [...workingDaysTaken(r, from, to, daysOff)].map((d) => ({ ...d, typeCode: r.typeCode, isLeave: r.isLeave })),
  );
}

/** By type; a request is split across the months it touches. */
async function statisticsOf(db: Db, employeeId: number, year: number): Promise<TLeaveStatistics> {
  const [allTypes, days] = await Promise.all([listEventTypes(db), approvedDaysOf(db, employeeId, year)]);
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`,
    byType: {} as Record<string, number>,
    leaveDays: 0,
    wfhDays: 0,
  }));
  const totals: Record<string, number> = {};
  for (const { date, share, typeCode, isLeave } of days) {
    const month = months[Number(date.slice(5, 7)) - 1]!;
    month.byType[typeCode] = (month.byType[typeCode] ?? 0) + share;
    if (isLeave) month.leaveDays += share;
    else month.wfhDays += share;
    totals[typeCode] = (totals[typeCode] ?? 0) + share;
  }
  return {
    employeeId,
    year,
    types: allTypes.map(({ code, label, isLeave }) => ({ code, label, isLeave })),
    months,
    totals,
  };
}

export async function ownStatistics(db: Db, actor: AuthUser, year?: number): Promise<TLeaveStatistics> {
  return statisticsOf(db, actor.id, year ?? yearOf(todayIn(ownTimeZone(actor))));
}

export async function reporteeStatistics(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  year?: number,
): Promise<TLeaveStatistics> {
  const info = await viewableEmployee(db, actor, employeeId, 'team-views');
  return statisticsOf(db, employeeId, year ?? yearOf(todayIn(info.timeZone)));
}

async function pendingCountOf(db: Db, employeeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRequests)
    .where(and(eq(eventRequests.employeeId, employeeId), eq(eventRequests.status, 'PENDING')));
  return row?.n ?? 0;
}

/** Approved leave (not work from home) that has not ended, soonest first. */
async function upcomingLeave(db: Db, employeeId: number, today: string, limit: number): Promise<TEventRequest[]> {
  const rows = await requestsFrom(db)
    .where(
      and(
        eq(eventRequests.employeeId, employeeId),
        eq(eventRequests.status, 'APPROVED'),
        eq(eventTypes.isLeave, true),
        gte(eventRequests.toDate, today),
      ),
    )
    .orderBy(asc(eventRequests.fromDate), asc(eventRequests.id))
    .limit(limit);
  return rows.map(toEventRequest);
}

export async function leaveSummary(db: Db, actor: AuthUser): Promise<TLeaveSummary> {
  const today = todayIn(ownTimeZone(actor));
  const [balances, upcoming, pendingCount] = await Promise.all([
    balancesOf(db, actor.id, yearOf(today)),
    upcomingLeave(db, actor.id, today, 10),
    pendingCountOf(db, actor.id),
  ]);
  return { year: yearOf(today), balances, upcoming, pendingCount };
}

async function dashboardOf(db: Db, employeeId: number, timeZone: string): Promise<TDashboardLeaves> {
  const today = todayIn(timeZone);
  const year = yearOf(today);
  const [balances, pendingCount, [nextLeave], approved] = await Promise.all([
    balancesOf(db, employeeId, year),
    pendingCountOf(db, employeeId),
    upcomingLeave(db, employeeId, today, 1),
    approvedDaysOf(db, employeeId, year),
  ]);
  const sum = (key: 'allotted' | 'used' | 'pending' | 'available') => balances.reduce((n, b) => n + b[key], 0);
  // An approved day still ahead is planned, not taken.
  const days = (keep: (d: ApprovedDay) => boolean) => approved.filter(keep).reduce((n, d) => n + d.share, 0);
  return {
    employeeId,
    year,
    balances,
    totals: { allotted: sum('allotted'), used: sum('used'), pending: sum('pending'), available: sum('available') },
    pendingCount,
    nextLeave: nextLeave ?? null,
    takenThisYear: days((d) => d.isLeave && d.date <= today),
    plannedThisYear: days((d) => d.isLeave && d.date > today),
    wfhThisMonth: days((d) => !d.isLeave && d.date <= today && d.date.startsWith(today.slice(0, 7))),
  };
}

export async function ownLeaveDashboard(db: Db, actor: AuthUser): Promise<TDashboardLeaves> {
  return dashboardOf(db, actor.id, ownTimeZone(actor));
}

export async function reporteeLeaveDashboard(db: Db, actor: AuthUser, employeeId: number): Promise<TDashboardLeaves> {
  const info = await viewableEmployee(db, actor, employeeId, 'team-views');
  return dashboardOf(db, employeeId, info.timeZone);
}
