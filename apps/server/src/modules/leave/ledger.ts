import { asc, eq, sql } from 'drizzle-orm';
import { uiPath } from '@staffdesk/shared/routes';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import type { TLedger, TBalanceAdjustment } from '@staffdesk/shared/schemas/leave-ledger';
import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { eventBalances, eventTypes, leaveLedgerEntries } from '../../db/schema/leave';
import type { Db, Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { can, mayViewRecordsOf, type AuthUser } from '../../access';
import { conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { employeeInfo } from '../organisation/employees';
import { isAboveInTree } from '../organisation/reporting-line';
import { pushAfterCommit } from '../requests/lifecycle';
import { userName } from '../users/people';
import { toBalance } from './balances';
import { formatDays } from './family';
import { dateInYear, writeLedgerEntries } from './ledger-entries';

const NO_SUCH_BALANCE = 'No such balance.';

async function balanceWithType(executor: Executor, id: number, lock = false) {
  const query = executor
    .select({
      id: eventBalances.id,
      employeeId: eventBalances.employeeId,
      typeCode: eventBalances.typeCode,
      typeLabel: eventTypes.label,
      year: eventBalances.year,
      allotted: eventBalances.allotted,
      used: eventBalances.used,
      pending: eventBalances.pending,
    })
    .from(eventBalances)
    .innerJoin(eventTypes, eq(eventTypes.code, eventBalances.typeCode))
    .where(eq(eventBalances.id, id));
  const [row] = await (lock ? query.for('update', { of: eventBalances }) : query);
  return row;
}

/** The owner, whoever may see their records, and every manager above them in the tree; 404 for anyone else. */
async function mayReadLedger(executor: Executor, actor: AuthUser, employeeId: number): Promise<boolean> {
  if (employeeId === actor.id || can(actor, 'VIEW_ANY_EMPLOYEE')) return true;
  const employee = await employeeInfo(executor, employeeId);
  if (!employee) return false;
  return mayViewRecordsOf(actor, employee) || isAboveInTree(executor, actor.id, employeeId);
}

/** A balance's entries, oldest first, with their sum: the balance's available plus pending. */
export async function ledgerOf(db: Db, actor: AuthUser, id: number): Promise<TLedger> {
  const balance = await balanceWithType(db, id);
  if (!balance || !(await mayReadLedger(db, actor, balance.employeeId))) throw notFound(NO_SUCH_BALANCE);
  const entries = await db
    .select({
      id: leaveLedgerEntries.id,
      date: sql<string>`${leaveLedgerEntries.effectiveDate}::text`,
      kind: leaveLedgerEntries.kind,
      days: leaveLedgerEntries.days,
      note: leaveLedgerEntries.note,
      requestId: leaveLedgerEntries.requestId,
      jobRunId: leaveLedgerEntries.jobRunId,
    })
    .from(leaveLedgerEntries)
    .where(eq(leaveLedgerEntries.balanceId, id))
    .orderBy(asc(leaveLedgerEntries.effectiveDate), asc(leaveLedgerEntries.id));
  // In hundredths, so that a sum of quarters and halves comes out exact.
  const total = entries.reduce((n, e) => n + Math.round(e.days * 100), 0) / 100;
  return {
    balanceId: balance.id,
    typeLabel: balance.typeLabel,
    year: balance.year,
    entries: entries.map((e) => ({ ...e, kind: e.kind as TLedger['entries'][number]['kind'] })),
    total,
    pending: balance.pending,
    available: total - balance.pending,
  };
}

const changeWords = (days: number) => (days > 0 ? `added ${formatDays(days)} to` : `took ${formatDays(-days)} from`);

/** HR's correction: an entry with its reason, an audit row, and a word to the owner. Never one's own balance. */
export async function adjustBalance(
  deps: Pick<AppDeps, 'db' | 'push'>,
  actor: AuthUser,
  input: TBalanceAdjustment,
): Promise<TEventBalance> {
  const { balance, notes } = await deps.db.transaction(async (tx) => {
    const before = await balanceWithType(tx, input.balanceId, true);
    if (!before) throw notFound(NO_SUCH_BALANCE);
    if (before.employeeId === actor.id) throw forbidden('You cannot change your own leave balance.');
    const available = before.allotted - before.used - before.pending;
    if (available + input.days < 0) {
      throw conflict(
        `${before.typeLabel} ${before.year}: only ${formatDays(available)} ${available === 1 ? 'is' : 'are'} available, ` +
          `so at most ${formatDays(available)} can be taken away.`,
        [`days: At most ${formatDays(available)} can be taken away.`],
      );
    }
    const employee = await employeeInfo(tx, before.employeeId);
    await writeLedgerEntries(tx, [
      {
        balanceId: before.id,
        employeeId: before.employeeId,
        typeCode: before.typeCode,
        effectiveDate: dateInYear(todayIn(employee?.timeZone ?? DEFAULT_TIME_ZONE), before.year),
        kind: 'ADJUSTMENT',
        days: input.days,
        note: input.reason,
        createdBy: actor.id,
      },
    ]);
    const after = (await balanceWithType(tx, before.id))!;
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'event-balance.adjust',
      entity: 'event-balance',
      entityId: before.id,
      before,
      after: { ...after, days: input.days, reason: input.reason },
    });
    const notes = await notify(tx, [before.employeeId], {
      title: 'Leave balance adjusted',
      body: `${await userName(tx, actor.id)} ${changeWords(input.days)} your ${before.typeLabel} ${before.year}: ${input.reason}`,
      link: uiPath('/ui/self-service/leaves'),
    });
    return { balance: toBalance(after), notes };
  });
  pushAfterCommit(deps, notes);
  return balance;
}
