import { EVENT_TYPES, requestedDays, type HalfDay } from '@staffdesk/shared/schemas/leave';
import { uiPath } from '@staffdesk/shared/routes';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema/identity';
import { eventBalances, eventRequests } from '../db/schema/leave';
import { userNotifications } from '../db/schema/notifications';
import type { Tx } from '../db/client';
import { isWeekend } from '@staffdesk/shared/dates';
import { holidaysBetween } from '../modules/calendar/holidays';
import { DEFAULT_TIME_ZONE, addDays, formatIsoDate, todayIn } from '@staffdesk/shared/dates';
import { describeEventRequest } from '../modules/leave/family';
import { demoPolicies, seedLeavePolicies } from './leave-policies-demo';
import { accrualNote, dateInYear, writeLedgerEntries, type NewLedgerEntry } from '../modules/leave/ledger-entries';

type Status = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

interface DemoRequest {
  who: string;
  type: string;
  /** Working days from today to the first day: negative in the past. */
  start: number;
  /** Working days asked for. */
  length: number;
  halfDay?: HalfDay;
  status: Status;
  decider?: string;
  remark?: string;
  reason: string;
}

/** Requests in every state; pending ones wait for `manager` (and one for `group.head`). */
const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    who: 'employee',
    type: 'CASUAL',
    start: -42,
    length: 2,
    status: 'APPROVED',
    decider: 'manager',
    remark: 'Enjoy the trip!',
    reason: 'Family function in Mysuru.',
  },
  { who: 'employee', type: 'SICK', start: -27, length: 1, status: 'APPROVED', decider: 'manager', reason: 'Fever.' },
  {
    who: 'employee',
    type: 'CASUAL',
    start: -21,
    length: 1,
    status: 'REJECTED',
    decider: 'manager',
    remark: 'Release week: please pick another day.',
    reason: 'Personal errand.',
  },
  {
    who: 'employee',
    type: 'WFH',
    start: -12,
    length: 2,
    status: 'APPROVED',
    decider: 'manager',
    reason: 'Plumber visiting at home.',
  },
  { who: 'employee', type: 'SICK', start: -8, length: 1, status: 'CANCELLED', reason: 'Dentist appointment (moved).' },
  { who: 'employee', type: 'WFH', start: 3, length: 1, status: 'PENDING', reason: 'Waiting for a parcel delivery.' },
  { who: 'employee', type: 'CASUAL', start: 5, length: 2, status: 'PENDING', reason: "Cousin's wedding." },
  {
    who: 'employee',
    type: 'EARNED',
    start: 15,
    length: 3,
    status: 'APPROVED',
    decider: 'manager',
    remark: 'Approved, hand over the on-call first.',
    reason: 'Vacation in Goa.',
  },
  {
    who: 'employee.2fa',
    type: 'CASUAL',
    start: -30,
    length: 1,
    status: 'APPROVED',
    decider: 'manager',
    reason: 'Bank work.',
  },
  {
    who: 'employee.2fa',
    type: 'SICK',
    start: -13,
    length: 1,
    halfDay: 'FIRST_HALF',
    status: 'APPROVED',
    decider: 'manager',
    reason: "Doctor's appointment in the morning.",
  },
  {
    who: 'employee.2fa',
    type: 'WFH',
    start: -6,
    length: 1,
    status: 'REJECTED',
    decider: 'manager',
    remark: 'Team offsite that day.',
    reason: 'Internet installation at home.',
  },
  {
    who: 'employee.2fa',
    type: 'WFH',
    start: 2,
    length: 2,
    status: 'PENDING',
    reason: 'Renovation at home; I need to be there.',
  },
  {
    who: 'employee.2fa',
    type: 'EARNED',
    start: 10,
    length: 3,
    status: 'PENDING',
    reason: 'Trip to Kerala with family.',
  },
  {
    who: 'employee.2fa',
    type: 'CASUAL',
    start: 20,
    length: 1,
    status: 'CANCELLED',
    reason: 'Concert (plans changed).',
  },
  {
    who: 'manager',
    type: 'CASUAL',
    start: -18,
    length: 2,
    status: 'APPROVED',
    decider: 'group.head',
    reason: 'Moving house.',
  },
  { who: 'manager', type: 'WFH', start: 4, length: 1, status: 'PENDING', reason: 'Car at the service centre.' },
  { who: 'pm', type: 'CASUAL', start: 6, length: 1, status: 'PENDING', reason: 'Parent-teacher meeting.' },
  { who: 'hr.head', type: 'SICK', start: -9, length: 2, status: 'APPROVED', decider: 'md', reason: 'Flu.' },
];

