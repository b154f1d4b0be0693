import { and, eq, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  addDays,
  formatIsoDate,
  instantAt,
  isWeekend,
  localDateTime,
} from '@staffdesk/shared/dates';
import type { AppDeps } from '../../deps';
import { rowsOf, type Tx } from '../../db/client';
import { writeAudit } from '../audit/service';
import { holidaysBetween } from '../calendar/holidays';
import { notify, sendPush } from '../notifications/service';
import { userNames } from '../users/people';
import { giveRequest, nextDecidersUp } from './escalations';
import {
  fieldedOf,
  requestQuery,
  type LoadedRequest,
  type RequestRow,
  type RequestTable,
  type ServerRequestFamily,
} from './family';
import { currentDecidersOfEach } from './lifecycle';

/** How many working days a request waits for its decider before they are reminded, unless its family says otherwise. */
export const REMINDER_AFTER_WORKING_DAYS = 3;
/** The advisory lock of the reminder job: this number, then the job. */
const REMINDER_LOCK = [18, 1] as const;
/** A request waiting this many times its family's limit goes to the next decider up as well. */
export const ESCALATE_AFTER_LIMITS = 2;
/** Requests reminded of (and escalated) per family and run; the next run takes the rest. */
const BATCH = 500;

/**
 * The first moment a request may have been created and still not have waited `days` working days by `today`:
 * the start (office time) of the `days`-th working day before today, weekends and holidays not counted.
 */
function waitedSince(today: string, days: number, holidays: ReadonlySet<string>): Date {
  let date = today;
  for (let counted = 0; counted < days;) {
    date = addDays(date, -1);
    if (!isWeekend(date) && !holidays.has(date)) counted++;
  }
  return instantAt(date, '00:00', DEFAULT_TIME_ZONE);
}

/** The two steps of a request that waits: a reminder to its deciders, then an escalation to the next decider up. */
type Step = 'remind' | 'escalate';
/** The audit action of a step, `<entity>.remind` or `<entity>.escalate`, shown in the request's history as done by the system. */
const stepAction = (family: Pick<ServerRequestFamily, 'entity'>, step: Step) => `${family.entity}.${step}`;
/** What an open request of the family waits for, in its reminders: "a decision" unless the family says. */
const awaits = (family: Pick<ServerRequestFamily, 'words'>) => family.words?.awaits ?? 'a decision';

export type Notes = Awaited<ReturnType<typeof notify>>;
type DueRow<T extends RequestTable> = LoadedRequest<T> & { requesterName: string };

/**
 * The open requests of a family that have waited past a step's limit and have not had that step: waiting since
 * before `since`, or for a family with its own due time (a ticket), past it (a reminder) or past it by as long
 * again as it was given (an escalation).
 */
async function dueFor<T extends RequestTable>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  step: Step,
  now: Date,
  since: Date,
): Promise<DueRow<T>[]> {
  const table = family.table;
  const due = family.overdueColumn;
  // A request at a later step of its chain has waited since it reached it (its last change), and is reminded
  // (and escalated) again there: each step's audit row names the step it was taken at.
  const waitingSince = sql`(case when ${table.step} > 1 then ${table.updatedAt} else ${family.waitingSince ?? table.createdAt} end)`;
  const waiting = !due
    ? lt(waitingSince, since)
    : step === 'remind'
      ? lt(due, now)
      : sql`${due} + (${due} - ${table.createdAt}) < ${now}`;
  const rows = await requestQuery(tx, table)
    .where(
      and(
        eq(table.status, family.declaration.statuses[0]),
        waiting,
        sql`not exists (select 1 from audit_entries a where a.entity = ${family.entity} and a.entity_id = ${table.id}::text and a.action = ${stepAction(family, step)} and coalesce((a.after ->> 'step')::int, 1) = ${table.step})`,
      ),
    )
    .orderBy(table.createdAt)
    .limit(BATCH);
  const names = await userNames(
    tx,
    rows.map((r) => r.request.employeeId),
  );
  return rows.map((loaded) => ({ ...loaded, requesterName: names.get(loaded.request.employeeId) ?? 'Someone' }));
}

/** What the history of a request says when nobody above its deciders may decide it. */
export const NOBODY_ABOVE = 'nobody: no one above its deciders may decide it';

const waitedFrom = (row: RequestRow) => formatIsoDate(localDateTime(row.createdAt, DEFAULT_TIME_ZONE).date);

async function remindFamily<T extends RequestTable>(tx: Tx, family: ServerRequestFamily<T>, now: Date, since: Date) {
  const due = await dueFor(tx, family, 'remind', now, since);
  const decidersOf = await currentDecidersOfEach(tx, family, due.map(fieldedOf));
  const notes: Notes = [];
  for (const { row, request, requesterName } of due) {
    notes.push(
      ...(await notify(tx, decidersOf.get(request.id) ?? [], {
        title: `Reminder: a ${family.declaration.noun} waits for you`,
        body: `${requesterName}'s ${family.describe(row)} has been waiting for ${awaits(family)} since ${waitedFrom(request)}.`,
        link: family.links(row).decider,
      })),
    );
    await writeAudit(tx, {
      actorId: null,
      action: stepAction(family, 'remind'),
      entity: family.entity,
      entityId: request.id,
      before: { step: request.step },
      after: { step: request.step },
    });
  }
  return { count: due.length, notes };
}

