import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { assetRequests, issuedAssets } from '../../db/schema/assets';
import { userNotifications } from '../../db/schema/notifications';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, todayOf, auditRows } = attendanceHelpers(() => t);

async function ask(username: string, overrides: Record<string, unknown> = {}) {
  const today = await todayOf(username);
  return call(username, 'POST', '/api/assets', {
    assetType: 'LAPTOP',
    reason: 'My laptop is five years old and slow.',
    neededBy: addDays(today, 7),
    ...overrides,
  });
}
async function asked(username: string, overrides: Record<string, unknown> = {}) {
  const res = await ask(username, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const requestRow = async (id: number) => (await t.db.select().from(assetRequests).where(eq(assetRequests.id, id)))[0]!;
const issuedFor = async (requestId: number) =>
  t.db.select().from(issuedAssets).where(eq(issuedAssets.requestId, requestId));
let tags = 0;
const tag = () => `LT-TEST-${++tags}`;

describe('an asset request, approved with the asset issued', () => {
  it('records the asset on approval; the employee sees it in My Assets; returning it keeps it as history', async () => {
    const request = await asked('employee');
    expect(request).toMatchObject({
      status: 'PENDING',
      assetType: 'LAPTOP',
      assetTypeLabel: 'Laptop',
      issuedAsset: null,
    });
    const [note] = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, await idOf('it.head')))
      .orderBy(desc(userNotifications.id))
      .limit(1);
    expect(note).toMatchObject({
      title: 'New request to decide',
      link: `/ui/human-resources/approvals?tab=asset-requests&request=${request.id}`,
    });

    const today = await todayOf('it.head');
    const approved = await call('it.head', 'POST', `/api/assets/approve/${request.id}`, {
      assetTag: 'LT-0042',
      serialNumber: 'SN-ABC-123',
      remark: 'Collect it from IT.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      remark: 'Collect it from IT.',
      issuedAsset: {
        assetTag: 'LT-0042',
        serialNumber: 'SN-ABC-123',
        issuedOn: today,
        issuedByName: 'Isha Tiwari',
        returnedOn: null,
      },
    });
    const [issued] = await issuedFor(request.id);
    expect(issued).toMatchObject({
      employeeId: await idOf('employee'),
      assetType: 'LAPTOP',
      assetTag: 'LT-0042',
      serialNumber: 'SN-ABC-123',
      issuedBy: await idOf('it.head'),
    });
    expect(await requestRow(request.id)).toMatchObject({ status: 'APPROVED', decidedBy: await idOf('it.head') });
    expect((await auditRows('asset-request', request.id, 'asset-request.approve')).length).toBe(1);

    const mine = (await call('employee', 'GET', '/api/assets/issued')).json();
    expect(mine.items.map((a: { assetTag: string }) => a.assetTag)).toContain('LT-0042');

    expect(
      (await call('it.head', 'POST', `/api/assets/reject/${request.id}`, { remark: 'Already issued.' })).statusCode,
    ).toBe(409);

    const returned = await call('it.head', 'POST', `/api/assets/issued/${issued!.id}/return`, {});
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ assetTag: 'LT-0042', returnedOn: today });
    expect((await issuedFor(request.id))[0]).toMatchObject({ returnedOn: today, returnedBy: await idOf('it.head') });
    expect((await call('it.head', 'POST', `/api/assets/issued/${issued!.id}/return`, {})).statusCode).toBe(409);
    const history = (await call('employee', 'GET', '/api/assets/issued')).json();
    expect(history.items.find((a: { id: number }) => a.id === issued!.id)).toMatchObject({ returnedOn: today });
  });

  it("refuses an approval without tag or serial (400, nothing changes) and a tag in someone's hands (409)", async () => {
    const request = await asked('pm');
    expectFieldError(await call('it.head', 'POST', `/api/assets/approve/${request.id}`, {}), 'assetTag');
    expectFieldError(
      await call('it.head', 'POST', `/api/assets/approve/${request.id}`, { assetTag: 'LT-1' }),
      'serialNumber',
    );
    expect(await requestRow(request.id)).toMatchObject({ status: 'PENDING' });
    const first = await asked('manager');
    const shared = tag();
    expect(
      (await call('md', 'POST', `/api/assets/approve/${first.id}`, { assetTag: shared, serialNumber: 'SN-1' }))
        .statusCode,
    ).toBe(200);
    const clash = await call('md', 'POST', `/api/assets/approve/${request.id}`, {
      assetTag: shared,
      serialNumber: 'SN-2',
    });
    expect(clash.statusCode).toBe(409);
    expect(await requestRow(request.id)).toMatchObject({ status: 'PENDING', decidedBy: null });
    expect(await issuedFor(request.id)).toEqual([]);
  });
});

describe('POST /api/assets: rules and bad input', () => {
  it('refuses a past needed-by date, an unknown type and a missing reason with 400 naming the field', async () => {
    const today = await todayOf('pm');
    const before = (await t.db.select().from(assetRequests)).length;
    expectFieldError(await ask('pm', { neededBy: addDays(today, -1) }), 'neededBy');
    expectFieldError(await ask('pm', { assetType: 'SPACESHIP' }), 'assetType');
    expectFieldError(await ask('pm', { reason: '' }), 'reason');
    expectFieldError(await ask('pm', { neededBy: 'soon' }), 'neededBy');
    expect((await t.db.select().from(assetRequests)).length).toBe(before);
    expect((await ask('pm', { neededBy: today })).statusCode).toBe(201);
  });
});

