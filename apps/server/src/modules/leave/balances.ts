import { and, asc, eq, sql } from 'drizzle-orm';
import { daysBetween, todayIn, yearOf } from '@staffdesk/shared/dates';
import type {
  TBalanceUpdate,
  TEmployeeBalanceUpdate,
  TEventBalance,
  TEventType,
} from '@staffdesk/shared/schemas/leave';
import { eventBalances, eventTypes } from '../../db/schema/leave';
import type { Db, Executor, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { AuthUser } from '../../access';
import { conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { employeeInfo, viewableEmployee } from '../organisation/employees';
import type { Joiner } from '../users/hooks';
import { formatDays } from './family';
import { accrualNote, dateInYear, writeLedgerEntries } from './ledger-entries';
import { ownTimeZone } from './time-zone';

const balanceSelection = {
  id: eventBalances.id,
  employeeId: eventBalances.employeeId,
  typeCode: eventBalances.typeCode,
  typeLabel: eventTypes.label,
  year: eventBalances.year,
  allotted: eventBalances.allotted,
  used: eventBalances.used,
  pending: eventBalances.pending,
};

export function toBalance(r: {
  id: number | null;
  employeeId: number;
  typeCode: string;
  typeLabel: string;
  year: number;
  allotted: number;
  used: number;
  pending: number;
}): TEventBalance {
  return { ...r, available: r.allotted - r.used - r.pending };
}

/** Adds a year's missing balance rows, each opening with its type's yearly allotment as an accrual. */
export async function ensureBalances(tx: Executor, employeeId: number, year: number): Promise<void> {
  const types = await balanceTypes(tx);
  if (types.length === 0) return;
  const made = await tx
    .insert(eventBalances)
    .values(types.map((t) => ({ employeeId, typeCode: t.code, year })))
    .onConflictDoNothing()
    .returning({ id: eventBalances.id, typeCode: eventBalances.typeCode });
  const allotment = new Map(types.map((t) => [t.code, t.allotment]));
  await writeLedgerEntries(
    tx,
    made.map((b) => ({
      balanceId: b.id,
      employeeId,
      typeCode: b.typeCode,
      effectiveDate: `${year}-01-01`,
      kind: 'ACCRUAL',
      days: allotment.get(b.typeCode) ?? 0,
      note: accrualNote(year),
    })),
  );
}

/** Every type that needs a balance, with the employee's row of the year if any. */
const balancesQuery = preparedQuery((executor) =>
  executor
    .select({
      id: eventBalances.id,
      typeCode: eventTypes.code,
      typeLabel: eventTypes.label,
      yearlyAllotment: eventTypes.yearlyAllotment,
      allotted: eventBalances.allotted,
      used: eventBalances.used,
      pending: eventBalances.pending,
    })
    .from(eventTypes)
    .leftJoin(
      eventBalances,
      and(
        eq(eventBalances.typeCode, eventTypes.code),
        eq(eventBalances.employeeId, sql.placeholder('employeeId')),
        eq(eventBalances.year, sql.placeholder('year')),
      ),
    )
    .where(eq(eventTypes.needsBalance, true))
    .orderBy(asc(eventTypes.sortOrder), asc(eventTypes.code)),
);

async function balanceRow(executor: Executor, id: number) {
  const [row] = await executor
    .select(balanceSelection)
    .from(eventBalances)
    .innerJoin(eventTypes, eq(eventTypes.code, eventBalances.typeCode))
    .where(eq(eventBalances.id, id));
  return row;
}

/** Never below what is already used or pending. */
async function setAllotment(tx: Tx, actor: AuthUser, id: number, allotted: number): Promise<TEventBalance> {
  const [locked] = await tx
    .select({ id: eventBalances.id })
    .from(eventBalances)
    .where(eq(eventBalances.id, id))
    .for('update');
  const before = locked && (await balanceRow(tx, id));
  if (!before) throw notFound('No such balance.');
  if (before.employeeId === actor.id) throw forbidden('You cannot change your own leave balance.');
  const committed = before.used + before.pending;
  if (allotted < committed) {
    throw conflict(
      `${before.typeLabel} ${before.year}: ${formatDays(committed)} ${committed === 1 ? 'is' : 'are'} already used or pending, ` +
        `so the allotment cannot be less than ${committed}.`,
    );
  }
  await writeLedgerEntries(tx, [
    {
      balanceId: id,
      employeeId: before.employeeId,
      typeCode: before.typeCode,
      effectiveDate: dateInYear(todayIn(ownTimeZone(actor)), before.year),
      kind: 'ADJUSTMENT',
      days: allotted - before.allotted,
      note: `Allotment set from ${formatDays(before.allotted)} to ${formatDays(allotted)}`,
      createdBy: actor.id,
    },
  ]);
  const after = (await balanceRow(tx, id))!;
  await writeAudit(tx, {
    actorId: actor.id,
    action: 'event-balance.update',
    entity: 'event-balance',
    entityId: id,
    before,
    after,
  });
  return toBalance(after);
}

export async function listEventTypes(db: Db): Promise<TEventType[]> {
  return db
    .select({
      code: eventTypes.code,
      label: eventTypes.label,
      yearlyAllotment: eventTypes.yearlyAllotment,
      needsBalance: eventTypes.needsBalance,
      isLeave: eventTypes.isLeave,
    })
    .from(eventTypes)
    .orderBy(asc(eventTypes.sortOrder), asc(eventTypes.code));
}

/** A type without its row of the year shows its yearly allotment, nothing used (id null): a read writes nothing. */
export async function balancesOf(db: Db, employeeId: number, year: number): Promise<TEventBalance[]> {
  const rows = await balancesQuery(db, { employeeId, year });
  return rows.map((r) =>
    toBalance({
      id: r.id,
      employeeId,
      year,
      typeCode: r.typeCode,
      typeLabel: r.typeLabel,
      allotted: r.allotted ?? r.yearlyAllotment,
      used: r.used ?? 0,
      pending: r.pending ?? 0,
    }),
  );
}

export async function ownBalances(db: Db, actor: AuthUser, year?: number): Promise<TEventBalance[]> {
  return balancesOf(db, actor.id, year ?? yearOf(todayIn(ownTimeZone(actor))));
}

export async function employeeBalances(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  year?: number,
): Promise<TEventBalance[]> {
  const info = await viewableEmployee(db, actor, employeeId, 'records');
  return balancesOf(db, employeeId, year ?? yearOf(todayIn(info.timeZone)));
}

export async function balanceOfType(db: Db, actor: AuthUser, code: string, year?: number): Promise<TEventBalance> {
  const found = (await ownBalances(db, actor, year)).find((b) => b.typeCode === code);
  if (!found) throw notFound(`There is no balance for ${code}: it is not a leave type that needs one.`);
  return found;
}

export async function balanceById(db: Db, actor: AuthUser, id: number): Promise<TEventBalance> {
  const row = await balanceRow(db, id);
  if (!row) throw notFound('No such balance.');
  await viewableEmployee(db, actor, row.employeeId, 'records').catch(() => {
    throw notFound('No such balance.');
  });
  return toBalance(row);
}

export async function updateBalance(
  db: Db,
  actor: AuthUser,
  id: number,
  input: TBalanceUpdate,
): Promise<TEventBalance> {
  return db.transaction((tx) => setAllotment(tx, actor, id, input.allotted));
}

/** By employee, type and year: the write that makes the year's rows when it has none. */
export async function updateEmployeeBalance(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  input: TEmployeeBalanceUpdate,
): Promise<TEventBalance> {
  if (employeeId === actor.id) throw forbidden('You cannot change your own leave balance.');
  return db.transaction(async (tx) => {
    if (!(await employeeInfo(tx, employeeId))) throw notFound('No such employee.');
    const [type] = await tx
      .select({ needsBalance: eventTypes.needsBalance })
      .from(eventTypes)
      .where(eq(eventTypes.code, input.typeCode));
    if (!type?.needsBalance)
      throw notFound(`There is no balance for ${input.typeCode}: it is not a leave type that needs one.`);
    await ensureBalances(tx, employeeId, input.year);
    const [row] = await tx
      .select({ id: eventBalances.id })
      .from(eventBalances)
      .where(
        and(
          eq(eventBalances.employeeId, employeeId),
          eq(eventBalances.typeCode, input.typeCode),
          eq(eventBalances.year, input.year),
        ),
      );
    return setAllotment(tx, actor, row!.id, input.allotted);
  });
}

type BalanceType = { code: string; allotment: number };

export function balanceTypes(tx: Executor): Promise<BalanceType[]> {
  return tx
    .select({ code: eventTypes.code, allotment: eventTypes.yearlyAllotment })
    .from(eventTypes)
    .where(eq(eventTypes.needsBalance, true));
}

/**
 * A new employee's balances: in the year of joining, each allotment prorated by the share of the year left (to the
 * nearest half day); joined in an earlier year, the current year's in full.
 */
export function joiningBalanceRows(
  types: readonly BalanceType[],
  employeeId: number,
  dateOfJoining: string,
  today: string,
) {
  const year = Math.max(yearOf(today), yearOf(dateOfJoining));
  const share =
    yearOf(dateOfJoining) < year
      ? 1
      : (daysBetween(dateOfJoining, `${year}-12-31`) + 1) / (daysBetween(`${year}-01-01`, `${year}-12-31`) + 1);
  return types.map((t) => ({ employeeId, typeCode: t.code, year, allotted: Math.round(t.allotment * share * 2) / 2 }));
}

/** The users module's `joined` hook: the rows, then their accruals, which the ledger's trigger adds to them. */
export async function createJoiningBalances(tx: Executor, joiners: readonly Joiner[]): Promise<void> {
  const types = await balanceTypes(tx);
  const planned = joiners.flatMap((j) =>
    joiningBalanceRows(types, j.employeeId, j.dateOfJoining, j.today).map((row) => ({ ...row, joiner: j })),
  );
  if (planned.length === 0) return;
  const made = await tx
    .insert(eventBalances)
    .values(planned.map(({ employeeId, typeCode, year }) => ({ employeeId, typeCode, year })))
    .onConflictDoNothing()
    .returning({ id: eventBalances.id, employeeId: eventBalances.employeeId, typeCode: eventBalances.typeCode });
  const key = (employeeId: number, typeCode: string) => `${employeeId}:${typeCode}`;
  const byKey = new Map(planned.map((p) => [key(p.employeeId, p.typeCode), p]));
  await writeLedgerEntries(
    tx,
    made.map((b) => {
      const { year, allotted, joiner } = byKey.get(key(b.employeeId, b.typeCode))!;
      const joinedThisYear = yearOf(joiner.dateOfJoining) === year;
      return {
        balanceId: b.id,
        employeeId: b.employeeId,
        typeCode: b.typeCode,
        effectiveDate: joinedThisYear ? joiner.dateOfJoining : `${year}-01-01`,
        kind: 'ACCRUAL' as const,
        days: allotted,
        note: accrualNote(year, joinedThisYear ? joiner.dateOfJoining : undefined),
      };
    }),
  );
}