/**
 * Each request past twice its limit goes to the next decider up as well (escalations.ts): they may decide it,
 * see it in their approvals list and are told; its history names them. A request with nobody above its
 * deciders stays with them, and its history says so: the step is taken once either way, so that requests
 * nobody can escalate never fill the batch of every later run.
 */
async function escalateFamily<T extends RequestTable>(tx: Tx, family: ServerRequestFamily<T>, now: Date, since: Date) {
  const due = await dueFor(tx, family, 'escalate', now, since);
  const rows = due.map(fieldedOf);
  const upOf = await nextDecidersUp(
    tx,
    family.declaration.deciders,
    rows,
    await currentDecidersOfEach(tx, family, rows),
  );
  const nameOf = await userNames(tx, [...upOf.values()].flat());
  const notes: Notes = [];
  let count = 0;
  for (const { row, request, requesterName } of due) {
    const up = upOf.get(request.id) ?? [];
    if (up.length === 0) {
      await writeAudit(tx, {
        actorId: null,
        action: stepAction(family, 'escalate'),
        entity: family.entity,
        entityId: request.id,
        before: { escalatedTo: null, step: request.step },
        after: { escalatedTo: NOBODY_ABOVE, step: request.step },
      });
      continue;
    }
    await giveRequest(tx, family.entity, request, up, 'escalation');
    notes.push(
      ...(await notify(tx, up, {
        title: `Escalated to you: a ${family.declaration.noun}`,
        body: `${requesterName}'s ${family.describe(row)} has been waiting for ${awaits(family)} since ${waitedFrom(request)}. You may decide it.`,
        link: family.links(row).decider,
      })),
    );
    const names = up.map((id) => nameOf.get(id) ?? 'Someone').join(', ');
    await writeAudit(tx, {
      actorId: null,
      action: stepAction(family, 'escalate'),
      entity: family.entity,
      entityId: request.id,
      before: { escalatedTo: null, step: request.step },
      after: { escalatedTo: names, step: request.step },
    });
    count++;
  }
  return { count, notes };
}

/**
 * Something besides the request families that waits for a decider (a locked timesheet week): reminded and
 * escalated by the same job, in its transaction and under its lock, with the same limits.
 */
export interface WaitingKind {
  entity: string;
  remindAndEscalate(
    tx: Tx,
    now: Date,
    since: { remind: Date; escalate: Date },
  ): Promise<{ reminded: number; escalated: number; notes: Notes }>;
}

/** How many requests of each family (by entity) a run of the job reminded of and escalated. */
export interface WaitingRequestsRun {
  reminded: Record<string, number>;
  escalated: Record<string, number>;
}

/**
 * The reminder job: every request still open past its family's limit (REMINDER_AFTER_WORKING_DAYS working
 * days from its creation; a ticket past its due by), and whatever else waits (`others`), is reminded to its deciders once, in-app and by push; past
 * ESCALATE_AFTER_LIMITS times the limit it is escalated to the next decider up, once. Both are written to its
 * history. Several servers may run it at once: the one that takes the advisory lock does the work, the others
 * answer `undefined` at once.
 */
export async function remindWaitingRequests(
  deps: Pick<AppDeps, 'db' | 'push'>,
  families: readonly ServerRequestFamily[],
  now = new Date(),
  others: readonly WaitingKind[] = [],
): Promise<WaitingRequestsRun | undefined> {
  const today = localDateTime(now, DEFAULT_TIME_ZONE).date;
  const outcome = await deps.db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK[0]}, ${REMINDER_LOCK[1]}) as locked`,
    );
    if (!lock?.locked) return undefined;
    const holidays = new Set((await holidaysBetween(tx, addDays(today, -90), today)).map((h) => h.date));
    const remindSince = waitedSince(today, REMINDER_AFTER_WORKING_DAYS, holidays);
    const escalateSince = waitedSince(today, REMINDER_AFTER_WORKING_DAYS * ESCALATE_AFTER_LIMITS, holidays);
    const run: WaitingRequestsRun = { reminded: {}, escalated: {} };
    const notes: Notes = [];
    for (const family of families) {
      const reminded = await remindFamily(tx, family, now, remindSince);
      const escalated = await escalateFamily(tx, family, now, escalateSince);
      run.reminded[family.entity] = reminded.count;
      run.escalated[family.entity] = escalated.count;
      notes.push(...reminded.notes, ...escalated.notes);
    }
    for (const kind of others) {
      const done = await kind.remindAndEscalate(tx, now, { remind: remindSince, escalate: escalateSince });
      run.reminded[kind.entity] = done.reminded;
      run.escalated[kind.entity] = done.escalated;
      notes.push(...done.notes);
    }
    return { run, notes };
  });
  if (!outcome) return undefined;
  void sendPush(deps.db, deps.push, outcome.notes).catch(() => undefined);
  return outcome.run;
}
