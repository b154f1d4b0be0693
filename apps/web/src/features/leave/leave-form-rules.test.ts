import { describe, expect, it } from 'vitest';
import { ZEventRequestCreateSchema } from '@staffdesk/shared/schemas/leave';
import { addDays, todayIn } from '@staffdesk/shared/dates';
import { requestedDays } from '@staffdesk/shared/schemas/leave';
import { halfDayAllowed, typeOptionLabel } from './leave-form-rules';

const none = new Set<string>();

describe('half day', () => {
  it('is allowed only for a single day', () => {
    expect(halfDayAllowed('2026-12-01', '2026-12-01')).toBe(true);
    expect(halfDayAllowed('2026-12-01', '2026-12-02')).toBe(false);
    expect(halfDayAllowed('', '')).toBe(false);
  });

  it('is refused by the shared schema the form validates with, on the halfDay field', () => {
    const result = ZEventRequestCreateSchema.safeParse({
      typeCode: 'CASUAL',
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
      halfDay: 'FIRST_HALF',
      reason: 'Family',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['halfDay'],
      message: 'Choose a single day for a half day.',
    });
    expect(
      ZEventRequestCreateSchema.safeParse({
        typeCode: 'CASUAL',
        fromDate: '2026-12-01',
        toDate: '2026-12-01',
        halfDay: 'FIRST_HALF',
        reason: 'Family',
      }).success,
    ).toBe(true);
  });

  it('counts 0.5 on a working day and nothing on a weekend', () => {
    expect(requestedDays('2026-12-01', '2026-12-01', none, 'SECOND_HALF')).toBe(0.5);
    expect(requestedDays('2026-12-05', '2026-12-05', none, 'FIRST_HALF')).toBe(0);
  });
});

describe('requestedDays', () => {
  it('leaves out weekends and holidays', () => {
    // Friday 2026-12-04 to Tuesday 2026-12-08: Fri, Mon, Tue.
    expect(requestedDays('2026-12-04', '2026-12-08', none)).toBe(3);
    expect(requestedDays('2026-12-04', '2026-12-08', new Set(['2026-12-07']))).toBe(2);
  });

  it('gives null for an unfinished or reversed range', () => {
    expect(requestedDays('2026-12-04', '', none)).toBeNull();
    expect(requestedDays('2026-12-08', '2026-12-04', none)).toBeNull();
  });

  it('is refused by the schema when the end is before the start', () => {
    const result = ZEventRequestCreateSchema.safeParse({
      typeCode: 'CASUAL',
      fromDate: '2026-12-08',
      toDate: '2026-12-04',
      reason: 'x',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['toDate'] });
  });
});

describe('labels', () => {
  it('shows the balance of a type while the form is filled', () => {
    const type = { code: 'CASUAL', label: 'Casual Leave', yearlyAllotment: 12, needsBalance: true, isLeave: true };
    const balance = {
      id: 1,
      employeeId: 1,
      typeCode: 'CASUAL',
      typeLabel: 'Casual Leave',
      year: 2026,
      allotted: 12,
      used: 3,
      pending: 2,
      available: 7,
    };
    expect(typeOptionLabel(type, balance)).toBe('Casual Leave · 7 of 12 days available');
    expect(
      typeOptionLabel({ ...type, code: 'LOSS_OF_PAY', label: 'Loss of Pay', needsBalance: false }, undefined),
    ).toBe('Loss of Pay · no balance needed');
  });

  it("reads today in the employee's own time zone", () => {
    const evening = new Date('2026-01-04T20:00:00Z');
    expect(todayIn('Asia/Kolkata', evening)).toBe('2026-01-05');
    expect(todayIn('America/New_York', evening)).toBe('2026-01-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
