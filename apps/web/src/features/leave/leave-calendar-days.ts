import { eachDate, isWeekend, monthRange } from '@staffdesk/shared/dates';
import type { TLeaveCalendar, TLeaveCalendarEntry } from '@staffdesk/shared/schemas/leave';

export interface LeaveCalendarDay {
  /** YYYY-MM-DD */
  date: string;
  /** "Holiday: Diwali", "Optional holiday: Onam". */
  holiday: string | null;
  /** By name. */
  out: TLeaveCalendarEntry[];
}

/**
 * Every day of the month with who is out on it. A request covers its working days only, as its days were
 * counted: weekends and holidays that are days off are left out.
 */
export function leaveCalendarDays(calendar: TLeaveCalendar): LeaveCalendarDay[] {
  const { from, to } = monthRange(calendar.month);
  const holidays = new Map(calendar.holidays.map((h) => [h.date, h]));
  const days = new Map<string, LeaveCalendarDay>();
  for (const date of eachDate(from, to)) {
    const holiday = holidays.get(date);
    days.set(date, {
      date,
      holiday: holiday ? `${holiday.optional ? 'Optional holiday' : 'Holiday'}: ${holiday.name}` : null,
      out: [],
    });
  }
  for (const entry of calendar.entries) {
    for (const date of eachDate(entry.fromDate < from ? from : entry.fromDate, entry.toDate > to ? to : entry.toDate)) {
      const holiday = holidays.get(date);
      if (isWeekend(date) || (holiday && !holiday.optional)) continue;
      days.get(date)?.out.push(entry);
    }
  }
  for (const day of days.values()) day.out.sort((a, b) => a.employeeName.localeCompare(b.employeeName));
  return [...days.values()];
}

const HALVES: Record<TLeaveCalendarEntry['halfDay'], string> = {
  NONE: '',
  FIRST_HALF: ', first half',
  SECOND_HALF: ', second half',
};

/** "Rahul Verma: Casual Leave", "Sara Khan: Work From Home, first half (pending)". */
export function outText(entry: TLeaveCalendarEntry): string {
  const pending = entry.status === 'PENDING' ? ' (pending)' : '';
  return `${entry.employeeName}: ${entry.typeLabel}${HALVES[entry.halfDay]}${pending}`;
}
