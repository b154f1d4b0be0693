import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { testDbKind } from '../../../test/test-config';
import { assetRequests, issuedAssets } from '../../db/schema/assets';
import { attendanceHelpers } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, todayOf } = attendanceHelpers(() => t);

async function asked(username: string): Promise<number> {
  const res = await call(username, 'POST', '/api/assets', {
    assetType: 'LAPTOP',
    reason: 'My laptop is five years old and slow.',
    neededBy: addDays(await todayOf(username), 7),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

// Two connections at once: PGlite has one, and runs the approvals one after the other (the sequential path).
describe.skipIf(testDbKind !== 'postgres')('two approvals issuing one asset tag at once', () => {
  it('answers one 200 and one 409 naming the tag, and issues the tag once', async () => {
    const ids = [await asked('employee'), await asked('manager')];
    const approve = (id: number) =>
      call('it.head', 'POST', `/api/assets/approve/${id}`, { assetTag: 'LT-RACE-1', serialNumber: `SN-${id}` });
    let both: Promise<Awaited<ReturnType<typeof approve>>[]> | undefined;
    // Until both approvals have found the tag free and wait to write it, nobody may write an issued asset.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${issuedAssets} in share mode`);
      both = Promise.all(ids.map(approve));
      const waiting = sql`select count(*)::int as n from pg_locks where relation = 'issued_assets'::regclass and not granted`;
      await expect
        .poll(async () => ((await t.db.execute(waiting)) as unknown as { rows: { n: number }[] }).rows[0]!.n, {
          timeout: 10_000,
        })
        .toBe(2);
    });
    const answers = await both!;
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    const message = 'The asset tag LT-RACE-1 is issued to someone already; mark it returned first.';
    expect(refused).toEqual({ message, errorDetails: [`assetTag: ${message}`] });
    expect(
      await t.db.select({ id: issuedAssets.id }).from(issuedAssets).where(eq(issuedAssets.assetTag, 'LT-RACE-1')),
    ).toHaveLength(1);
    const statusesInDb = (
      await t.db.select({ status: assetRequests.status }).from(assetRequests).where(inArray(assetRequests.id, ids))
    )
      .map((r) => r.status)
      .sort();
    expect(statusesInDb).toEqual(['APPROVED', 'PENDING']);
  });
});