/** Weekends worked, each a day of compensatory off earned, so that the type shows a balance: weeks back. */
const COMP_OFF_WEEKENDS: Readonly<Record<string, readonly number[]>> = { employee: [5, 9], 'employee.2fa': [7] };

/** HR's corrections, so that the demo employee's history shows one. */
const DEMO_ADJUSTMENTS: readonly { who: string; type: string; days: number; by: string; note: string }[] = [
  {
    who: 'employee',
    type: 'SICK',
    days: 1,
    by: 'hr.head',
    note: 'A sick day recorded during the office move was a company day off: given back.',
  },
];

function stepWorkingDays(from: string, n: number, holidays: ReadonlySet<string>): string {
  const step = n < 0 ? -1 : 1;
  let date = from;
  for (let left = Math.abs(n); left > 0;) {
    date = addDays(date, step);
    if (!isWeekend(date) && !holidays.has(date)) left--;
  }
  return date;
}

const atIst = (date: string, time: string) => new Date(`${date}T${time}+05:30`);

type InsertedRequest = typeof eventRequests.$inferSelect;
type BalanceKey = `${number}:${string}:${number}`;

/**
 * The balances, as their ledgers: this year's of everyone and any other year's a request falls in, each opening
 * with its type's allotment accrued on January 1, then the weekends worked, HR's corrections and each approved
 * request taken. Rows open at nothing and the ledger's trigger adds the entries up; pending is what the open
 * requests hold.
 */
async function seedBalances(
  tx: Tx,
  people: ReadonlyMap<string, number>,
  inserted: readonly InsertedRequest[],
  { year, today, holidays }: { year: number; today: string; holidays: ReadonlySet<string> },
): Promise<void> {
  const types = EVENT_TYPES.filter((t) => t.needsBalance);
  const key = (employeeId: number, typeCode: string, y: number): BalanceKey => `${employeeId}:${typeCode}:${y}`;
  const yearOfRequest = (r: InsertedRequest) => Number(r.fromDate.slice(0, 4));
  const planned = new Map<BalanceKey, { employeeId: number; typeCode: string; year: number; pending: number }>();
  for (const employeeId of people.values())
    for (const t of types)
      planned.set(key(employeeId, t.code, year), { employeeId, typeCode: t.code, year, pending: 0 });
  for (const r of inserted) {
    if (!types.some((t) => t.code === r.typeCode) || (r.status !== 'APPROVED' && r.status !== 'PENDING')) continue;
    const k = key(r.employeeId, r.typeCode, yearOfRequest(r));
    const row = planned.get(k) ?? {
      employeeId: r.employeeId,
      typeCode: r.typeCode,
      year: yearOfRequest(r),
      pending: 0,
    };
    if (r.status === 'PENDING') row.pending += r.days;
    planned.set(k, row);
  }
  const rows = await tx
    .insert(eventBalances)
    .values([...planned.values()])
    .returning({
      id: eventBalances.id,
      employeeId: eventBalances.employeeId,
      typeCode: eventBalances.typeCode,
      year: eventBalances.year,
    });
  const balanceId = new Map(rows.map((b) => [key(b.employeeId, b.typeCode, b.year), b.id]));
  const entry = (employeeId: number, typeCode: string, y: number) => ({
    balanceId: balanceId.get(key(employeeId, typeCode, y))!,
    employeeId,
    typeCode,
  });
  const entries: NewLedgerEntry[] = rows.map((b) => ({
    ...entry(b.employeeId, b.typeCode, b.year),
    effectiveDate: `${b.year}-01-01`,
    kind: 'ACCRUAL',
    days: types.find((t) => t.code === b.typeCode)!.yearlyAllotment,
    note: accrualNote(b.year),
  }));
  for (const [who, weeksBack] of Object.entries(COMP_OFF_WEEKENDS))
    for (const weeks of weeksBack) {
      const saturday = lastSaturdayBefore(addDays(today, -7 * weeks), holidays);
      if (Number(saturday.slice(0, 4)) !== year) continue;
      entries.push({
        ...entry(people.get(who)!, 'COMP_OFF', year),
        effectiveDate: saturday,
        kind: 'COMP_OFF_EARNED',
        days: 1,
        note: `Worked on Saturday, ${formatIsoDate(saturday)}`,
        createdBy: people.get('hr.head') ?? null,
      });
    }
  for (const a of DEMO_ADJUSTMENTS)
    entries.push({
      ...entry(people.get(a.who)!, a.type, year),
      effectiveDate: dateInYear(addDays(today, -20), year),
      kind: 'ADJUSTMENT',
      days: a.days,
      note: a.note,
      createdBy: people.get(a.by) ?? null,
    });
  for (const r of inserted)
    if (r.status === 'APPROVED' && balanceId.has(key(r.employeeId, r.typeCode, yearOfRequest(r))))
      entries.push({
        ...entry(r.employeeId, r.typeCode, yearOfRequest(r)),
        effectiveDate: r.fromDate,
        kind: 'TAKEN',
        days: -r.days,
        note: describeEventRequest(r),
        requestId: r.id,
        createdBy: r.decidedBy,
      });
  await writeLedgerEntries(tx, entries);
}

