import { inArray } from 'drizzle-orm';
import type { QueryOf } from '@staffdesk/shared/api/endpoint';
import type { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import { addDays, eachDate } from '@staffdesk/shared/dates';
import { uiPath } from '@staffdesk/shared/routes';
import type {
  TBulkWeekDecisionResponse,
  TDayActionResponse,
  TDayOutcome,
  TimesheetDayState,
  TWeekOutcome,
} from '@staffdesk/shared/schemas/timesheets';
import type { Tx } from '../../db/client';
import { timesheetRequests } from '../../db/schema/timesheets';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { AppError, conflict, forbidden } from '../../errors';
import { notify } from '../notifications/service';
import { decideInTx, pushAfterCommit, type Notes, type Outcome } from '../requests/lifecycle';
import { userName } from '../users/people';
import { ownEmployee, reporteeOf, type Decider } from './access';
import { dayLabel, dayRows, lockEmployee, stateOf, weekText, type DayRow } from './days';
import { serverTimesheetFamily } from './family';
import { lockInRequest, reopenInRequest, splitOff, unlockFromRequests } from './requests';

type WeekRange = QueryOf<typeof timesheetsApi.lockTimesheetWeek>;
type Deps = Pick<AppDeps, 'db' | 'push'>;

type DayAction = 'lock' | 'unlock' | 'approve' | 'unapprove';

const SELF_DECISION = 'Nobody approves their own timesheet: use the /reportee/{id} variant for a reportee.';
const SCREEN_LINK = uiPath('/ui/self-service/timesheet');

type Transition = { outcome: TDayOutcome['outcome']; state: TimesheetDayState; message: string };
const TRANSITIONS: Record<DayAction, Record<TimesheetDayState, Transition>> = {
  lock: {
    OPEN: { outcome: 'DONE', state: 'LOCKED', message: 'Locked.' },
    LOCKED: { outcome: 'ALREADY', state: 'LOCKED', message: 'Already locked.' },
    APPROVED: { outcome: 'ALREADY', state: 'APPROVED', message: 'Already approved.' },
  },
  unlock: {
    OPEN: { outcome: 'ALREADY', state: 'OPEN', message: 'Already open.' },
    LOCKED: { outcome: 'DONE', state: 'OPEN', message: 'Unlocked.' },
    APPROVED: {
      outcome: 'REFUSED',
      state: 'APPROVED',
      message: 'The day is approved: an approved day cannot be unlocked.',
    },
  },
  approve: {
    OPEN: { outcome: 'REFUSED', state: 'OPEN', message: 'The day is open: only a locked day can be approved.' },
    LOCKED: { outcome: 'DONE', state: 'APPROVED', message: 'Approved.' },
    APPROVED: { outcome: 'ALREADY', state: 'APPROVED', message: 'Already approved.' },
  },
  unapprove: {
    OPEN: { outcome: 'REFUSED', state: 'OPEN', message: 'The day is open: there is nothing to unapprove.' },
    LOCKED: { outcome: 'ALREADY', state: 'LOCKED', message: 'Already locked (not approved).' },
    APPROVED: { outcome: 'DONE', state: 'LOCKED', message: 'Unapproved: back to locked.' },
  },
};

/** When someone else locks the employee's days or withdraws an approval; decisions speak for themselves. */
const CHANGE_WORDS = {
  lock: { verb: 'locked', title: 'Timesheet locked for you' },
  unapprove: { verb: 'unapproved', title: 'Timesheet approval withdrawn' },
} as const;

function byRequest(
  rows: ReadonlyMap<string, DayRow>,
  dates: readonly string[],
  state: TimesheetDayState,
): Map<number, string[]> {
  const result = new Map<number, string[]>();
  for (const date of dates) {
    const row = rows.get(date);
    if (stateOf(row) !== state || row?.requestId == null) continue;
    result.set(row.requestId, [...(result.get(row.requestId) ?? []), date]);
  }
  return result;
}

/**
 * Decides each open request holding these LOCKED days, whole, or for some of its days once they are split off.
 * A refusal of the lifecycle (a step approved earlier) refuses the call.
 */
async function decideDays(
  tx: Tx,
  actor: AuthUser,
  locked: ReadonlyMap<number, readonly string[]>,
  decision: 'approve' | 'reject',
): Promise<{ outcomes: Map<string, Outcome>; notes: Notes }> {
  const held = await tx
    .select({ id: timesheetRequests.id, days: timesheetRequests.days })
    .from(timesheetRequests)
    .where(inArray(timesheetRequests.id, [...locked.keys()]));
  const outcomes = new Map<string, Outcome>();
  const notes: Notes = [];
  for (const [requestId, dates] of locked) {
    const whole = held.find((h) => h.id === requestId)?.days === dates.length;
    const id = whole ? requestId : await splitOff(tx, actor, requestId, dates);
    const decided = await decideInTx(tx, serverTimesheetFamily, actor, [id], decision);
    const outcome = decided.outcomes[0]!;
    if (!outcome.ok) throw outcome.error;
    for (const date of dates) outcomes.set(date, outcome);
    notes.push(...decided.notes);
  }
  return { outcomes, notes };
}

/** "the week May 17, 2027 to May 23, 2027", or the one day of a day's call. */
const rangeText = (dates: readonly string[]) => (dates.length === 1 ? dayLabel(dates[0]!) : weekText(dates[0]!));

/**
 * One action over some dates of an employee's week, in one transaction, answered per day. Locking makes or joins
 * the week's request; unlocking one's own days takes them out (cancelling it once empty); a decider's approve and
 * unlock approve and reject the request; unapproving puts approved days back in the week's open request.
 */
async function actOnDays(
  deps: Deps,
  actor: AuthUser,
  subject: Decider,
  dates: readonly string[],
  action: DayAction,
  own: boolean,
): Promise<TDayOutcome[]> {
  const { employee } = subject;
  const { outcomes, notes } = await deps.db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    const rows = await dayRows(tx, employee.id, dates[0]!, dates.at(-1)!);
    const planned = dates.map((date) => ({ date, ...TRANSITIONS[action][stateOf(rows.get(date))] }));
    const changed = planned.filter((p) => p.outcome === 'DONE').map((p) => p.date);
    const notes: Notes = [];
    let decided = new Map<string, Outcome>();
    if (action === 'lock') notes.push(...(await lockInRequest(tx, actor, employee, changed)));
    else if (action === 'unapprove')
      notes.push(
        ...(await reopenInRequest(
          tx,
          actor,
          employee,
          changed,
          byRequest(rows, dates, 'APPROVED'),
          subject.onBehalfOf?.name,
        )),
      );
    else if (action === 'unlock' && own)
      await unlockFromRequests(tx, actor, employee, byRequest(rows, dates, 'LOCKED'));
    else if (changed.length > 0) {
      const result = await decideDays(
        tx,
        actor,
        byRequest(rows, dates, 'LOCKED'),
        action === 'approve' ? 'approve' : 'reject',
      );
      decided = result.outcomes;
      notes.push(...result.notes);
    }
    if (!own && changed.length > 0 && (action === 'lock' || action === 'unapprove')) {
      const behalf = subject.onBehalfOf ? ` on behalf of ${subject.onBehalfOf.name}` : '';
      const words = CHANGE_WORDS[action];
      notes.push(
        ...(await notify(tx, [employee.id], {
          title: words.title,
          body:
            `${await userName(tx, actor.id)}${behalf} ${words.verb} ${changed.length} ` +
            `day${changed.length === 1 ? '' : 's'} of your timesheet: ${rangeText(dates)}.`,
          link: SCREEN_LINK,
        })),
      );
    }
    // An approval short of a chain's last step leaves the days locked, on their way to the next step.
    const outcomes = planned.map(({ date, ...t }): TDayOutcome => {
      const step = decided.get(date);
      return step?.ok && step.message
        ? { date, outcome: 'DONE', state: 'LOCKED', message: step.message }
        : { date, ...t };
    });
    return { outcomes, notes };
  });
  pushAfterCommit(deps, notes);
  return outcomes;
}

