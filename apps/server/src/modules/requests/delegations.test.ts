import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '@staffdesk/shared/dates';
import { DECISION_PERMISSIONS } from '@staffdesk/shared/roles';
import { createTestApp, type TestApp } from '../../../test/harness';
import { attendanceRegularizations } from '../../db/schema/attendance';
import { holidays } from '../../db/schema/calendar';
import { eventBalances, eventRequests } from '../../db/schema/leave';
import { delegations } from '../../db/schema/requests';
import { fixtures, upload } from '../files/test-helpers';
import { futureWeeks, leaveTestKit } from '../leave/test-support';
import { REQUEST_FAMILIES } from '../../request-families';

let t: TestApp;
const { idOf, tokenOf, get, post, lastNotificationId, notificationsSince, auditOf } = leaveTestKit(() => t);
const nextWeek = futureWeeks();
const TODAY = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
  await t.db.delete(eventBalances);
  await t.db.delete(holidays);
  await t.db.delete(delegations);
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { id: number };
const TEAM = '/api/employee-event-request/reportee?pageSize=100';

async function delegate(from: string, to: string, startsOn = TODAY, endsOn = addDays(TODAY, 3)) {
  const res = await post(from, '/api/delegations', { delegateId: await idOf(to), startsOn, endsOn });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

async function oneDayLeave(username: string): Promise<Json> {
  const week = nextWeek();
  const res = await post(username, '/api/employee-event-request', {
    typeCode: 'WFH',
    fromDate: week.wed,
    toDate: week.wed,
    reason: 'A plumber is coming',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

const ids = async (username: string, url: string) =>
  ((await get(username, url)).json() as { items: Json[] }).items.map((r) => r.id);

describe('naming a delegate', () => {
  it('refuses who may not delegate, a delegate who cannot decide, past or too many days, and overlapping days', async () => {
    expect(
      (
        await post('employee', '/api/delegations', {
          delegateId: await idOf('manager'),
          startsOn: TODAY,
          endsOn: TODAY,
        })
      ).statusCode,
    ).toBe(403);
    const cases: [string, object, RegExp][] = [
      ['delegateId', { delegateId: await idOf('manager') }, /Choose someone else/],
      ['delegateId', { delegateId: await idOf('employee') }, /leads a team/],
      ['startsOn', { startsOn: addDays(TODAY, -1) }, /cannot be in the past/],
      ['endsOn', { endsOn: addDays(TODAY, 90) }, /at most 90 days/],
      ['endsOn', { startsOn: addDays(TODAY, 2), endsOn: addDays(TODAY, 1) }, /cannot be before the first/],
    ];
    for (const [field, change, message] of cases) {
      const res = await post('manager', '/api/delegations', {
        delegateId: await idOf('ta.head'),
        startsOn: TODAY,
        endsOn: addDays(TODAY, 3),
        ...change,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(JSON.stringify(res.json().errorDetails)).toContain(field);
    }
    expect(await t.db.select().from(delegations)).toEqual([]);

    const made = await delegate('manager', 'ta.head');
    expect(made).toMatchObject({
      deciderName: 'Maya Nair',
      delegateName: 'Tarun Anand',
      active: true,
      cancelledAt: null,
    });
    const overlap = await post('manager', '/api/delegations', {
      delegateId: await idOf('hr.head'),
      startsOn: addDays(TODAY, 3),
      endsOn: addDays(TODAY, 5),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(
      /^Tarun Anand already decides for you from .+; cancel that delegation or choose other days\.$/,
    );
    expect((await get('manager', '/api/delegations')).json()).toMatchObject({ given: [{ id: made.id }], received: [] });
    expect((await get('ta.head', '/api/delegations')).json()).toMatchObject({
      given: [],
      received: [{ id: made.id, active: true }],
    });
  });
});

describe('a delegate deciding', () => {
  it("is told of the decider's new requests, lists, reads and decides them; the audit row names both", async () => {
    const since = await lastNotificationId();
    const request = await oneDayLeave('employee');
    expect((await notificationsSince('ta.head', since)).map((n) => n.title)).toEqual(['New request to decide']);
    expect(await ids('ta.head', TEAM)).toContain(request.id);
    expect((await get('ta.head', `/api/employee-event-request/${request.id}/history`)).statusCode).toBe(200);
    // The family's read endpoint (a regularization) admits the delegate too. Its day is before the demo's 92 days of
    // attendance, whose regularizations of the employee fall on recent working days.
    const [fix] = await t.db
      .insert(attendanceRegularizations)
      .values({
        employeeId: await idOf('employee'),
        date: addDays(TODAY, -100),
        checkIn: '09:30',
        checkOut: '18:00',
        reason: 'The badge reader was broken.',
      })
      .returning();
    expect((await get('ta.head', `/api/attendance-regularizations/${fix!.id}`)).statusCode).toBe(200);
    expect((await get('it.head', `/api/attendance-regularizations/${fix!.id}`)).statusCode).toBe(404);
    const res = await post('ta.head', `/api/employee-event-request/approve/${request.id}`, { remark: 'For Maya' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPROVED', decidedBy: await idOf('ta.head') });
    const [audit] = await auditOf('event-request', request.id, 'event-request.approve');
    expect(audit).toMatchObject({
      actorId: await idOf('ta.head'),
      after: expect.objectContaining({ onBehalfOf: 'Maya Nair' }),
    });
    const history = (await get('employee', `/api/employee-event-request/${request.id}/history`)).json() as {
      items: { verb: string; actorName: string; changes: { field: string; after: string }[] }[];
    };
    expect(history.items.at(-1)).toMatchObject({
      verb: 'approve',
      actorName: 'Tarun Anand',
      changes: expect.arrayContaining([{ field: 'On behalf of', before: null, after: 'Maya Nair' }]),
    });
  });

  it('does not pass on what was delegated to the delegate (no re-delegation)', async () => {
    const onward = await delegate('ta.head', 'it.head');
    const request = await oneDayLeave('employee');
    expect(await ids('it.head', TEAM)).not.toContain(request.id);
    expect((await post('it.head', `/api/employee-event-request/approve/${request.id}`)).statusCode).toBe(404);
    expect((await post('ta.head', `/api/delegations/${onward.id}/cancel`)).statusCode).toBe(200);
  });

  it('never decides their own request through a delegation', async () => {
    // The HR head reports to the MD: as the MD's delegate, their own request is still not theirs to decide.
    const made = await delegate('md', 'hr.head');
    const own = await oneDayLeave('hr.head');
    const res = await post('hr.head', `/api/employee-event-request/approve/${own.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot decide your own request.' });
    expect((await post('md', `/api/delegations/${made.id}/cancel`)).statusCode).toBe(200);
  });

  it('decides nothing once the decider cancels; only the decider cancels', async () => {
    const [given] = ((await get('manager', '/api/delegations')).json() as { given: Json[] }).given;
    expect((await post('ta.head', `/api/delegations/${given!.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await post('manager', `/api/delegations/${given!.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ active: false, cancelledAt: expect.any(String) });
    expect((await post('manager', `/api/delegations/${given!.id}/cancel`)).statusCode).toBe(409);
    const request = await oneDayLeave('employee');
    expect(await ids('ta.head', TEAM)).not.toContain(request.id);
    expect((await post('ta.head', `/api/employee-event-request/approve/${request.id}`)).statusCode).toBe(404);
  });
});

describe('a two-step claim with a delegate at the second step', () => {
  it("goes to the MD's delegate, who approves it on the MD's behalf", async () => {
    const made = await delegate('md', 'admin');
    const receipt = await upload(t, await tokenOf('employee'), 'RECEIPT', {
      name: 'receipt.pdf',
      data: fixtures.pdf(),
    });
    const sent = await post('employee', '/api/reimbursements', {
      category: 'TRAVEL',
      expenseDate: addDays(TODAY, -3),
      amount: 40000,
      description: 'Flights to the client.',
      receiptIds: [receipt.json().id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const claim = sent.json() as Json;
    const since = await lastNotificationId();
    expect((await post('finance.head', `/api/reimbursements/approve/${claim.id}`)).json()).toMatchObject({
      status: 'PENDING',
      step: 2,
    });
    expect((await notificationsSince('admin', since)).map((n) => n.title)).toEqual(['New request to decide']);
    expect(await ids('admin', '/api/reimbursements?pageSize=100')).toContain(claim.id);
    const res = await post('admin', `/api/reimbursements/approve/${claim.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPROVED', decidedBy: await idOf('admin') });
    const audits = await auditOf('reimbursement', claim.id, 'reimbursement.approve');
    expect(audits.map((a) => [a.actorId, (a.after as { onBehalfOf?: string }).onBehalfOf ?? null])).toEqual([
      [await idOf('finance.head'), null],
      [await idOf('admin'), 'Meera Desai'],
    ]);
    expect((await post('md', `/api/delegations/${made.id}/cancel`)).statusCode).toBe(200);
  });
});

describe("a delegate without the decider's permission", () => {
  it('names exactly the permissions that decide the families', () => {
    const deciding = REQUEST_FAMILIES.flatMap((f) => {
      const d = f.declaration.deciders;
      return d.kind === 'permission'
        ? [d.permission]
        : d.kind === 'permission-by-field'
          ? Object.values(d.permissions)
          : [];
    });
    expect([...DECISION_PERMISSIONS].sort()).toEqual([...new Set(deciding)].sort());
  });

  it("reaches finance's claims while it runs: lists them, approves on finance's behalf; nothing before or after", async () => {
    const claims = '/api/reimbursements?pageSize=100';
    const context = async () =>
      ((await get('business.head', '/api/users/context')).json() as { delegatedGrants: string[] }).delegatedGrants;
    expect((await get('business.head', claims)).statusCode).toBe(403);
    expect(await context()).toEqual([]);

    const made = await delegate('finance.head', 'business.head');
    expect(await context()).toEqual(['VIEW_REIMBURSEMENT_REQUEST_APPROVAL']);
    const receipt = await upload(t, await tokenOf('employee'), 'RECEIPT', {
      name: 'receipt.pdf',
      data: fixtures.pdf(),
    });
    const sent = await post('employee', '/api/reimbursements', {
      category: 'TRAVEL',
      expenseDate: addDays(TODAY, -2),
      amount: 1200,
      description: 'A cab to the client.',
      receiptIds: [receipt.json().id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const claim = sent.json() as Json;
    expect(await ids('business.head', claims)).toContain(claim.id);
    expect((await get('business.head', `/api/reimbursements/${claim.id}`)).statusCode).toBe(200);
    // Still no one else's permissions: the other families' lists stay closed.
    expect((await get('business.head', '/api/employee-documents')).statusCode).toBe(403);

    const res = await post('business.head', `/api/reimbursements/approve/${claim.id}`, { remark: 'For Farhan' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPROVED', decidedBy: await idOf('business.head') });
    const [audit] = await auditOf('reimbursement', claim.id, 'reimbursement.approve');
    expect(audit).toMatchObject({
      actorId: await idOf('business.head'),
      after: expect.objectContaining({ onBehalfOf: 'Farhan Shaikh' }),
    });

    expect((await post('finance.head', `/api/delegations/${made.id}/cancel`)).statusCode).toBe(200);
    expect((await get('business.head', claims)).statusCode).toBe(403);
    expect(await context()).toEqual([]);
  });
});

describe('a decider away on approved leave who named nobody', () => {
  it('has their manager decide for them, told and listed, until they name a delegate', async () => {
    const [away] = await t.db
      .insert(eventRequests)
      .values({
        employeeId: await idOf('manager'),
        typeCode: 'CASUAL',
        fromDate: TODAY,
        toDate: addDays(TODAY, 1),
        days: 2,
        reason: 'Away',
        status: 'APPROVED',
      })
      .returning();
    try {
      expect(((await get('group.head', '/api/delegations')).json() as { away: unknown[] }).away).toEqual([
        { deciderId: await idOf('manager'), deciderName: 'Maya Nair', until: addDays(TODAY, 1) },
      ]);
      const since = await lastNotificationId();
      const request = await oneDayLeave('employee');
      expect((await notificationsSince('group.head', since)).map((n) => n.title)).toEqual(['New request to decide']);
      expect(await ids('group.head', TEAM)).toContain(request.id);
      const res = await post('group.head', `/api/employee-event-request/approve/${request.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const [audit] = await auditOf('event-request', request.id, 'event-request.approve');
      expect(audit).toMatchObject({
        actorId: await idOf('group.head'),
        after: expect.objectContaining({ onBehalfOf: 'Maya Nair' }),
      });

      // Once she names a delegate, they stand in for her and her manager no longer does.
      const named = await delegate('manager', 'ta.head');
      const next = await oneDayLeave('employee');
      expect(await ids('group.head', TEAM)).not.toContain(next.id);
      expect((await post('group.head', `/api/employee-event-request/approve/${next.id}`)).statusCode).toBe(404);
      expect(((await get('group.head', '/api/delegations')).json() as { away: unknown[] }).away).toEqual([]);
      expect(await ids('ta.head', TEAM)).toContain(next.id);
      expect((await post('manager', `/api/delegations/${named.id}/cancel`)).statusCode).toBe(200);
    } finally {
      await t.db.delete(eventRequests).where(eq(eventRequests.id, away!.id));
    }
  });
});
