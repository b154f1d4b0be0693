import { and, eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, addDays, formatIsoDate, instantAt, isWeekend, localDateTime } from '@staffdesk/shared/dates';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { writeAudit } from '../audit/service';
import { holidaysBetween } from '../calendar/holidays';
import { notify, sendPush } from '../notifications/service';
import { userNameSql } from '../users/full-name';
import type { RequestRow, ServerRequestFamily } from './family';
import { decidersOfEach } from './lifecycle';

/** How many working days a request waits for its decider before they are reminded, unless its family says otherwise. */
export const REMINDER_AFTER_WORKING_DAYS = 3;
/** How often each server asks whether a reminder is due; the advisory lock lets one of them do the work. */
export const REMINDER_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The advisory lock of the reminder job: this number, then the job. */
const REMINDER_LOCK = [18, 1] as const;
/** Requests reminded of per family and run; the next run takes the rest. */
const BATCH = 500;

/**
 * The first moment a request may have been created and still not have waited `days` working days by `today`:
 * the start (office time) of the `days`-th working day before today, weekends and holidays not counted.
 */
function waitedSince(today: string, days: number, holidays: ReadonlySet<string>): Date {
  let date = today;
  for (let counted = 0; counted < days; ) {
    date = addDays(date, -1);
    if (!isWeekend(date) && !holidays.has(date)) counted++;
  }
  return instantAt(date, '00:00', DEFAULT_TIME_ZONE);
}

/** The audit action of a reminder: `<entity>.remind`, shown in the request's history as sent by the system. */
const remindAction = (family: ServerRequestFamily) => `${family.entity}.remind`;

type Notes = Awaited<ReturnType<typeof notify>>;

async function remindFamily(tx: Tx, family: ServerRequestFamily, now: Date, since: Date) {
  const table = family.table;
  const waiting = family.overdueColumn ? lt(family.overdueColumn, now) : lt(table.createdAt, since);
  const due = (await tx
    .select({ row: table, requesterName: userNameSql(table.employeeId) })
    .from(table)
    .where(
      and(
        eq(table.status, family.declaration.statuses[0]),
        waiting,
        sql`not exists (select 1 from audit_entries a where a.entity = ${family.entity} and a.entity_id = ${table.id}::text and a.action = ${remindAction(family)})`,
      ),
    )
    .orderBy(table.createdAt)
    .limit(BATCH)) as unknown as { row: RequestRow & { createdAt: Date }; requesterName: string }[];
  const decidersOf = await decidersOfEach(tx, family.declaration.deciders, due.map((d) => d.row));
  const notes: Notes = [];
  for (const { row, requesterName } of due) {
    const deciders = decidersOf.get(row.id) ?? [];
    const waitedFrom = formatIsoDate(localDateTime(row.createdAt, DEFAULT_TIME_ZONE).date);
    notes.push(
      ...(await notify(tx, deciders, {
        title: `Reminder: a ${family.declaration.noun} waits for you`,
        body: `${requesterName}'s ${family.describe(row)} has been waiting for a decision since ${waitedFrom}.`,
        link: family.links(row).decider,
      })),
    );
    await writeAudit(tx, { actorId: null, action: remindAction(family), entity: family.entity, entityId: row.id });
  }
  return { count: due.length, notes };
}

/**
 * The reminder job: every request still open past its family's limit (REMINDER_AFTER_WORKING_DAYS working
 * days from its creation; a ticket past its due by) is reminded to its deciders once, in-app and by push,
 * and the reminder is written to its history. Several servers may run it at once: the one that takes the
 * advisory lock does the work, the others answer `undefined` at once. Answers how many requests were
 * reminded, by family entity.
 */
export async function remindWaitingRequests(deps: Pick<AppDeps, 'db' | 'push'>, families: readonly ServerRequestFamily[], now = new Date()): Promise<Record<string, number> | undefined> {
  const today = localDateTime(now, DEFAULT_TIME_ZONE).date;
  const outcome = await deps.db.transaction(async (tx) => {
    const [lock] = ((await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK[0]}, ${REMINDER_LOCK[1]}) as locked`)) as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return undefined;
    const holidays = new Set((await holidaysBetween(tx, addDays(today, -60), today)).map((h) => h.date));
    const since = waitedSince(today, REMINDER_AFTER_WORKING_DAYS, holidays);
    const reminded: Record<string, number> = {};
    const notes: Notes = [];
    for (const family of families) {
      const sent = await remindFamily(tx, family, now, since);
      reminded[family.entity] = sent.count;
      notes.push(...sent.notes);
    }
    return { reminded, notes };
  });
  if (!outcome) return undefined;
  void sendPush(deps.db, deps.push, outcome.notes).catch(() => undefined);
  return outcome.reminded;
}
