import { describe, expect, it } from 'vitest';
import { describeLeaveRules, type TLeavePolicy } from '@staffdesk/shared/schemas/leave-policies';
import { policyOnDate } from './get-leave-policies';

const version = (id: number, typeCode: string, effectiveFrom: string, rules: Partial<TLeavePolicy> = {}) =>
  ({
    id,
    typeCode,
    effectiveFrom,
    accrual: 'YEARLY',
    accrualDays: 12,
    accrualDay: 'FIRST',
    tenureSteps: [],
    carryForwardCap: null,
    carryForwardExpiryMonths: null,
    encashmentCap: null,
    minNoticeDays: null,
    maxConsecutiveDays: null,
    sandwich: false,
    halfDays: true,
    hourly: false,
    maxHoursPerMonth: null,
    negativeAllowedDays: 0,
    probationMonths: null,
    attachmentBeyondDays: null,
    compOffExpiryDays: null,
    ...rules,
  }) as TLeavePolicy;

// Newest first, as GET /leave-policies answers the history.
const history = [
  version(3, 'EARNED', '2027-01-01', { minNoticeDays: 7, sandwich: true }),
  version(2, 'EARNED', '2026-01-01', { minNoticeDays: 3 }),
  version(1, 'CASUAL', '2026-01-01'),
];

describe('the policy the leave form applies', () => {
  it('is the version in force on the first day: the later one from its date, the earlier one the day before', () => {
    expect(policyOnDate(history, 'EARNED', '2027-01-01')?.id).toBe(3);
    expect(policyOnDate(history, 'EARNED', '2026-12-31')?.id).toBe(2);
    expect(policyOnDate(history, 'EARNED', '2025-12-31')).toBeUndefined();
    expect(policyOnDate(history, 'SICK', '2027-01-01')).toBeUndefined();
  });

  it('reads the rules in a few words each: notice, then the sandwich rule', () => {
    expect(describeLeaveRules(history[0]!)).toEqual(["7 days' notice", 'sandwich rule applies']);
    expect(describeLeaveRules(version(4, 'CASUAL', '2026-01-01', { minNoticeDays: 1, halfDays: false }))).toEqual([
      "1 day's notice",
      'no half days',
    ]);
  });

  it('names no attachment or hourly rule, which no leave request can meet yet', () => {
    const sick = { minNoticeDays: 0, attachmentBeyondDays: 2, hourly: true, maxHoursPerMonth: 8 };
    expect(describeLeaveRules(version(5, 'SICK', '2026-01-01', sick))).toEqual(['no notice needed']);
  });
});
