import { formatIsoDate } from '@staffdesk/shared/dates';
import type { TLedgerKind } from '@staffdesk/shared/schemas/leave-ledger';
import { leaveLedgerEntries } from '../../db/schema/leave';
import type { Executor } from '../../db/client';

export interface NewLedgerEntry {
  balanceId: number;
  employeeId: number;
  typeCode: string;
  effectiveDate: string;
  kind: TLedgerKind;
  /** Signed: credits positive, leave taken and other debits negative. */
  days: number;
  note: string;
  requestId?: number | null;
  jobRunId?: number | null;
  createdBy?: number | null;
}

/** The one way a balance changes: the table's trigger moves its allotted and used in the same statement. */
export async function writeLedgerEntries(tx: Executor, entries: readonly NewLedgerEntry[]): Promise<void> {
  const written = entries.filter((e) => e.days !== 0);
  if (written.length > 0) await tx.insert(leaveLedgerEntries).values(written);
}

/** A balance's opening accrual: a type's yearly allotment, or its share of the year for someone who joined in it. */
export function accrualNote(year: number, joinedOn?: string): string {
  return joinedOn
    ? `Allotment for ${year}, prorated from joining on ${formatIsoDate(joinedOn)}`
    : `Yearly allotment for ${year}`;
}

/** A change made today counts in the balance's own year: on its first or last day when today is outside it. */
export function dateInYear(today: string, year: number): string {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return today < first ? first : today > last ? last : today;
}