describe('who may see, decide and cancel', () => {
  it("another employee's request is 404; deciding without the permission is 403 or 404; nobody decides their own", async () => {
    const request = await asked('employee');
    expect((await call('employee', 'GET', `/api/assets/${request.id}`)).statusCode).toBe(200);
    expect((await call('it.head', 'GET', `/api/assets/${request.id}`)).statusCode).toBe(200);
    expect((await call('employee.2fa', 'GET', `/api/assets/${request.id}`)).statusCode).toBe(404);
    expect(
      (await call('employee.2fa', 'GET', `/api/assets/issued?employeeId=${await idOf('employee')}`)).statusCode,
    ).toBe(404);
    expect((await call('it.head', 'GET', `/api/assets/issued?employeeId=${await idOf('employee')}`)).statusCode).toBe(
      200,
    );
    for (const username of ['finance.head', 'hr.head', 'manager']) {
      const res = await call(username, 'POST', `/api/assets/approve/${request.id}`, {
        assetTag: tag(),
        serialNumber: 'SN-X',
      });
      expect([403, 404], username).toContain(res.statusCode);
    }
    expect((await call('finance.head', 'GET', '/api/assets')).statusCode).toBe(403);
    expect((await call('hr.head', 'POST', '/api/assets/issued/1/return', {})).statusCode).toBe(403);
    expect(await requestRow(request.id)).toMatchObject({ status: 'PENDING' });
    const own = await asked('it.head');
    expect(
      (await call('it.head', 'POST', `/api/assets/approve/${own.id}`, { assetTag: tag(), serialNumber: 'SN-Y' }))
        .statusCode,
    ).toBe(403);
  });

  it('the requester cancels a pending request, not a decided one', async () => {
    const request = await asked('employee');
    expect((await call('employee.2fa', 'POST', `/api/assets/cancel/${request.id}`)).statusCode).toBe(404);
    expect((await call('employee', 'POST', `/api/assets/cancel/${request.id}`)).statusCode).toBe(200);
    expect(await requestRow(request.id)).toMatchObject({ status: 'CANCELLED' });
    expect((await call('employee', 'POST', `/api/assets/cancel/${request.id}`)).statusCode).toBe(409);
  });
});

describe('approve-multiple and reject-multiple', () => {
  it('issues the asset given for each id; an id without one fails with 400 and stays pending', async () => {
    const a = await asked('employee', { assetType: 'MONITOR' });
    const b = await asked('pm', { assetType: 'HEADSET' });
    const tagA = tag();
    const res = await call('it.head', 'POST', '/api/assets/approve-multiple', {
      ids: [a.id, b.id],
      assets: [{ id: a.id, assetTag: tagA, serialNumber: 'MON-1' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { id: number; statusCode: number }) => [r.id, r.statusCode])).toEqual([
      [a.id, 200],
      [b.id, 400],
    ]);
    expect((await issuedFor(a.id))[0]).toMatchObject({ assetTag: tagA, assetType: 'MONITOR' });
    expect(await requestRow(b.id)).toMatchObject({ status: 'PENDING' });
    expect(await issuedFor(b.id)).toEqual([]);
    const rejected = await call('it.head', 'POST', '/api/assets/reject-multiple', {
      ids: [a.id, b.id],
      remark: 'No headsets in stock.',
    });
    expect(rejected.json().results.map((r: { statusCode: number }) => r.statusCode)).toEqual([409, 200]);
    expect(await requestRow(b.id)).toMatchObject({ status: 'REJECTED', remark: 'No headsets in stock.' });
  });

  it('lists: the deciders see pending requests by default; the requester their own', async () => {
    const request = await asked('employee.2fa', { assetType: 'MOUSE' });
    const pending = (await call('it.head', 'GET', '/api/assets?pageSize=200')).json();
    expect(pending.items.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    expect(pending.items.some((r: { id: number }) => r.id === request.id)).toBe(true);
    const own = (await call('employee.2fa', 'GET', '/api/assets/employee')).json();
    expect(own.items[0]).toMatchObject({ id: request.id, assetTypeLabel: 'Mouse' });
    expect(own.items.every((r: { employeeName: string }) => r.employeeName === 'Sara Khan')).toBe(true);

    // Against what the database holds: each status, a name, one's own, by page and past the last page.
    const held = await t.db
      .select({ id: assetRequests.id, employeeId: assetRequests.employeeId, status: assetRequests.status })
      .from(assetRequests);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const listed = async (username: string, path: string) => {
      const page = (await call(username, 'GET', path)).json() as { items: { id: number }[]; total: number };
      return { ids: ids(page.items), total: page.total };
    };
    const waiting = held.filter((r) => r.status === 'PENDING');
    expect(await listed('it.head', '/api/assets?pageSize=200')).toEqual({ ids: ids(waiting), total: waiting.length });
    const sara = await idOf('employee.2fa');
    const saras = held.filter((r) => r.employeeId === sara);
    expect(await listed('it.head', '/api/assets?status=ALL&search=sara&pageSize=200')).toEqual({
      ids: ids(saras),
      total: saras.length,
    });
    expect(await listed('employee.2fa', '/api/assets/employee?pageSize=200')).toEqual({
      ids: ids(saras),
      total: saras.length,
    });
    const second = (await call('it.head', 'GET', '/api/assets?status=ALL&page=2&pageSize=1')).json();
    expect(second).toMatchObject({ total: held.length, page: 2 });
    expect(second.items).toHaveLength(1);
    expect((await call('it.head', 'GET', '/api/assets?status=ALL&page=999')).json()).toMatchObject({
      items: [],
      total: held.length,
    });
  });
});
