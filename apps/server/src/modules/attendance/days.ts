import { DAY_STATUSES, type DayStatus, type TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type { ApprovedEvent } from '../absences/approved-events';
import { eachDate, isWeekend } from '@staffdesk/shared/dates';

/** One employee's punches on one of their days, summed by SQL (day-data.ts). */
export interface PunchDay {
  date: string;
  punches: number;
  firstIn: Date | null;
  lastOut: Date | null;
  lastIn: Date | null;
  firstInTime: string | null;
  lastOutTime: string | null;
  lastKind: string;
  closedMinutes: number;
}

export interface DayInputs {
  from: string;
  to: string;
  /** In their time zone. */
  today: string;
  now: Date;
  dateOfJoining: string | null;
  holidays: ReadonlyMap<string, { name: string; optional: boolean }>;
  events: readonly ApprovedEvent[];
  punches: ReadonlyMap<string, PunchDay>;
  /** When the caller derives many people's days over one range: eachDate's, once. */
  dates?: readonly string[];
}

export interface DayOptions {
  /** Only these statuses: a list of some (thousands of people's missing days) builds no other day. */
  keep?: (status: DayStatus) => boolean;
  /** First IN and last OUT as ISO instants; lists of statuses and minutes only (the CSV) skip them to spare garbage. */
  instants?: boolean;
}

/**
 * The one place that says what a day was, for the calendar, dashboards, missing-punch lists and CSV. In order:
 * not joined, weekend, holiday, full-day leave, half-day leave, today / upcoming, work from home, present, missing
 * punch (an IN without an OUT), absent. Punches on a weekend, holiday or leave day are still reported.
 */
export function deriveDays(input: DayInputs, { keep, instants = true }: DayOptions = {}): TAttendanceDay[] {
  const leave = new Map<string, ApprovedEvent>();
  const wfh = new Set<string>();
  for (const event of input.events) {
    const from = event.fromDate > input.from ? event.fromDate : input.from;
    const to = event.toDate < input.to ? event.toDate : input.to;
    for (const date of eachDate(from, to)) {
      if (!event.isLeave) wfh.add(date);
      // A full day wins over a half day when both are approved.
      else if (!leave.has(date) || event.halfDay === 'NONE') leave.set(date, event);
    }
  }

  const days: TAttendanceDay[] = [];
  for (const date of input.dates ?? eachDate(input.from, input.to)) {
    const p = input.punches.get(date);
    const holiday = input.holidays.get(date);
    const onLeave = leave.get(date);
    const status = statusOf(date, input, { holiday, onLeave, wfh: wfh.has(date), punches: p });
    if (keep && !keep(status)) continue;
    const isToday = date === input.today;
    const openMinutes =
      isToday && p?.lastKind === 'IN' && p.lastIn
        ? Math.max(0, (input.now.getTime() - p.lastIn.getTime()) / 60_000)
        : 0;
    days.push({
      date,
      status,
      holidayName: holiday?.name ?? null,
      leaveType: onLeave?.typeCode ?? null,
      leaveLabel: onLeave?.typeLabel ?? null,
      halfDay: onLeave && onLeave.halfDay !== 'NONE' ? onLeave.halfDay : null,
      workFromHome: wfh.has(date),
      firstIn: instants && p?.firstIn ? p.firstIn.toISOString() : null,
      lastOut: instants && p?.lastOut ? p.lastOut.toISOString() : null,
      firstInTime: p?.firstInTime ?? null,
      lastOutTime: p?.lastOutTime ?? null,
      workedMinutes: Math.floor((p?.closedMinutes ?? 0) + openMinutes),
      punches: p?.punches ?? 0,
      openPunch: p?.lastKind === 'IN',
    });
  }
  return days;
}

function statusOf(
  date: string,
  input: DayInputs,
  day: { holiday?: { optional: boolean }; onLeave?: ApprovedEvent; wfh: boolean; punches?: PunchDay },
): DayStatus {
  if (input.dateOfJoining && date < input.dateOfJoining) return 'NOT_JOINED';
  if (isWeekend(date)) return 'WEEKEND';
  if (day.holiday && !day.holiday.optional) return 'HOLIDAY';
  if (day.onLeave) return day.onLeave.halfDay === 'NONE' ? 'LEAVE' : 'HALF_DAY_LEAVE';
  if (date > input.today) return day.wfh ? 'WFH' : 'UPCOMING';
  if (day.wfh) return 'WFH';
  if (date === input.today) return 'TODAY';
  if (!day.punches) return 'ABSENT';
  return day.punches.lastKind === 'IN' ? 'MISSING_PUNCH' : 'PRESENT';
}

/** Counts per status (every status present), present days and worked time. */
export function summarize(days: readonly TAttendanceDay[], today: string) {
  const counts = Object.fromEntries(DAY_STATUSES.map((s) => [s, 0])) as Record<DayStatus, number>;
  for (const day of days) counts[day.status] += 1;
  const past = days.filter((d) => d.date < today && d.workedMinutes > 0);
  const workedMinutes = days.reduce((sum, d) => sum + d.workedMinutes, 0);
  return {
    counts,
    presentDays: counts.PRESENT + counts.WFH + counts.HALF_DAY_LEAVE / 2,
    workedMinutes,
    averageWorkedMinutes: past.length
      ? Math.round(past.reduce((sum, d) => sum + d.workedMinutes, 0) / past.length)
      : null,
  };
}
