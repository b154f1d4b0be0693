import {
  type TAttendanceDay,
  type TAttendanceSummary,
  type TCalendar,
  type TOfficeHours,
  type TTeamToday,
  type TeamOutReason,
  TEAM_OUT_REASONS,
  TEAM_TODAY_NAMES_PER_REASON,
} from '@staffdesk/shared/schemas/attendance';
import { DEFAULT_TIME_ZONE, localDateTime, monthRange } from '@staffdesk/shared/dates';
import type { Db } from '../../db/client';
import type { AuthUser, EmployeeInfo } from '../../access';
import { teamOf, viewableEmployee } from '../organisation/employees';
import { daysOf } from './day-data';
import { summarize } from './days';
import { boundedRange, officeHoursOf, selfEmployee, todayOf } from './employee-days';

export async function calendar(
  db: Db,
  actor: AuthUser,
  query: { employeeId?: number; startDate?: string; endDate?: string },
): Promise<TCalendar> {
  const employee = await viewableEmployee(db, actor, query.employeeId ?? actor.id, 'records');
  const { from, to } = boundedRange(query, monthRange(todayOf(employee).slice(0, 7)));
  const days = (await daysOf(db, [employee], from, to)).get(employee.id) ?? [];
  return {
    employeeId: employee.id,
    startDate: from,
    endDate: to,
    timeZone: employee.timeZone,
    officeHours: officeHoursOf(employee),
    days,
  };
}

export async function officeHours(db: Db, actor: AuthUser, employeeId: number): Promise<TOfficeHours> {
  return officeHoursOf(await viewableEmployee(db, actor, employeeId, 'records'));
}

async function monthSummary(db: Db, employee: EmployeeInfo, monthYear: string): Promise<TAttendanceSummary> {
  const now = new Date();
  const today = todayOf(employee, now);
  const { from, to } = monthRange(monthYear);
  const days: TAttendanceDay[] = (await daysOf(db, [employee], from, to, now)).get(employee.id) ?? [];
  return {
    employeeId: employee.id,
    monthYear,
    ...summarize(days, today),
    today: days.find((d) => d.date === today) ?? null,
    days,
  };
}

export async function ownDashboard(db: Db, actor: AuthUser): Promise<TAttendanceSummary> {
  const employee = await selfEmployee(actor);
  return monthSummary(db, employee, todayOf(employee).slice(0, 7));
}

/** A reportee's month: their manager, MD and ADMIN; anyone else gets 404. */
export async function reporteeDashboard(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  monthYear: string | undefined,
): Promise<TAttendanceSummary> {
  const employee = await viewableEmployee(db, actor, employeeId, 'team-views');
  return monthSummary(db, employee, monthYear ?? todayOf(employee).slice(0, 7));
}

/** Who of the actor's team is out today, at a glance; each person's day in their own time zone. */
export async function teamToday(db: Db, actor: AuthUser): Promise<TTeamToday> {
  const team = await teamOf(db, actor);
  const now = new Date();
  const local = (timeZone: string) => localDateTime(now, timeZone);
  const date = local(actor.employee?.timeZone ?? DEFAULT_TIME_ZONE).date;
  const outCounts = Object.fromEntries(TEAM_OUT_REASONS.map((reason) => [reason, 0])) as Record<TeamOutReason, number>;
  if (team.length === 0) return { date, teamSize: 0, outCounts, out: [] };
  // Each person's own today: the days from the earliest to the latest of them (one day when the team shares a time zone).
  const todays = team.map((person) => local(person.timeZone).date).sort();
  const days = await daysOf(db, team, todays[0]!, todays.at(-1)!, now);
  const out: TTeamToday['out'] = [];
  for (const person of team) {
    const { date: today, time } = local(person.timeZone);
    const day = days.get(person.id)?.find((d) => d.date === today);
    if (!day) continue;
    const reason = outReason(day, person, time);
    if (!reason) continue;
    // Everyone counted, the first few of each reason named: MD's and ADMIN's "team" is the whole company.
    if (++outCounts[reason] <= TEAM_TODAY_NAMES_PER_REASON)
      out.push({ employeeId: person.id, name: person.name, reason, detail: day.leaveLabel ?? null });
  }
  return { date, teamSize: team.length, outCounts, out };
}

/** Why someone is not in today, or null when they are in (or it is not a working day for them). */
export function outReason(
  day: TAttendanceDay,
  person: Pick<EmployeeInfo, 'officeStart'>,
  nowTime: string,
): TeamOutReason | null {
  if (day.status === 'LEAVE') return 'LEAVE';
  if (day.status === 'HALF_DAY_LEAVE') return 'HALF_DAY_LEAVE';
  if (day.status === 'WFH' || day.workFromHome) return 'WFH';
  if (day.status === 'ABSENT') return 'ABSENT';
  if (day.status === 'TODAY' && !day.firstInTime && nowTime > person.officeStart) return 'NOT_IN_YET';
  return null;
}
