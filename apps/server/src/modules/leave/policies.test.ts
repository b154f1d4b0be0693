import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { leavePolicies } from '../../db/schema/leave';
import { policiesInForce, policyOn } from './policies';
import { TODAY } from './test-support';

let t: TestApp;
const year = Number(TODAY.slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the policy in force on a date', () => {
  it('is the latest version effective by that day, the older one the day before', async () => {
    expect(await policyOn(t.db, 'EARNED', `${year}-01-01`)).toMatchObject({ accrual: 'MONTHLY', accrualDays: 1.25 });
    expect(await policyOn(t.db, 'EARNED', `${year - 1}-12-31`)).toMatchObject({ accrualDays: 1 });
    expect(await policyOn(t.db, 'EARNED', `${year - 2}-12-31`)).toBeUndefined();
  });

  it('is none for a type without a policy, whose requests meet no rules', async () => {
    expect(await policyOn(t.db, 'WFH', TODAY)).toBeUndefined();
  });

  it("answers every type's version in force, one each", async () => {
    await t.db
      .insert(leavePolicies)
      .values({ typeCode: 'CASUAL', effectiveFrom: `${year + 1}-01-01`, accrual: 'NONE' });
    const inForce = await policiesInForce(t.db, TODAY);
    expect([...inForce.keys()].sort()).toEqual(['CASUAL', 'COMP_OFF', 'EARNED', 'LOSS_OF_PAY', 'SICK']);
    expect(inForce.get('CASUAL')).toMatchObject({ accrual: 'YEARLY', accrualDays: 12, maxConsecutiveDays: 3 });
    expect(inForce.get('EARNED')).toMatchObject({ accrualDays: 1.25, minNoticeDays: 7, sandwich: true });
    expect(inForce.get('SICK')).toMatchObject({ minNoticeDays: 0, attachmentBeyondDays: 2 });
    expect(inForce.get('COMP_OFF')).toMatchObject({ accrual: 'NONE', compOffExpiryDays: 90 });
    expect((await policiesInForce(t.db, `${year + 1}-01-01`)).get('CASUAL')).toMatchObject({ accrual: 'NONE' });
  });
});