const weekOutcome = (employeeId: number, range: WeekRange, days: TDayOutcome[]): TWeekOutcome => ({
  employeeId,
  startDate: range.startDate,
  endDate: range.endDate,
  days,
  changed: days.filter((d) => d.outcome === 'DONE').length,
  refused: days.filter((d) => d.outcome === 'REFUSED').length,
});

export async function ownWeek(
  deps: Deps,
  actor: AuthUser,
  range: WeekRange,
  action: 'lock' | 'unlock',
): Promise<TWeekOutcome> {
  const employee = ownEmployee(actor);
  return weekOutcome(
    employee.id,
    range,
    await actOnDays(deps, actor, { employee }, [...eachDate(range.startDate, range.endDate)], action, true),
  );
}

/** Nobody approves or unapproves their own week. */
export function refuseOwnDecision(): never {
  throw forbidden(SELF_DECISION);
}

/** By whoever decides the reportee's timesheet there (access.ts, reporteeOf). */
export async function reporteeWeek(
  deps: Deps,
  actor: AuthUser,
  employeeId: number,
  range: WeekRange,
  action: DayAction,
): Promise<TWeekOutcome> {
  const subject = await reporteeOf(deps.db, actor, employeeId, range.startDate, range.endDate);
  return weekOutcome(
    subject.employee.id,
    range,
    await actOnDays(deps, actor, subject, [...eachDate(range.startDate, range.endDate)], action, false),
  );
}

/** One's own (lock, unlock) or a reportee's (approve, unapprove); a refused day is a 409. */
export async function dayAction(
  deps: Deps,
  actor: AuthUser,
  employeeId: number | undefined,
  date: string,
  action: DayAction,
): Promise<TDayActionResponse> {
  const subject =
    employeeId === undefined
      ? { employee: ownEmployee(actor) }
      : await reporteeOf(deps.db, actor, employeeId, date, date);
  const [outcome] = await actOnDays(deps, actor, subject, [date], action, employeeId === undefined);
  if (outcome!.outcome === 'REFUSED') throw conflict(`${dayLabel(date)}: ${outcome!.message}`);
  return { ...outcome!, employeeId: subject.employee.id };
}

/** Each week as approve-week approves one, answered per week. */
export async function approveWeeks(
  deps: Deps,
  actor: AuthUser,
  weeks: readonly { employeeId: number; startDate: string }[],
): Promise<TBulkWeekDecisionResponse> {
  const results: TBulkWeekDecisionResponse['results'] = [];
  for (const w of weeks) {
    try {
      const outcome = await reporteeWeek(
        deps,
        actor,
        w.employeeId,
        { startDate: w.startDate, endDate: addDays(w.startDate, 6) },
        'approve',
      );
      results.push({
        employeeId: w.employeeId,
        startDate: w.startDate,
        ok: true,
        statusCode: 200,
        message: `${outcome.changed} day${outcome.changed === 1 ? '' : 's'} approved.`,
        days: outcome.days,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        employeeId: w.employeeId,
        startDate: w.startDate,
        ok: false,
        statusCode: error.statusCode,
        message: error.message,
        days: [],
      });
    }
  }
  return { results, succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
}
