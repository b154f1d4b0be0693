import { EVENT_TYPES, type HalfDay } from '@staffdesk/shared/schemas/leave';
import { uiPath } from '@staffdesk/shared/routes';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema/identity';
import { eventBalances, eventRequests } from '../db/schema/leave';
import { userNotifications } from '../db/schema/notifications';
import type { Tx } from '../db/client';
import { countWorkingDays, isWeekend } from '@staffdesk/shared/dates';
import { holidaysBetween } from '../modules/calendar/holidays';
import { DEFAULT_TIME_ZONE, addDays, todayIn } from '@staffdesk/shared/dates';
import { describeEventRequest } from '../modules/leave/family';

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

/** Compensatory off granted by HR, so that the type shows a balance. */
const COMP_OFF_GRANTS: Readonly<Record<string, number>> = { employee: 2, 'employee.2fa': 1 };

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

/** Demo leave: balances for every employee, requests in every state, work from home. */
export async function seedLeaveDemo(tx: Tx, people: ReadonlyMap<string, number>): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const year = Number(today.slice(0, 4));
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

  const requests: (typeof eventRequests.$inferInsert)[] = [];
  for (const r of DEMO_REQUESTS) {
    const fromDate = stepWorkingDays(today, r.start, holidays);
    let toDate = stepWorkingDays(fromDate, r.length - 1, holidays);
    if (toDate.slice(0, 4) !== fromDate.slice(0, 4)) toDate = `${fromDate.slice(0, 4)}-12-31`;
    const halfDay = r.halfDay ?? 'NONE';
    const working = countWorkingDays(fromDate, toDate, holidays);
    const days = halfDay === 'NONE' ? working : 0.5;
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

  // Balances: this year's allotment for everyone, plus whatever the requests above use or hold.
  const balanceTypes = EVENT_TYPES.filter((t) => t.needsBalance);
  const balances = new Map<string, typeof eventBalances.$inferInsert & { used: number; pending: number }>();
  const key = (employeeId: number, typeCode: string, y: number) => `${employeeId}:${typeCode}:${y}`;
  const balanceOf = (employeeId: number, typeCode: string, y: number) => {
    let row = balances.get(key(employeeId, typeCode, y));
    if (!row) {
      const type = balanceTypes.find((t) => t.code === typeCode)!;
      const username = [...people].find(([, v]) => v === employeeId)?.[0];
      const allotted = type.code === 'COMP_OFF' ? (COMP_OFF_GRANTS[username ?? ''] ?? 0) : type.yearlyAllotment;
      balances.set(
        key(employeeId, typeCode, y),
        (row = { employeeId, typeCode, year: y, allotted, used: 0, pending: 0 }),
      );
    }
    return row;
  };
  for (const employeeId of people.values()) for (const t of balanceTypes) balanceOf(employeeId, t.code, year);
  for (const r of inserted) {
    if (!balanceTypes.some((t) => t.code === r.typeCode)) continue;
    const row = balanceOf(r.employeeId, r.typeCode, Number(r.fromDate.slice(0, 4)));
    if (r.status === 'APPROVED') row.used += r.days;
    if (r.status === 'PENDING') row.pending += r.days;
  }
  await tx.insert(eventBalances).values([...balances.values()]);

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
