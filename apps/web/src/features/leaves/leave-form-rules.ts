import type { HalfDay, TEventBalance, TEventType } from '@staffdesk/shared/schemas/leave';

/** The server's time zone for "today" (leave/dates.ts): the form's date limits agree with it. */
export const LEAVE_TIME_ZONE = 'Asia/Kolkata';

export function todayIso(now: Date = new Date(), timeZone = LEAVE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A half day is possible only when the request is for a single day (the shared schema says so too). */
export function halfDayAllowed(fromDate: string, toDate: string): boolean {
  return ISO_DATE.test(fromDate) && fromDate === toDate;
}

/**
 * The working days a request counts, as the server counts them: weekends and (non-optional) holidays are
 * left out, and a half day is 0.5. Null when the range is not complete or ends before it starts.
 */
export function countWorkingDays(fromDate: string, toDate: string, holidays: ReadonlySet<string>, halfDay: HalfDay = 'NONE'): number | null {
  if (!ISO_DATE.test(fromDate) || !ISO_DATE.test(toDate) || toDate < fromDate) return null;
  let days = 0;
  for (let day = fromDate; day <= toDate; day = addDaysIso(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) days += 1;
  }
  if (days > 0 && halfDay !== 'NONE' && fromDate === toDate) return 0.5;
  return days;
}

export function daysText(days: number): string {
  return `${days} working day${days === 1 ? '' : 's'}`;
}

/** "Casual Leave · 7 of 12 days available", or the type alone when it needs no balance. */
export function typeOptionLabel(type: TEventType, balance: TEventBalance | undefined): string {
  if (!type.needsBalance) return `${type.label} · no balance needed`;
  if (!balance) return type.label;
  return `${type.label} · ${balance.available} of ${balance.allotted} day${balance.allotted === 1 ? '' : 's'} available`;
}
