import {
  type TAttendanceDay,
  type TAttendanceSummary,
  type TCalendar,
  type TOfficeHours,
  type TTeamToday,
  type TeamOutReason,
  type DayStatus,
  type PlannedStatus,
  PLANNED_STATUSES,
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

const isPlanned = (status: DayStatus): status is PlannedStatus =>
  (PLANNED_STATUSES as readonly string[]).includes(status);

async function monthSummary(db: Db, employee: EmployeeInfo, monthYear: string): Promise<TAttendanceSummary> {
  const now = new Date();
  const today = todayOf(employee, now);
  const { from, to } = monthRange(monthYear);
  const days: TAttendanceDay[] = (await daysOf(db, [employee], from, to, now)).get(employee.id) ?? [];
  // Leave approved for next week is not taken yet: it is planned, not counted.
  const planned = Object.fromEntries(PLANNED_STATUSES.map((s) => [s, 0])) as Record<PlannedStatus, number>;
  for (const day of days) if (day.date > today && isPlanned(day.status)) planned[day.status] += 1;
  return {
    employeeId: employee.id,
    monthYear,
    ...summarize(
      days.filter((d) => d.date <= today),
      today,
    ),
    planned,
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

/** Who of the actor's team is in today, who is not in yet, and who is away and why; each in their own time zone. */
export async function teamToday(db: Db, actor: AuthUser): Promise<TTeamToday> {
  const team = await teamOf(db, actor);
  const now = new Date();
  const todayIn = (timeZone: string) => localDateTime(now, timeZone).date;
  const date = todayIn(actor.employee?.timeZone ?? DEFAULT_TIME_ZONE);
  const outCounts = Object.fromEntries(TEAM_OUT_REASONS.map((reason) => [reason, 0])) as Record<TeamOutReason, number>;
  const answer: TTeamToday = { date, teamSize: team.length, inCount: 0, in: [], offCount: 0, outCounts, out: [] };
  if (team.length === 0) return answer;
  // Each person's own today: the days from the earliest to the latest of them (one day when the team shares a time zone).
  const todays = team.map((person) => todayIn(person.timeZone)).sort();
  const days = await daysOf(db, team, todays[0]!, todays.at(-1)!, now);
  for (const person of team) {
    const today = todayIn(person.timeZone);
    const day = days.get(person.id)?.find((d) => d.date === today);
    const state = day ? teamDayOf(day) : 'OFF';
    // Everyone counted, the first few of each group named: MD's and ADMIN's "team" is the whole company.
    if (state === 'OFF') answer.offCount += 1;
    else if (state === 'IN') {
      if (++answer.inCount <= TEAM_TODAY_NAMES_PER_REASON)
        answer.in.push({ employeeId: person.id, name: person.name, firstInTime: day!.firstInTime! });
    } else if (++outCounts[state] <= TEAM_TODAY_NAMES_PER_REASON)
      answer.out.push({ employeeId: person.id, name: person.name, reason: state, detail: day!.leaveLabel ?? null });
  }
  return answer;
}

/**
 * Where someone stands today: in (checked in), away for a reason, not in yet (a working day without a check-in,
 * before their office start too), or off (not a working day of theirs).
 */
export function teamDayOf(day: TAttendanceDay): 'IN' | 'OFF' | TeamOutReason {
  if (day.status === 'LEAVE') return 'LEAVE';
  if (day.status === 'HALF_DAY_LEAVE') return 'HALF_DAY_LEAVE';
  if (day.status === 'WFH' || day.workFromHome) return 'WFH';
  if (day.status === 'ABSENT') return 'ABSENT';
  if (day.status === 'TODAY' || day.status === 'PRESENT' || day.status === 'MISSING_PUNCH')
    return day.firstInTime ? 'IN' : 'NOT_IN_YET';
  return 'OFF';
}
