import { monthRange } from '@staffdesk/shared/dates';
import type { TLeaveReport, TLeaveReportRow } from '@staffdesk/shared/schemas/hr-reports';
import { UTF8_BOM, csvRow } from '@staffdesk/shared/csv';
import type { Db } from '../../db/client';
import { daysOffBetween } from '../calendar/holidays';
import { approvedEventsBetween, workingDaysTaken } from '../absences/approved-events';
import { allotmentsOf, approvedAwaySql, leaveTypesInOrder } from '../leave/report-data';
import { employeesByCode } from '../organisation/employees';

/** Employees per batch of the leave report: three statements each. */
export const LEAVE_REPORT_BATCH_SIZE = 1000;

type LeaveType = TLeaveReport['types'][number] & { yearlyAllotment: number };

interface MonthContext {
  monthYear: string;
  from: string;
  to: string;
  yearStart: string;
  year: number;
  types: LeaveType[];
  daysOff: ReadonlySet<string>;
}

async function contextOf(db: Db, monthYear: string): Promise<MonthContext> {
  const { from, to } = monthRange(monthYear);
  const year = Number(monthYear.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const [types, daysOff] = await Promise.all([leaveTypesInOrder(db), daysOffBetween(db, yearStart, to)]);
  return { monthYear, from, to, yearStart, year, types, daysOff };
}

/**
 * One batch of employees after an employee code, in code order: those who had joined by the month's end and
 * are active, or who had approved leave or work from home in the month (someone who left since).
 */
function employeeBatch(db: Db, m: MonthContext, afterCode: string) {
  return employeesByCode(db, {
    joinedBy: m.to,
    afterCode,
    limit: LEAVE_REPORT_BATCH_SIZE,
    orAlso: (id) => approvedAwaySql(id, m.from, m.to),
  });
}

/** The rows of a batch: days of each type in the month, and each balance at the month's end. */
async function rowsOf(
  db: Db,
  m: MonthContext,
  batch: Awaited<ReturnType<typeof employeeBatch>>,
): Promise<TLeaveReportRow[]> {
  const ids = batch.map((e) => e.employeeId);
  const [events, allotments] = await Promise.all([
    approvedEventsBetween(db, ids, m.yearStart, m.to),
    allotmentsOf(db, ids, m.year),
  ]);
  const rows = new Map<number, TLeaveReportRow>();
  const isLeave = new Map(m.types.map((t) => [t.code, t.isLeave]));
  for (const e of batch) {
    const balances: Record<string, number> = {};
    for (const t of m.types) if (t.needsBalance) balances[t.code] = t.yearlyAllotment;
    rows.set(e.employeeId, { ...e, days: Object.fromEntries(m.types.map((t) => [t.code, 0])), leaveDays: 0, balances });
  }
  for (const a of allotments) {
    const row = rows.get(a.employeeId)!;
    if (a.typeCode in row.balances) row.balances[a.typeCode] = a.allotted;
  }
  for (const e of events) {
    const row = rows.get(e.employeeId)!;
    for (const { date, share } of workingDaysTaken(e, m.yearStart, m.to, m.daysOff)) {
      if (e.typeCode in row.balances) row.balances[e.typeCode]! -= share;
      if (date < m.from) continue;
      row.days[e.typeCode] = (row.days[e.typeCode] ?? 0) + share;
      if (isLeave.get(e.typeCode)) row.leaveDays += share;
    }
  }
  return [...rows.values()];
}

async function* batches(db: Db, m: MonthContext): AsyncGenerator<TLeaveReportRow[]> {
  let afterCode = '';
  for (;;) {
    const batch = await employeeBatch(db, m, afterCode);
    if (batch.length === 0) return;
    afterCode = batch[batch.length - 1]!.employeeCode;
    yield await rowsOf(db, m, batch);
    if (batch.length < LEAVE_REPORT_BATCH_SIZE) return;
  }
}

/** Leave per employee in a month, for the reports screen, in employee code order. */
export async function leaveReport(db: Db, monthYear: string): Promise<TLeaveReport> {
  const m = await contextOf(db, monthYear);
  const items: TLeaveReportRow[] = [];
  for await (const rows of batches(db, m)) items.push(...rows);
  return {
    monthYear,
    types: m.types.map(({ code, label, isLeave, needsBalance }) => ({ code, label, isLeave, needsBalance })),
    items,
  };
}

/** The same as CSV: the days of each type, the leave days together, then each balance; one batch in memory. */
export async function* leaveReportCsv(db: Db, monthYear: string): AsyncGenerator<string> {
  const m = await contextOf(db, monthYear);
  const balanced = m.types.filter((t) => t.needsBalance);
  yield (
    UTF8_BOM +
    csvRow([
      'Employee code',
      'Name',
      'Department',
      ...m.types.map((t) => `${t.label} (days)`),
      'Leave days',
      ...balanced.map((t) => `${t.label} balance at month end`),
    ])
  );
  for await (const rows of batches(db, m)) {
    let chunk = '';
    for (const r of rows) {
      chunk += csvRow([
        r.employeeCode,
        r.employeeName,
        r.department,
        ...m.types.map((t) => r.days[t.code] ?? 0),
        r.leaveDays,
        ...balanced.map((t) => r.balances[t.code] ?? 0),
      ]);
    }
    yield chunk;
  }
}