function lastSaturdayBefore(date: string, holidays: ReadonlySet<string>): string {
  let day = date;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6 || holidays.has(day)) day = addDays(day, -1);
  return day;
}

/** Demo leave: balances for every employee, requests in every state, work from home. */
export async function seedLeaveDemo(tx: Tx, people: ReadonlyMap<string, number>): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const year = Number(today.slice(0, 4));
  await seedLeavePolicies(tx, year);
  const holidays = new Set(
    (await holidaysBetween(tx, addDays(today, -120), addDays(today, 120)))
      .filter((h) => !h.optional)
      .map((h) => h.date),
  );
  const id = (username: string) => {
    const found = people.get(username);
    if (found === undefined) throw new Error(`demo leave: no demo person ${username}`);
    return found;
  };

  const sandwiched = new Set(
    demoPolicies(year)
      .filter((p) => p.sandwich)
      .map((p) => p.typeCode),
  );
  const requests: (typeof eventRequests.$inferInsert)[] = [];
  for (const r of DEMO_REQUESTS) {
    const fromDate = stepWorkingDays(today, r.start, holidays);
    let toDate = stepWorkingDays(fromDate, r.length - 1, holidays);
    if (toDate.slice(0, 4) !== fromDate.slice(0, 4)) toDate = `${fromDate.slice(0, 4)}-12-31`;
    const halfDay = r.halfDay ?? 'NONE';
    // Charged as the policy would: its weekends too under the sandwich rule.
    const days = requestedDays(fromDate, toDate, holidays, halfDay, sandwiched.has(r.type)) ?? 0;
    const createdAt =
      r.start < 0 ? atIst(addDays(fromDate, -4), '10:15:00') : new Date(Date.now() - (20 - r.start) * 3_600_000);
    const decided = r.status === 'APPROVED' || r.status === 'REJECTED';
    requests.push({
      employeeId: id(r.who),
      typeCode: r.type,
      fromDate,
      toDate,
      halfDay,
      days,
      reason: r.reason,
      status: r.status,
      decidedBy: decided ? id(r.decider!) : null,
      decidedAt: decided ? new Date(createdAt.getTime() + 5 * 3_600_000) : null,
      remark: r.remark ?? null,
      createdAt,
      updatedAt: decided || r.status === 'CANCELLED' ? new Date(createdAt.getTime() + 5 * 3_600_000) : createdAt,
    });
  }
  const inserted = await tx.insert(eventRequests).values(requests).returning();

  await seedBalances(tx, people, inserted, { year, today, holidays });

  // What the deciders and requesters would have been told.
  const notes: (typeof userNotifications.$inferInsert)[] = [];
  const names = new Map(
    (
      await tx
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(inArray(users.id, [...people.values()]))
    ).map((u) => [u.id, `${u.firstname} ${u.lastname}`]),
  );
  const usernameOf = (employeeId: number) => [...people].find(([, v]) => v === employeeId)?.[0] ?? '';
  for (const r of inserted) {
    const what = describeEventRequest(r);
    if (r.status === 'PENDING') {
      const managerOf: Record<string, string> = {
        employee: 'manager',
        'employee.2fa': 'manager',
        manager: 'group.head',
        pm: 'group.head',
      };
      const decider = managerOf[usernameOf(r.employeeId)];
      if (decider)
        notes.push({
          userId: id(decider),
          title: 'New request to decide',
          body: `${names.get(r.employeeId) ?? 'Someone'} asks for ${what}.`,
          link: uiPath('/ui/self-service/approvals'),
          createdAt: r.createdAt,
        });
    } else if (r.status === 'APPROVED' || r.status === 'REJECTED') {
      notes.push({
        userId: r.employeeId,
        title: r.status === 'APPROVED' ? 'Request approved' : 'Request rejected',
        body: `Your request for ${what} was ${r.status.toLowerCase()}${r.remark ? `: ${r.remark}` : '.'}`,
        link:
          r.typeCode === 'WFH'
            ? uiPath('/ui/self-service/attendance/wfh-request-list')
            : uiPath('/ui/self-service/leaves/leave-request-list'),
        createdAt: r.decidedAt!,
        readAt: r.fromDate < today ? r.decidedAt : null,
      });
    }
  }
  if (notes.length > 0) await tx.insert(userNotifications).values(notes);
}
