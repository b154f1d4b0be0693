import { and, eq, gte, isNull, lt, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, addDays, formatIsoDate, localDateTime } from '@staffdesk/shared/dates';
import type { Deciders } from '../../access';
import type { Tx } from '../../db/client';
import { pgIntArray } from '../../db/prepared';
import { timesheetDays } from '../../db/schema/timesheets';
import { writeAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { withDelegates } from '../requests/delegations';
import { nextDecidersUp } from '../requests/escalations';
import type { RequestRow } from '../requests/family';
import { decidersOfEach } from '../requests/lifecycle';
import { NOBODY_ABOVE, type Notes, type WaitingKind } from '../requests/reminders';
import { userNameSql } from '../users/full-name';
import { userNames } from '../users/people';

/** The audit entity of timesheet decisions (service.ts) and of the reminder job's steps here. */
export const TIMESHEET_ENTITY = 'timesheet_days';
/** A timesheet week is decided as a leave is: by the employee's reporting manager, else whoever acts as any manager. */
const DECIDERS: Deciders = { kind: 'reporting-manager' };
const LINK = '/ui/self-service/approvals?tab=timesheet';
const BATCH = 500;

/** The Monday of a day's week, as a date. */
export const weekStartSql = (date: SQLWrapper) => sql<string>`(${date} - (extract(isodow from ${date})::int - 1))`;

type Step = 'remind' | 'escalate';
interface DueWeek {
  employeeId: number;
  employeeName: string | null;
  startDate: string;
  lockedAt: Date;
}

/**
 * The weeks with a locked day that has waited since before `since` and has not had the step yet, oldest first.
 * A week is one thing to decide: its days locked later are covered by the same step.
 */
async function dueWeeks(tx: Tx, step: Step, since: Date): Promise<DueWeek[]> {
  const d = timesheetDays;
  const start = weekStartSql(d.date);
  const rows = await tx
    .select({ employeeId: d.employeeId, employeeName: userNameSql(d.employeeId), startDate: sql<string>`${start}::text`, lockedAt: sql<string>`min(${d.lockedAt})` })
    .from(d)
    .where(and(eq(d.status, 'LOCKED'), lt(d.lockedAt, since), isNull(step === 'remind' ? d.remindedAt : d.escalatedAt)))
    .groupBy(d.employeeId, start)
    .orderBy(sql`min(${d.lockedAt})`)
    .limit(BATCH);
  return rows.map((r) => ({ ...r, lockedAt: new Date(r.lockedAt) }));
}

/** The locked days of a week, to mark with a step. */
const lockedDaysOf = (week: DueWeek) =>
  and(eq(timesheetDays.employeeId, week.employeeId), gte(timesheetDays.date, week.startDate), lte(timesheetDays.date, addDays(week.startDate, 6)), eq(timesheetDays.status, 'LOCKED'));

const entityIdOf = (week: DueWeek) => `${week.employeeId}:${week.startDate}..${addDays(week.startDate, 6)}`;
const describe = (week: DueWeek) =>
  `${week.employeeName ?? 'Someone'}'s timesheet of the week ${week.startDate} to ${addDays(week.startDate, 6)} has been waiting for approval since ${formatIsoDate(localDateTime(week.lockedAt, DEFAULT_TIME_ZONE).date)}.`;

/** The weeks as the request helpers take them (decidersOfEach, nextDecidersUp): an index for an id. */
const asRequests = (weeks: readonly DueWeek[]): RequestRow[] => weeks.map((w, i) => ({ id: i, employeeId: w.employeeId, status: 'LOCKED', step: 1, chain: [] }));

async function remind(tx: Tx, now: Date, since: Date) {
  const weeks = await dueWeeks(tx, 'remind', since);
  const decidersOf = await decidersOfEach(tx, DECIDERS, asRequests(weeks));
  const notes: Notes = [];
  for (const [i, week] of weeks.entries()) {
    const to = await withDelegates(tx, decidersOf.get(i) ?? []);
    notes.push(...(await notify(tx, to, { title: 'Reminder: a timesheet week waits for you', body: describe(week), link: LINK })));
    await tx.update(timesheetDays).set({ remindedAt: now }).where(lockedDaysOf(week));
    await writeAudit(tx, { actorId: null, action: 'timesheet.remind', entity: TIMESHEET_ENTITY, entityId: entityIdOf(week) });
  }
  return { count: weeks.length, notes };
}

async function escalate(tx: Tx, now: Date, since: Date) {
  const weeks = await dueWeeks(tx, 'escalate', since);
  const requests = asRequests(weeks);
  const upOf = await nextDecidersUp(tx, DECIDERS, requests, await decidersOfEach(tx, DECIDERS, requests));
  const nameOf = await userNames(tx, [...upOf.values()].flat());
  const notes: Notes = [];
  let count = 0;
  for (const [i, week] of weeks.entries()) {
    const up = upOf.get(i) ?? [];
    await tx
      .update(timesheetDays)
      .set({ escalatedAt: now, escalatedTo: sql`array(select distinct unnest(${timesheetDays.escalatedTo} || ${pgIntArray(up)}::int[]))` })
      .where(lockedDaysOf(week));
    const escalatedTo = up.length === 0 ? NOBODY_ABOVE : up.map((id) => nameOf.get(id) ?? 'Someone').join(', ');
    await writeAudit(tx, { actorId: null, action: 'timesheet.escalate', entity: TIMESHEET_ENTITY, entityId: entityIdOf(week), before: { escalatedTo: null }, after: { escalatedTo } });
    if (up.length === 0) continue;
    notes.push(...(await notify(tx, up, { title: 'Escalated to you: a timesheet week', body: `${describe(week)} You may approve it.`, link: LINK })));
    count++;
  }
  return { count, notes };
}

/**
 * Locked timesheet weeks in the reminder job (requests/reminders.ts): a week with a day locked longer than the
 * limit is reminded to the employee's manager (and whoever stands in for them) once; past twice the limit it is
 * escalated once to the manager's manager, who may then approve it (service.ts, decidesTimesheetOf) and finds it
 * in their approvals.
 */
export const waitingTimesheetWeeks: WaitingKind = {
  entity: TIMESHEET_ENTITY,
  async remindAndEscalate(tx, now, since) {
    const reminded = await remind(tx, now, since.remind);
    const escalated = await escalate(tx, now, since.escalate);
    return { reminded: reminded.count, escalated: escalated.count, notes: [...reminded.notes, ...escalated.notes] };
  },
};
