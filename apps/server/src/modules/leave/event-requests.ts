import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, formatIsoDate as formatDate, todayIn, yearOf } from '@staffdesk/shared/dates';
import {
  LEAVE_RULES,
  requestedDays,
  type TEventRequest,
  type ZEventRequestCreateSchema,
} from '@staffdesk/shared/schemas/leave';
import { listOf } from '@staffdesk/shared/schemas/common';
import { eventBalances, eventRequests, eventTypes } from '../../db/schema/leave';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { badRequest, conflict } from '../../errors';
import { daysOffBetween } from '../calendar/holidays';
import { createRequest } from '../requests/lifecycle';
import { ensureBalances, listEventTypes } from './balances';
import { requestById } from './event-request-view';
import { describeRange, serverEventRequestFamily } from './family';
import { policyOn } from './policies';
import { checkBalance, checkPolicyRules } from './policy-rules';

/** Asking for leave and work from home; the lists are in event-request-lists.ts. */

/** Per employee, serializing creation (overlap and balance checks). */
const REQUEST_LOCK_NAMESPACE = 804_202_620;

type CreateInput = z.output<typeof ZEventRequestCreateSchema>;

/** Nothing is written when one of these is thrown. */
function checkDates(input: CreateInput, today: string) {
  const field = (name: string, message: string) => badRequest(message, [`${name}: ${message}`]);
  const earliest = addDays(today, -LEAVE_RULES.maxDaysInPast);
  if (input.fromDate < earliest) {
    throw field(
      'fromDate',
      `The start date can be at most ${LEAVE_RULES.maxDaysInPast} days in the past (not before ${formatDate(earliest)}); ask HR to record older absences.`,
    );
  }
  if (input.fromDate > addDays(today, LEAVE_RULES.maxDaysAhead))
    throw field('fromDate', `The start date can be at most ${LEAVE_RULES.maxDaysAhead} days ahead.`);
  if (yearOf(input.fromDate) !== yearOf(input.toDate)) {
    throw field(
      'toDate',
      `The end date cannot be in another year, whose balance is separate: split the request at December 31, ${yearOf(input.fromDate)}.`,
    );
  }
  const calendarDays = (Date.parse(input.toDate) - Date.parse(input.fromDate)) / 86_400_000 + 1;
  if (calendarDays > LEAVE_RULES.maxCalendarDays)
    throw field(
      'toDate',
      `A request can cover at most ${LEAVE_RULES.maxCalendarDays} days; this one covers ${calendarDays}.`,
    );
}

/** Another pending or approved request on these dates; two different halves of one day do not overlap. */
async function assertNoOverlap(tx: Tx, employeeId: number, input: CreateInput) {
  const clashes = await tx
    .select({
      typeLabel: eventTypes.label,
      status: eventRequests.status,
      fromDate: eventRequests.fromDate,
      toDate: eventRequests.toDate,
      halfDay: eventRequests.halfDay,
    })
    .from(eventRequests)
    .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
    .where(
      and(
        eq(eventRequests.employeeId, employeeId),
        inArray(eventRequests.status, ['PENDING', 'APPROVED']),
        lte(eventRequests.fromDate, input.toDate),
        gte(eventRequests.toDate, input.fromDate),
      ),
    )
    .orderBy(asc(eventRequests.fromDate));
  const clash = clashes.find((c) => !(input.halfDay !== 'NONE' && c.halfDay !== 'NONE' && c.halfDay !== input.halfDay));
  if (!clash) return;
  const from = clash.fromDate > input.fromDate ? clash.fromDate : input.fromDate;
  const to = clash.toDate < input.toDate ? clash.toDate : input.toDate;
  throw conflict(
    `${describeRange(from, to)} ${from === to ? 'is' : 'are'} already covered by your ` +
      `${clash.status.toLowerCase()} ${clash.typeLabel} request (${describeRange(clash.fromDate, clash.toDate)}).`,
  );
}

export async function createEventRequest(
  deps: Pick<AppDeps, 'db' | 'push'>,
  actor: AuthUser,
  input: CreateInput,
): Promise<TEventRequest> {
  const { db } = deps;
  const [type] = await db.select().from(eventTypes).where(eq(eventTypes.code, input.typeCode));
  if (!type)
    throw badRequest(`There is no leave type ${input.typeCode}.`, [
      `typeCode: Choose a leave type: ${listOf((await listEventTypes(db)).map((t) => t.code))}.`,
    ]);
  const info = actor.employee;
  if (!info) throw badRequest('You have no employee record, so you cannot ask for leave. Ask HR to add one.');
  const today = todayIn(info.timeZone);
  checkDates(input, today);

  const row = await createRequest(deps, serverEventRequestFamily, actor, async (tx) => {
    // So that two requests cannot both pass the overlap and balance checks.
    await tx.execute(sql`select pg_advisory_xact_lock(${REQUEST_LOCK_NAMESPACE}::int, ${actor.id}::int)`);
    const daysOff = await daysOffBetween(tx, input.fromDate, input.toDate);
    const workingDays = requestedDays(input.fromDate, input.toDate, daysOff, input.halfDay) ?? 0;
    if (workingDays === 0) {
      throw badRequest(
        `${describeRange(input.fromDate, input.toDate)} falls on weekends or holidays only: there is no working day to ask for.`,
        ['fromDate: Choose a range with at least one working day.'],
      );
    }
    const policy = await policyOn(tx, type.code, input.fromDate);
    if (policy) checkPolicyRules(policy, { typeLabel: type.label, ...input }, { today, daysOff, workingDays, ...info });
    const days = policy?.sandwich
      ? requestedDays(input.fromDate, input.toDate, daysOff, input.halfDay, true)!
      : workingDays;
    await assertNoOverlap(tx, actor.id, input);
    if (type.needsBalance) {
      const year = yearOf(input.fromDate);
      await ensureBalances(tx, actor.id, year);
      const [bal] = await tx
        .select()
        .from(eventBalances)
        .where(
          and(
            eq(eventBalances.employeeId, actor.id),
            eq(eventBalances.typeCode, type.code),
            eq(eventBalances.year, year),
          ),
        )
        .for('update');
      const available = bal!.allotted - bal!.used - bal!.pending;
      checkBalance(policy, type.label, available, days, days - workingDays);
      await tx
        .update(eventBalances)
        .set({ pending: sql`${eventBalances.pending} + ${days}` })
        .where(eq(eventBalances.id, bal!.id));
    }
    const [created] = await tx
      .insert(eventRequests)
      .values({
        employeeId: actor.id,
        typeCode: type.code,
        fromDate: input.fromDate,
        toDate: input.toDate,
        halfDay: input.halfDay,
        days,
        reason: input.reason,
      })
      .returning();
    return created!;
  });
  return requestById(db, row.id);
}
