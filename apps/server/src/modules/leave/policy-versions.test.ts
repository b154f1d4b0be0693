import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, formatIsoDate } from '@staffdesk/shared/dates';
import type { TLeavePolicy, TLeavePolicyList } from '@staffdesk/shared/schemas/leave-policies';
import { createTestApp, type TestApp } from '../../../test/harness';
import { leavePolicies } from '../../db/schema/leave';
import { TODAY, leaveTestKit } from './test-support';

let t: TestApp;
const { get, post, put, auditOf } = leaveTestKit(() => t);
const year = Number(TODAY.slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const casual = (effectiveFrom: string, extra: Record<string, unknown> = {}) => ({
  typeCode: 'CASUAL',
  effectiveFrom,
  accrual: 'YEARLY',
  accrualDays: 12,
  maxConsecutiveDays: 4,
  note: 'Four days in a row from next year.',
  ...extra,
});

describe('GET /api/leave-policies', () => {
  it("answers anyone signed in each type's version in force, and every version newest first", async () => {
    const res = await get('employee', '/api/leave-policies');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TLeavePolicyList;
    expect(body.items.map((p) => p.typeCode)).toEqual(['CASUAL', 'SICK', 'EARNED', 'COMP_OFF', 'LOSS_OF_PAY']);
    expect(body.items.find((p) => p.typeCode === 'EARNED')).toMatchObject({
      typeLabel: 'Earned Leave',
      accrual: 'MONTHLY',
      accrualDays: 1.25,
      minNoticeDays: 7,
      sandwich: true,
      state: 'IN_FORCE',
      effectiveFrom: `${year}-01-01`,
    });
    const earned = body.history.filter((p) => p.typeCode === 'EARNED');
    expect(earned.map((p) => [p.effectiveFrom, p.state])).toEqual([
      [`${year}-01-01`, 'IN_FORCE'],
      [`${year - 1}-01-01`, 'PAST'],
    ]);
  });

  it('narrows both lists to one type with ?type=', async () => {
    const body = (await get('manager', '/api/leave-policies?type=sick')).json() as TLeavePolicyList;
    expect(body.items.map((p) => p.typeCode)).toEqual(['SICK']);
    expect(body.history.map((p) => p.typeCode)).toEqual(['SICK']);
  });

  it('answers 404 for a version that does not exist', async () => {
    const res = await get('employee', '/api/leave-policies/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such leave policy version.');
  });
});

describe('POST /api/leave-policies', () => {
  it('adds a version from a later date, audited, leaving the one in force as it is', async () => {
    const from = `${year + 1}-01-01`;
    const res = await post('hr.head', '/api/leave-policies', casual(from));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as TLeavePolicy;
    expect(made).toMatchObject({
      typeCode: 'CASUAL',
      maxConsecutiveDays: 4,
      state: 'UPCOMING',
      createdBy: 'Hema Rao',
    });
    const list = (await get('employee', '/api/leave-policies?type=CASUAL')).json() as TLeavePolicyList;
    expect(list.items).toMatchObject([{ maxConsecutiveDays: 3, state: 'IN_FORCE' }]);
    expect(list.history.map((p) => [p.effectiveFrom, p.state])).toEqual([
      [from, 'UPCOMING'],
      [`${year - 1}-01-01`, 'IN_FORCE'],
    ]);
    const audit = await auditOf('leave-policy', made.id, 'leave-policy.create');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ typeCode: 'CASUAL', maxConsecutiveDays: 4 });
  });

  it('refuses those without MANAGE_LEAVE_BALANCES, writing nothing', async () => {
    const before = await t.db.select().from(leavePolicies);
    const res = await post('manager', '/api/leave-policies', casual(addDays(TODAY, 40)));
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(leavePolicies)).toHaveLength(before.length);
  });

  it('refuses a date before today, a second version from one date, and work from home', async () => {
    const past = await post('md', '/api/leave-policies', casual(addDays(TODAY, -1)));
    expect(past.statusCode).toBe(400);
    expect(past.json().errorDetails).toEqual([
      `effectiveFrom: A version takes effect today or later: choose ${formatIsoDate(TODAY)} or after, so that past requests keep their rules.`,
    ]);
    const twice = await post('md', '/api/leave-policies', casual(`${year + 1}-01-01`));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Casual Leave already has a version from January 01, ${year + 1}: change that one, or choose another date.`,
    );
    const wfh = await post('md', '/api/leave-policies', casual(addDays(TODAY, 30), { typeCode: 'WFH' }));
    expect(wfh.json().errorDetails).toEqual(['typeCode: Work From Home is not leave, so it has no policy.']);
  });

  it('says next to each field what to fix', async () => {
    const res = await post(
      'admin',
      '/api/leave-policies',
      casual(addDays(TODAY, 30), {
        accrualDays: -1,
        accrual: 'WEEKLY',
        tenureSteps: [{ afterYears: 0, accrualDays: 2 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails).toEqual(
      expect.arrayContaining([
        'accrual: Choose how days accrue: Yearly, Monthly or None.',
        'accrualDays: Enter the days accrued as 0 or more days.',
        'tenureSteps.0.afterYears: Enter the years of service as 1 or more.',
      ]),
    );
  });
});

describe('PUT /api/leave-policies/{id}', () => {
  it('changes a version not yet in force, audited with before and after', async () => {
    const made = (await post('hr.head', '/api/leave-policies', casual(addDays(TODAY, 20)))).json() as TLeavePolicy;
    const res = await put('hr.head', `/api/leave-policies/${made.id}`, casual(addDays(TODAY, 21), { sandwich: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, effectiveFrom: addDays(TODAY, 21), sandwich: true });
    const [audit] = await auditOf('leave-policy', made.id, 'leave-policy.update');
    expect(audit!.before).toMatchObject({ sandwich: false });
    expect(audit!.after).toMatchObject({ sandwich: true });
  });

  it('refuses to change a version in force: add a new one instead; nothing changes', async () => {
    const [inForce] = await t.db
      .select()
      .from(leavePolicies)
      .where(eq(leavePolicies.effectiveFrom, `${year}-01-01`));
    const res = await put('hr.head', `/api/leave-policies/${inForce!.id}`, {
      ...casual(`${year + 2}-01-01`),
      typeCode: 'EARNED',
      accrual: 'MONTHLY',
      accrualDays: 2,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `This version has been in force since January 01, ${year}, so it is history: add a new version from a later date instead.`,
    );
    const [after] = await t.db.select().from(leavePolicies).where(eq(leavePolicies.id, inForce!.id));
    expect(after).toEqual(inForce);
  });

  it('keeps a version to its leave type', async () => {
    const made = (await post('hr.head', '/api/leave-policies', casual(addDays(TODAY, 50)))).json() as TLeavePolicy;
    const res = await put(
      'hr.head',
      `/api/leave-policies/${made.id}`,
      casual(addDays(TODAY, 50), { typeCode: 'SICK' }),
    );
    expect(res.json().errorDetails).toEqual([
      'typeCode: A version keeps its leave type (CASUAL): add a version of the other type.',
    ]);
  });
});
