import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { holidays } from '../../db/schema/calendar';
import { eventBalances, eventRequests, leavePolicies } from '../../db/schema/leave';
import { approvalChains } from '../../db/schema/requests';
import { fixtures, upload } from '../files/test-helpers';
import { futureWeeks, leaveTestKit } from '../leave/test-support';

let t: TestApp;
const { idOf, tokenOf, get, post, put, balanceRow, requestRow, lastNotificationId, notificationsSince, auditOf } =
  leaveTestKit(() => t);
const nextWeek = futureWeeks();

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
  await t.db.delete(eventBalances);
  // Without policies, leave types meet no rules (notice, days in a row, sandwich): not what these tests are about.
  await t.db.delete(leavePolicies);
  await t.db.delete(holidays);
  await t.db.delete(approvalChains);
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { id: number };

/** Monday to the next Monday in one year, six working days; the week after is used up too, so no two overlap. */
function sixDays() {
  for (;;) {
    const week = nextWeek();
    const following = nextWeek();
    if (following.mon === addDays(week.mon, 7)) return { from: week.mon, to: following.mon, year: week.year };
  }
}

async function leave(username: string, typeCode: string, from: string, to: string): Promise<Json> {
  const res = await post(username, '/api/employee-event-request', {
    typeCode,
    fromDate: from,
    toDate: to,
    reason: 'A long journey home',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

const pendingIds = async (username: string, url: string) =>
  ((await get(username, url)).json() as { items: Json[] }).items.map((r) => r.id);
const TEAM = '/api/employee-event-request/reportee?pageSize=100';
const CLAIMS = '/api/reimbursements?pageSize=100';

describe('a two-step leave (the default: over five working days, then HR)', () => {
  it("moves to HR at the manager's approval, and its balance changes only at the last", async () => {
    const { from, to, year } = sixDays();
    const request = await leave('employee', 'EARNED', from, to);
    expect(request).toMatchObject({ days: 6, status: 'PENDING', step: 1, chain: ['HR_HEAD'] });
    expect(await pendingIds('hr.head', TEAM)).not.toContain(request.id);

    const since = await lastNotificationId();
    const first = await post('manager', `/api/employee-event-request/approve/${request.id}`, { remark: 'Fine by me' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: request.id, status: 'PENDING', step: 2, decidedBy: null });
    expect(await balanceRow('employee', 'EARNED', year)).toMatchObject({ used: 0, pending: 6 });

    // It leaves the manager's queue for HR's; the manager may not decide it again.
    expect(await pendingIds('manager', TEAM)).not.toContain(request.id);
    expect(await pendingIds('hr.head', TEAM)).toContain(request.id);
    const again = await post('manager', `/api/employee-event-request/approve/${request.id}`);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      message: 'You approved an earlier step of this request; another decider takes this one.',
    });

    const toHr = await notificationsSince('hr.head', since);
    expect(toHr).toHaveLength(1);
    expect(toHr[0]).toMatchObject({
      title: 'New request to decide',
      link: `/ui/self-service/approvals?tab=leave&request=${request.id}`,
    });
    expect(toHr[0]!.body).toMatch(
      /^Rahul Verma asks for Earned Leave .+; Maya Nair approved step 1 of 2\. You decide step 2 of 2\.$/,
    );
    const toEmployee = await notificationsSince('employee', since);
    expect(toEmployee.map((n) => n.title)).toEqual(['Request moved on']);
    expect(toEmployee[0]!.body).toMatch(
      /^Maya Nair approved your request for .+: Fine by me\. It now waits for HR Head, step 2 of 2\.$/,
    );

    const last = await post('hr.head', `/api/employee-event-request/approve/${request.id}`, { remark: 'Enjoy' });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      status: 'APPROVED',
      step: 2,
      decidedBy: await idOf('hr.head'),
      remark: 'Enjoy',
    });
    expect(await balanceRow('employee', 'EARNED', year)).toMatchObject({ used: 6, pending: 0 });
    expect((await auditOf('event-request', request.id, 'event-request.approve')).map((a) => a.actorId)).toEqual([
      await idOf('manager'),
      await idOf('hr.head'),
    ]);
    // Decided at its last step, it is not the first step's approver's any more: 404, as any request not theirs.
    const late = await post('manager', `/api/employee-event-request/approve/${request.id}`);
    expect(late.statusCode).toBe(404);
  });

  it('ends at a rejection at step 2, and frees the pending days', async () => {
    const { from, to, year } = sixDays();
    const request = await leave('employee', 'SICK', from, to);
    expect((await post('manager', `/api/employee-event-request/approve/${request.id}`)).statusCode).toBe(200);
    const res = await post('hr.head', `/api/employee-event-request/reject/${request.id}`, {
      remark: 'Not this month.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await requestRow(request.id)).toMatchObject({
      status: 'REJECTED',
      step: 2,
      decidedBy: await idOf('hr.head'),
    });
    expect(await balanceRow('employee', 'SICK', year)).toMatchObject({ used: 0, pending: 0 });
  });

  it('refuses a self-approval at every step, and gives step 2 to someone else when its role holder is the requester', async () => {
    const { from, to } = sixDays();
    // HR's own leave: MD decides step 1; step 2 would be HR's, so whoever acts as any manager but MD takes it.
    const request = await leave('hr.head', 'CASUAL', from, to);
    const own = await post('hr.head', `/api/employee-event-request/approve/${request.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot decide your own request.' });
    expect((await post('md', `/api/employee-event-request/approve/${request.id}`)).statusCode).toBe(200);
    expect((await post('hr.head', `/api/employee-event-request/approve/${request.id}`)).statusCode).toBe(403);
    const twice = await post('md', `/api/employee-event-request/approve/${request.id}`);
    expect(twice.statusCode).toBe(403);
    expect(twice.json().message).toMatch(/earlier step/);
    expect(await pendingIds('admin', TEAM)).toContain(request.id);
    expect((await post('admin', `/api/employee-event-request/approve/${request.id}`)).statusCode).toBe(200);
    expect(await requestRow(request.id)).toMatchObject({ status: 'APPROVED', decidedBy: await idOf('admin') });
  });

  it('decides several per step in one bulk call, each saying where it went', async () => {
    const a = sixDays();
    const b = sixDays();
    const short = nextWeek();
    const first = await leave('employee', 'CASUAL', a.from, a.to);
    const second = await leave('employee', 'WFH', b.from, b.to);
    const oneStep = await leave('employee', 'WFH', short.mon, short.tue);
    expect(oneStep.chain).toEqual([]);
    const res = await post('manager', '/api/employee-event-request/bulk-approve', {
      ids: [first.id, second.id, oneStep.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 3, failed: 0 });
    const messages = (res.json() as { results: { id: number; message: string; status: string }[] }).results;
    expect(messages.find((r) => r.id === first.id)).toMatchObject({
      status: 'PENDING',
      message: 'Approved step 1 of 2; it now waits for HR Head, step 2 of 2.',
    });
    expect(messages.find((r) => r.id === oneStep.id)).toMatchObject({
      status: 'APPROVED',
      message: 'Request approved.',
    });
    const hr = await post('hr.head', '/api/employee-event-request/bulk-reject', {
      ids: [first.id, second.id, oneStep.id],
      remark: 'Too long.',
    });
    expect(hr.json()).toMatchObject({ succeeded: 2, failed: 1 });
    expect(await requestRow(second.id)).toMatchObject({ status: 'REJECTED' });
  });
});

async function claim(username: string, amount: number): Promise<Json> {
  const receipt = await upload(t, await tokenOf(username), 'RECEIPT', { name: 'receipt.pdf', data: fixtures.pdf() });
  expect(receipt.statusCode, receipt.body).toBe(201);
  const today = addDays(new Date().toISOString().slice(0, 10), -3);
  const res = await post(username, '/api/reimbursements', {
    category: 'TRAVEL',
    expenseDate: today,
    amount,
    description: 'Flights to the client.',
    receiptIds: [receipt.json().id],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

describe('a two-step reimbursement (the default: over 25,000, then MD)', () => {
  it("goes from finance to MD, and leaves finance's queue on the way", async () => {
    const big = await claim('employee', 30000);
    const small = await claim('employee', 25000);
    expect(big).toMatchObject({ step: 1, chain: ['MD'] });
    expect(small.chain).toEqual([]);
    expect((await post('finance.head', `/api/reimbursements/approve/${big.id}`)).json()).toMatchObject({
      status: 'PENDING',
      step: 2,
    });
    expect(await pendingIds('finance.head', CLAIMS)).not.toContain(big.id);
    expect(await pendingIds('md', CLAIMS)).toContain(big.id);
    expect((await post('finance.head', `/api/reimbursements/approve/${small.id}`)).json()).toMatchObject({
      status: 'APPROVED',
    });
    const md = await post('md', `/api/reimbursements/approve/${big.id}`);
    expect(md.statusCode, md.body).toBe(200);
    expect(md.json()).toMatchObject({ status: 'APPROVED', decidedBy: await idOf('md') });
  });
});

describe('the approval chains screen', () => {
  it('lists the chained families with their defaults to MD and ADMIN only', async () => {
    expect((await get('finance.head', '/api/approval-chains')).statusCode).toBe(403);
    const res = await get('md', '/api/approval-chains');
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Record<string, unknown>[] }).items;
    expect(items.map((c) => c.entity)).toEqual([
      'event-request',
      'attendance-regularization',
      'reimbursement',
      'employee-document',
      'timesheet',
    ]);
    const documents = items.find((c) => c.entity === 'employee-document')!;
    expect(documents).toMatchObject({ firstStep: 'HR', isDefault: true, steps: [] });
    expect((documents.deciders as { value: string }[]).map((d) => d.value).sort()).toEqual(['ADMIN', 'HR_HEAD', 'MD']);
    expect(
      (documents.fields as { name: string; options: { value: string }[] }[])
        .find((f) => f.name === 'documentType')!
        .options.map((o) => o.value),
    ).toContain('PASSPORT');
    const claims = items.find((c) => c.entity === 'reimbursement')!;
    expect(claims).toMatchObject({
      firstStep: 'Finance',
      isDefault: true,
      steps: [{ decider: 'MD', when: { field: 'amount', op: 'gt', value: 25000 } }],
    });
    expect((claims.deciders as { value: string }[]).map((d) => d.value).sort()).toEqual([
      'ADMIN',
      'FINANCE_HEAD',
      'MD',
    ]);
    expect(
      (claims.fields as { name: string; options: { value: string }[] }[])
        .find((f) => f.name === 'category')!
        .options.map((o) => o.value),
    ).toContain('TRAVEL');
  });

  it('refuses a step that names who may not decide, a missing field or a value of the wrong kind, and changes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ decider: 'HR_HEAD', when: null }, /HR Head cannot decide a reimbursement claim/],
      [{ decider: 'MD', when: { field: 'days', op: 'gt', value: 3 } }, /has no field days/],
      [{ decider: 'MD', when: { field: 'amount', op: 'gt', value: 'lots' } }, /Amount is compared with a number/],
      [{ decider: 'MD', when: { field: 'category', op: 'gt', value: 'TRAVEL' } }, /can only be compared with "is"/],
    ];
    for (const [step, message] of cases) {
      const res = await put('md', '/api/approval-chains/reimbursement', { steps: [step] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const twice = await put('md', '/api/approval-chains/event-request', {
      steps: [
        { decider: 'HR_HEAD', when: null },
        { decider: 'HR_HEAD', when: null },
      ],
    });
    expect(twice.json().message).toMatch(/already decides an earlier step/);
    expect((await put('md', '/api/approval-chains/helpdesk-ticket', { steps: [] })).statusCode).toBe(404);
    expect(await t.db.select().from(approvalChains)).toEqual([]);
  });

  it('sets a chain that new requests take, while a request already made keeps its own', async () => {
    const week = nextWeek();
    const before = await leave('employee', 'WFH', week.mon, week.tue);
    const res = await put('admin', '/api/approval-chains/event-request', {
      steps: [{ decider: 'MANAGERS_MANAGER', when: { field: 'typeCode', op: 'eq', value: 'WFH' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isDefault: false,
      updatedByName: 'Arjun Mehta',
      steps: [{ decider: 'MANAGERS_MANAGER' }],
    });
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'approval-chain'), eq(auditEntries.entityId, 'event-request')));
    expect(audit).toMatchObject({
      actorId: await idOf('admin'),
      action: 'approval-chain.update',
      after: { steps: [{ decider: 'MANAGERS_MANAGER' }] },
    });
    try {
      const after = await leave('employee', 'WFH', week.wed, week.thu);
      expect(after.chain).toEqual(['MANAGERS_MANAGER']);
      expect((await post('manager', `/api/employee-event-request/approve/${before.id}`)).json()).toMatchObject({
        status: 'APPROVED',
      });
      expect((await post('manager', `/api/employee-event-request/approve/${after.id}`)).json()).toMatchObject({
        status: 'PENDING',
        step: 2,
      });
      // The manager's manager: the group head, who is not on the manager's side of the chain.
      expect(await pendingIds('group.head', TEAM)).toContain(after.id);
      expect((await post('group.head', `/api/employee-event-request/approve/${after.id}`)).json()).toMatchObject({
        status: 'APPROVED',
        decidedBy: await idOf('group.head'),
      });
    } finally {
      await t.db.delete(approvalChains);
    }
  });
});

describe('a chain on employee documents (none by default)', () => {
  const DOCUMENTS = '/api/employee-documents?pageSize=100';
  async function document(documentType: string, documentNumber: string): Promise<Json> {
    const file = await upload(t, await tokenOf('employee'), 'EMPLOYEE_DOCUMENT', {
      name: 'scan.pdf',
      data: fixtures.pdf(),
    });
    const res = await post('employee', '/api/employee-documents', {
      documentType,
      documentNumber,
      fileId: file.json().id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json;
  }

  it('sends a passport from HR to the MD once ADMIN says so; sent again after a rejection, it starts over at HR', async () => {
    expect((await document('PAN', 'ABCDE1234F')).chain).toEqual([]);
    const res = await put('admin', '/api/approval-chains/employee-document', {
      steps: [{ decider: 'MD', when: { field: 'documentType', op: 'eq', value: 'PASSPORT' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      const passport = await document('PASSPORT', 'K1234567');
      expect(passport).toMatchObject({ status: 'PENDING', step: 1, chain: ['MD'] });
      expect(await pendingIds('hr.head', DOCUMENTS)).toContain(passport.id);
      expect((await post('hr.head', `/api/employee-documents/approve/${passport.id}`)).json()).toMatchObject({
        status: 'PENDING',
        step: 2,
      });
      // Verified by HR, it waits for the MD: out of HR's queue, in the MD's; HR may not decide it again.
      expect(await pendingIds('hr.head', DOCUMENTS)).not.toContain(passport.id);
      expect(await pendingIds('md', DOCUMENTS)).toContain(passport.id);
      expect(
        (await post('hr.head', `/api/employee-documents/reject/${passport.id}`, { remark: 'On second thought' }))
          .statusCode,
      ).toBe(403);
      const rejected = await post('md', `/api/employee-documents/reject/${passport.id}`, {
        remark: 'The photo page is cut off.',
      });
      expect(rejected.json()).toMatchObject({ status: 'REJECTED', decidedBy: await idOf('md') });

      const file = await upload(t, await tokenOf('employee'), 'EMPLOYEE_DOCUMENT', {
        name: 'scan.pdf',
        data: fixtures.pdf(),
      });
      const again = await t.as(await tokenOf('employee'), {
        method: 'PUT',
        url: `/api/employee-documents/${passport.id}`,
        payload: { documentType: 'PASSPORT', documentNumber: 'K1234567', fileId: file.json().id },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'PENDING', step: 1, chain: ['MD'] });
      expect(await pendingIds('hr.head', DOCUMENTS)).toContain(passport.id);
      expect((await post('hr.head', `/api/employee-documents/approve/${passport.id}`)).json()).toMatchObject({
        status: 'PENDING',
        step: 2,
      });
      expect((await post('md', `/api/employee-documents/approve/${passport.id}`)).json()).toMatchObject({
        status: 'APPROVED',
        decidedBy: await idOf('md'),
      });
    } finally {
      await t.db.delete(approvalChains);
    }
  });
});
