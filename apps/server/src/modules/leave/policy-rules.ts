import { addDays, formatIsoDate as formatDate, isWeekend } from '@staffdesk/shared/dates';
import type { HalfDay } from '@staffdesk/shared/schemas/leave';
import { badRequest, conflict } from '../../errors';
import { formatDays } from './family';
import type { LeavePolicyRow } from './policies';

/** The rules of a leave type's policy that a new request meets (decision 018); each refusal says the rule in words. */

interface Asked {
  typeLabel: string;
  fromDate: string;
  toDate: string;
  halfDay: HalfDay;
}

const field = (name: string, message: string) => badRequest(message, [`${name}: ${message}`]);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The same day N months on, or the month's last day when it has no such day (August 31 + 6 months: February 28). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The N-th working day from `from` (the first counts as 1). */
function nthWorkingDay(from: string, n: number, daysOff: ReadonlySet<string>): string {
  let date = from;
  for (let seen = 0; ; date = addDays(date, 1)) {
    if (!isWeekend(date) && !daysOff.has(date)) seen++;
    if (seen === n) return date;
  }
}

/** Before the days are counted: half days, probation, notice (from the office's today), consecutive working days. */
export function checkPolicyRules(
  policy: LeavePolicyRow,
  asked: Asked,
  context: { today: string; dateOfJoining: string | null; workingDays: number; daysOff: ReadonlySet<string> },
): void {
  const { typeLabel: label } = asked;
  if (!policy.halfDays && asked.halfDay !== 'NONE')
    throw field('halfDay', `${label} cannot be taken in half days: ask for the whole day.`);
  if (policy.probationMonths && context.dateOfJoining) {
    const opens = addMonths(context.dateOfJoining, policy.probationMonths);
    if (asked.fromDate < opens)
      throw field(
        'fromDate',
        `${label} opens ${plural(policy.probationMonths, 'month')} after joining: the earliest start is ${formatDate(opens)}.`,
      );
  }
  if (policy.minNoticeDays) {
    const earliest = addDays(context.today, policy.minNoticeDays);
    if (asked.fromDate < earliest)
      throw field(
        'fromDate',
        `${label} needs ${plural(policy.minNoticeDays, "day's", "days'")} notice: the earliest start is ${formatDate(earliest)}.`,
      );
  }
  const max = policy.maxConsecutiveDays;
  if (max && context.workingDays > max) {
    const lastDay = nthWorkingDay(asked.fromDate, max, context.daysOff);
    throw field(
      'toDate',
      `${label} can be taken for at most ${plural(max, 'working day')} in a row: this request has ` +
        `${context.workingDays}; end it by ${formatDate(lastDay)}.`,
    );
  }
}

/** The balance may go below zero by the policy's allowance, no further. */
export function checkBalance(
  policy: LeavePolicyRow | undefined,
  label: string,
  available: number,
  days: number,
  sandwiched: number,
): void {
  const allowed = policy?.negativeAllowedDays ?? 0;
  if (days <= available + allowed) return;
  const counted = sandwiched > 0 ? ` (with ${formatDays(sandwiched)} off the sandwich rule counts)` : '';
  const below = allowed > 0 ? `, and at most ${formatDays(allowed)} below zero is allowed` : '';
  const left = available < 0 ? `${formatDays(-available)} below zero already` : `${formatDays(available)} available`;
  throw conflict(`Not enough ${label}: ${left}, ${days} requested${counted}${below}.`);
}
