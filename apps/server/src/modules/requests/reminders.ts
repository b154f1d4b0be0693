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

/** Working days a request waits before its deciders are reminded, unless its family says otherwise. */
export const REMINDER_AFTER_WORKING_DAYS = 3;
/** The reminder job's advisory lock keys. */
const REMINDER_LOCK = [18, 1] as const;
/** A request waiting this many times its family's limit goes to the next decider up as well. */
export const ESCALATE_AFTER_LIMITS = 2;
/** Per family and run; the next run takes the rest. */
const BATCH = 500;

/** The start of the `days`-th working day before today: a request created after it has not waited `days` yet. */
function waitedSince(today: string, days: number, holidays: ReadonlySet<string>): Date {
  let date = today;
  for (let counted = 0; counted < days;) {
    date = addDays(date, -1);
    if (!isWeekend(date) && !holidays.has(date)) counted++;
  }
  return instantAt(date, '00:00', DEFAULT_TIME_ZONE);
}

type Step = 'remind' | 'escalate';
/** `<entity>.remind` or `<entity>.escalate`: the history shows it as done by the system. */
const stepAction = (family: Pick<ServerRequestFamily, 'entity'>, step: Step) => `${family.entity}.${step}`;
const awaits = (family: Pick<ServerRequestFamily, 'words'>) => family.words?.awaits ?? 'a decision';

export type Notes = Awaited<ReturnType<typeof notify>>;
type DueRow<T extends RequestTable> = LoadedRequest<T> & { requesterName: string };

/**
 * Open requests past a step's limit that have not had that step: waiting since before `since`, or, for a family
 * with a due time (a ticket), past it (reminder) or past it by as long again (escalation).
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
  // At a later step a request waits from when it reached it, and is reminded again there: each step's audit row
  // names its step.
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
        sql`not exists (select 1 from audit_entries a
          where a.entity = ${family.entity} and a.entity_id = ${table.id}::text and a.action = ${stepAction(family, step)}
            and coalesce((a.after ->> 'step')::int, 1) = ${table.step})`,
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
        kind: 'DECISIONS',
        decide: { entity: family.entity, id: request.id },
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
 * Past twice its limit a request goes to the next decider up too, who may decide it and is told. One with nobody
 * above its deciders stays, and its history says so: the step is taken once either way, so such requests never
 * fill every later run's batch.
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
        kind: 'DECISIONS',
        decide: { entity: family.entity, id: request.id },
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

/** Something else that waits for a decider (a locked timesheet week), reminded by the same job and limits. */
export interface WaitingKind {
  entity: string;
  remindAndEscalate(
    tx: Tx,
    now: Date,
    since: { remind: Date; escalate: Date },
  ): Promise<{ reminded: number; escalated: number; notes: Notes }>;
}

export interface WaitingRequestsRun {
  reminded: Record<string, number>;
  escalated: Record<string, number>;
}

/**
 * Reminds the deciders of every request open past its limit (and of `others`) once, in-app and by push, and past
 * ESCALATE_AFTER_LIMITS times the limit escalates it once; both go to its history. Of several servers, the one
 * that takes the advisory lock does the work; the others answer `undefined`.
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
