import { leavePolicies } from '../db/schema/leave';
import type { Tx } from '../db/client';

type PolicyValues = typeof leavePolicies.$inferInsert;

/**
 * The demo policies, in force since January 1 of last year so that the demo's past requests have one;
 * Earned Leave has an older version (1 day a month) to show a history.
 */
export function demoPolicies(year: number): PolicyValues[] {
  const from = `${year - 1}-01-01`;
  const earned: PolicyValues = {
    typeCode: 'EARNED',
    effectiveFrom: `${year}-01-01`,
    accrual: 'MONTHLY',
    accrualDays: 1.25,
    minNoticeDays: 7,
    sandwich: true,
    carryForwardCap: 30,
    carryForwardExpiryMonths: 12,
    encashmentCap: 10,
    note: 'Raised to 1.25 days a month.',
  };
  return [
    {
      typeCode: 'CASUAL',
      effectiveFrom: from,
      accrual: 'YEARLY',
      accrualDays: 12,
      maxConsecutiveDays: 3,
      carryForwardCap: 0,
    },
    {
      typeCode: 'SICK',
      effectiveFrom: from,
      accrual: 'YEARLY',
      accrualDays: 10,
      minNoticeDays: 0,
      attachmentBeyondDays: 2,
    },
    { ...earned, effectiveFrom: from, accrualDays: 1, note: '' },
    earned,
    { typeCode: 'COMP_OFF', effectiveFrom: from, accrual: 'NONE', compOffExpiryDays: 90 },
    { typeCode: 'LOSS_OF_PAY', effectiveFrom: from, accrual: 'NONE' },
  ];
}

export async function seedLeavePolicies(tx: Tx, year: number): Promise<void> {
  await tx.insert(leavePolicies).values(demoPolicies(year));
}
