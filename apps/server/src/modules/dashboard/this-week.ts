import { DEFAULT_TIME_ZONE, addDays, todayIn, yearOf } from '@staffdesk/shared/dates';
import type { TThisWeek } from '@staffdesk/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../access';
import { holidaysBetween } from '../calendar/holidays';
import { colleaguesOf } from '../organisation/employees';

/** Days after today that birthdays and anniversaries are looked ahead to. */
export const PEOPLE_DAYS_AHEAD = 7;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * When a yearly day (birthday, joining) falls in [from, to] (at most a year apart), with its year, or null.
 * February 29 falls on February 28 in other years: the same month, and when people celebrate it.
 */
export function yearlyDayIn(iso: string, from: string, to: string): { date: string; year: number } | null {
  const monthDay = iso.slice(5);
  for (let year = yearOf(from); year <= yearOf(to); year++) {
    const date = `${year}-${monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay}`;
    if (date >= from && date <= to) return { date, year };
  }
  return null;
}

/** Weeks run Monday to Sunday, as timesheets count them. */
function sundayOfNextWeek(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(iso, ((7 - weekday) % 7) + 7);
}

/** Holidays to the end of next week, and the department's birthdays and work anniversaries ahead. */
export async function thisWeek(db: Db, actor: AuthUser, now = new Date()): Promise<TThisWeek> {
  const today = todayIn(actor.employee?.timeZone ?? DEFAULT_TIME_ZONE, now);
  const holidaysTo = sundayOfNextWeek(today);
  const peopleTo = addDays(today, PEOPLE_DAYS_AHEAD);
  const holidays = await holidaysBetween(db, today, holidaysTo);
  const department = actor.employee?.department;
  const birthdays: TThisWeek['birthdays'] = [];
  const anniversaries: TThisWeek['anniversaries'] = [];
  if (department) {
    // A department is tens of people: yearly days are worked out here, not in SQL's date arithmetic.
    const colleagues = await colleaguesOf(db, department, actor.id);
    for (const c of colleagues) {
      const birthday = c.birthDate ? yearlyDayIn(c.birthDate, today, peopleTo) : null;
      if (birthday) birthdays.push({ employeeId: c.employeeId, name: c.name, date: birthday.date });
      const joined = c.dateOfJoining ? yearlyDayIn(c.dateOfJoining, today, peopleTo) : null;
      const years = joined ? joined.year - yearOf(c.dateOfJoining!) : 0;
      if (joined && years >= 1)
        anniversaries.push({ employeeId: c.employeeId, name: c.name, date: joined.date, years });
    }
  }
  const byDate = (a: { date: string; name: string }, b: { date: string; name: string }) =>
    a.date.localeCompare(b.date) || a.name.localeCompare(b.name);
  return {
    today,
    holidaysTo,
    peopleTo,
    holidays,
    birthdays: birthdays.sort(byDate),
    anniversaries: anniversaries.sort(byDate),
  };
}
