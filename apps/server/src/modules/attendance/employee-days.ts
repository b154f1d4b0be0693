import { MAX_CALENDAR_DAYS, type TOfficeHours } from '@staffdesk/shared/schemas/attendance';
import { daysBetween, localDateTime, monthRange } from '@staffdesk/shared/dates';
import type { AuthUser, EmployeeInfo } from '../../access';
import { badRequest, notFound } from '../../errors';

/** The caller's own employee record, read with their session; 404 for a user without one. */
export async function selfEmployee(actor: AuthUser): Promise<EmployeeInfo> {
  if (!actor.employee) throw notFound('You have no employee record.');
  return actor.employee;
}

export function officeHoursOf(e: EmployeeInfo): TOfficeHours {
  return { employeeId: e.id, start: e.officeStart, end: e.officeEnd, timeZone: e.timeZone };
}

/** A requested range, defaulted to a month and bounded: at most MAX_CALENDAR_DAYS days. */
export function boundedRange(
  query: { startDate?: string; endDate?: string },
  fallback: { from: string; to: string },
): { from: string; to: string } {
  const from = query.startDate ?? (query.endDate ? monthRange(query.endDate.slice(0, 7)).from : fallback.from);
  const to = query.endDate ?? (query.startDate ? monthRange(query.startDate.slice(0, 7)).to : fallback.to);
  if (daysBetween(from, to) + 1 > MAX_CALENDAR_DAYS) {
    const message = `The range can span at most ${MAX_CALENDAR_DAYS} days.`;
    throw badRequest(message, [`endDate: ${message}`]);
  }
  return { from, to };
}

export const todayOf = (e: EmployeeInfo, now = new Date()) => localDateTime(now, e.timeZone).date;
