import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { assetRequests, issuedAssets } from '../../db/schema/assets';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, todayOf, auditRows } = attendanceHelpers(() => t);

async function asked(username = 'employee') {
  const today = await todayOf(username);
  const res = await call(username, 'POST', '/api/assets', {
    assetType: 'LAPTOP',
    reason: 'My laptop is five years old and slow.',
    neededBy: addDays(today, 7),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}
async function approved(assetTag: string, requester = 'employee', decider = 'it.head') {
  const request = await asked(requester);
  const res = await call(decider, 'POST', `/api/assets/approve/${request.id}`, { assetTag, serialNumber: 'SN-1' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; issuedAsset: { id: number } };
}
const requestRow = async (id: number) => (await t.db.select().from(assetRequests).where(eq(assetRequests.id, id)))[0];
const assetOf = async (requestId: number) =>
  (await t.db.select().from(issuedAssets).where(eq(issuedAssets.requestId, requestId)))[0]!;

describe('PUT /api/assets/{id}', () => {
  it('lets the requester change a pending request under the rules of a new one, and no one else', async () => {
    const request = await asked();
    const today = await todayOf('employee');
    const changed = await call('employee', 'PUT', `/api/assets/${request.id}`, {
      assetType: 'MONITOR',
      neededBy: addDays(today, 10),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'PENDING',
      assetType: 'MONITOR',
      assetTypeLabel: 'Monitor',
      neededBy: addDays(today, 10),
    });
    expect(await requestRow(request.id)).toMatchObject({
      assetType: 'MONITOR',
      reason: 'My laptop is five years old and slow.',
    });
    expect(await auditRows('asset-request', request.id, 'asset-request.update')).toHaveLength(1);

    expectFieldError(
      await call('employee', 'PUT', `/api/assets/${request.id}`, { neededBy: addDays(today, -1) }),
      'neededBy',
    );
    expectFieldError(
      await call('employee', 'PUT', `/api/assets/${request.id}`, { assetType: 'SPACESHIP' }),
      'assetType',
    );
    const empty = await call('employee', 'PUT', `/api/assets/${request.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Give at least one field to change.');
    const tagged = await call('employee', 'PUT', `/api/assets/${request.id}`, { assetTag: 'LT-9' });
    expect(tagged.statusCode).toBe(409);
    expect(tagged.json().message).toContain('Nothing is issued on this request yet');
    // A decider sees it but does not rewrite it; someone else does not see it at all.
    expect((await call('it.head', 'PUT', `/api/assets/${request.id}`, { reason: 'Changed by IT.' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('finance.head', 'PUT', `/api/assets/${request.id}`, { reason: 'Changed by finance.' })).statusCode,
    ).toBe(404);
    expect((await call('employee', 'PUT', '/api/assets/999999', { reason: 'No such request.' })).statusCode).toBe(404);
    expect(await requestRow(request.id)).toMatchObject({
      assetType: 'MONITOR',
      neededBy: addDays(today, 10),
      reason: 'My laptop is five years old and slow.',
    });
  });

  it('lets a decider correct the tag and serial of an asset in hand, never what was asked, and never once returned', async () => {
    const request = await approved('LT-CHG-1');
    const fixed = await call('it.head', 'PUT', `/api/assets/${request.id}`, {
      assetTag: 'LT-CHG-2',
      serialNumber: 'SN-FIXED',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().issuedAsset).toMatchObject({
      assetTag: 'LT-CHG-2',
      serialNumber: 'SN-FIXED',
      returnedOn: null,
    });
    expect(await assetOf(request.id)).toMatchObject({ assetTag: 'LT-CHG-2', serialNumber: 'SN-FIXED' });
    expect(await auditRows('issued-asset', request.issuedAsset.id, 'issued-asset.update')).toHaveLength(1);

    expect((await call('employee', 'PUT', `/api/assets/${request.id}`, { serialNumber: 'SN-MINE' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('employee', 'PUT', `/api/assets/${request.id}`, { reason: 'Now a different reason.' })).statusCode,
    ).toBe(409);
    expect((await call('it.head', 'PUT', `/api/assets/${request.id}`, { assetType: 'MONITOR' })).statusCode).toBe(409);

    const other = await approved('LT-CHG-3');
    const clash = await call('it.head', 'PUT', `/api/assets/${other.id}`, { assetTag: 'LT-CHG-2' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('The asset tag LT-CHG-2 is issued to someone already; mark it returned first.');
    expect(await assetOf(other.id)).toMatchObject({ assetTag: 'LT-CHG-3' });

    expect((await call('it.head', 'POST', `/api/assets/issued/${request.issuedAsset.id}/return`, {})).statusCode).toBe(
      200,
    );
    const late = await call('it.head', 'PUT', `/api/assets/${request.id}`, { serialNumber: 'SN-LATE' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The asset was returned: it is kept as history and does not change.');
    expect(await assetOf(request.id)).toMatchObject({ serialNumber: 'SN-FIXED' });
  });

  it('refuses a change to a rejected or cancelled request (409)', async () => {
    const rejected = await asked();
    expect(
      (await call('it.head', 'POST', `/api/assets/reject/${rejected.id}`, { remark: 'Not this year.' })).statusCode,
    ).toBe(200);
    const res = await call('employee', 'PUT', `/api/assets/${rejected.id}`, { reason: 'Please look again.' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This request is rejected: it does not change any more.');
  });
});

describe('DELETE /api/assets/{id}', () => {
  it('deletes a rejected or cancelled request for a decider, with an audit row', async () => {
    const cancelled = await asked();
    expect((await call('employee', 'POST', `/api/assets/cancel/${cancelled.id}`)).statusCode).toBe(200);
    expect((await call('employee', 'DELETE', `/api/assets/${cancelled.id}`)).statusCode).toBe(403);
    expect(await requestRow(cancelled.id)).toBeDefined();
    const res = await call('it.head', 'DELETE', `/api/assets/${cancelled.id}`);
    expect(res.statusCode).toBe(204);
    expect(await requestRow(cancelled.id)).toBeUndefined();
    expect(await auditRows('asset-request', cancelled.id, 'asset-request.delete')).toHaveLength(1);
    expect((await call('it.head', 'DELETE', `/api/assets/${cancelled.id}`)).statusCode).toBe(404);
  });

  it('keeps a pending request and one an asset was issued on, in hand or returned (409)', async () => {
    const pending = await asked();
    const refused = await call('it.head', 'DELETE', `/api/assets/${pending.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('This request is pending');
    const issued = await approved('LT-DEL-1');
    const inHand = await call('it.head', 'DELETE', `/api/assets/${issued.id}`);
    expect(inHand.statusCode).toBe(409);
    expect(inHand.json().message).toBe(
      "An asset (LT-DEL-1) was issued on this request: it stays, with the asset's history.",
    );
    expect((await call('it.head', 'POST', `/api/assets/issued/${issued.issuedAsset.id}/return`, {})).statusCode).toBe(
      200,
    );
    expect((await call('it.head', 'DELETE', `/api/assets/${issued.id}`)).statusCode).toBe(409);
    expect(await requestRow(pending.id)).toBeDefined();
    expect(await requestRow(issued.id)).toBeDefined();
    expect(await assetOf(issued.id)).toBeDefined();
  });
});

describe('GET /api/assets/issued?scope=IN_HAND', () => {
  it("lists every employee's assets not returned for a decider, and refuses anyone else (403)", async () => {
    const request = await approved('LT-HAND-1');
    const res = await call('it.head', 'GET', '/api/assets/issued?scope=IN_HAND');
    expect(res.statusCode).toBe(200);
    const items: { assetTag: string; returnedOn: string | null; employeeName: string }[] = res.json().items;
    expect(items.find((a) => a.assetTag === 'LT-HAND-1')).toMatchObject({
      employeeName: 'Rahul Verma',
      returnedOn: null,
    });
    expect(items.every((a) => a.returnedOn === null)).toBe(true);
    expect(new Set(items.map((a) => a.employeeName)).size).toBeGreaterThan(1);
    expect((await call('it.head', 'POST', `/api/assets/issued/${request.issuedAsset.id}/return`, {})).statusCode).toBe(
      200,
    );
    const after: { assetTag: string }[] = (await call('it.head', 'GET', '/api/assets/issued?scope=IN_HAND')).json()
      .items;
    expect(after.map((a) => a.assetTag)).not.toContain('LT-HAND-1');
    expect((await call('employee', 'GET', '/api/assets/issued?scope=IN_HAND')).statusCode).toBe(403);
    expectFieldError(await call('it.head', 'GET', '/api/assets/issued?scope=EVERYTHING'), 'query.scope');
  });
});

describe('a decider and an asset of their own', () => {
  const OWN = { message: 'You cannot decide your own request.' };

  it('refuses IT_HEAD correcting the tag and serial of the asset issued to them (403, nothing changes); another decider does', async () => {
    const own = await approved('LT-OWN-1', 'it.head', 'md');
    const corrected = await call('it.head', 'PUT', `/api/assets/${own.id}`, {
      assetTag: 'LT-OWN-2',
      serialNumber: 'SN-MINE',
    });
    expect(corrected.statusCode).toBe(403);
    expect(corrected.json()).toEqual(OWN);
    expect(await assetOf(own.id)).toMatchObject({ assetTag: 'LT-OWN-1', serialNumber: 'SN-1' });
    expect(await auditRows('issued-asset', own.issuedAsset.id, 'issued-asset.update')).toHaveLength(0);
    expect((await call('md', 'PUT', `/api/assets/${own.id}`, { serialNumber: 'SN-FIXED' })).statusCode).toBe(200);
    expect(await assetOf(own.id)).toMatchObject({ assetTag: 'LT-OWN-1', serialNumber: 'SN-FIXED' });
  });

  it('refuses IT_HEAD marking the asset issued to them returned (403, nothing changes); another decider does', async () => {
    const own = await approved('LT-OWN-4', 'it.head', 'md');
    const returned = await call('it.head', 'POST', `/api/assets/issued/${own.issuedAsset.id}/return`, {});
    expect(returned.statusCode).toBe(403);
    expect(returned.json()).toEqual(OWN);
    expect(await assetOf(own.id)).toMatchObject({ returnedOn: null, returnedBy: null });
    expect((await call('md', 'POST', `/api/assets/issued/${own.issuedAsset.id}/return`, {})).statusCode).toBe(200);
    expect(await assetOf(own.id)).toMatchObject({ returnedBy: await idOf('md') });
  });

  it("still lets IT_HEAD correct and return an asset in someone else's hands", async () => {
    const theirs = await approved('LT-OWN-3');
    expect((await call('it.head', 'PUT', `/api/assets/${theirs.id}`, { serialNumber: 'SN-THEIRS' })).statusCode).toBe(
      200,
    );
    expect((await call('it.head', 'POST', `/api/assets/issued/${theirs.issuedAsset.id}/return`, {})).statusCode).toBe(
      200,
    );
    expect(await assetOf(theirs.id)).toMatchObject({ serialNumber: 'SN-THEIRS', returnedBy: await idOf('it.head') });
  });

  it('refuses IT_HEAD deleting their own cancelled request (403); another decider deletes it', async () => {
    const own = await asked('it.head');
    expect((await call('it.head', 'POST', `/api/assets/cancel/${own.id}`)).statusCode).toBe(200);
    const res = await call('it.head', 'DELETE', `/api/assets/${own.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(OWN);
    expect(await requestRow(own.id)).toBeDefined();
    expect((await call('md', 'DELETE', `/api/assets/${own.id}`)).statusCode).toBe(204);
    expect(await requestRow(own.id)).toBeUndefined();
  });
});
