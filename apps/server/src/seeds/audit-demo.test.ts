import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { eventRequests } from '../db/schema/leave';
import { reimbursements } from '../db/schema/reimbursements';
import { REQUEST_FAMILIES } from '../request-families';

/** The demo's decisions are in the audit log as the live paths write them, so that it never greets a buyer empty. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Entry = { action: string; actorName: string | null; entityId: string; verb: string; remark: string | null };

async function get<T>(username: string, url: string): Promise<T> {
  const res = await t.as(await t.tokenOf(username), { method: 'GET', url: `/api${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe("the demo's audit log", () => {
  it('lists the decisions the demo seeded, newest first, for whoever may read the log', async () => {
    const page = await get<{ items: Entry[]; total: number }>('admin', '/audit-entries?action=approve&pageSize=100');
    expect(page.total).toBeGreaterThan(0);
    const entities = new Set(page.items.map((e) => e.action.split('.')[0]));
    expect(entities).toContain('event-request');
    expect(entities).toContain('reimbursement');
    expect(page.items.every((e) => e.verb === 'approve' && e.actorName !== null)).toBe(true);
    const facets = await get<{ actions: string[] }>('md', '/audit-entries/facets');
    for (const family of REQUEST_FAMILIES) expect(facets.actions, family.entity).toContain(`${family.entity}.create`);
    expect(facets.actions).toEqual(expect.arrayContaining(['event-request.reject', 'reimbursement.pay']));
  });

  it("tells a seeded leave's story in its history: asked by the requester, decided by the manager, with the remark", async () => {
    const [leave] = await t.db
      .select()
      .from(eventRequests)
      .where(and(eq(eventRequests.status, 'APPROVED'), ne(eventRequests.decidedBy, eventRequests.employeeId)))
      .limit(1);
    const history = await get<{ items: Entry[] }>('admin', `/employee-event-request/${leave!.id}/history`);
    expect(history.items.map((e) => e.action)).toEqual(['event-request.create', 'event-request.approve']);
    expect(history.items[1]!.remark).toBe(leave!.remark);
  });

  it("tells a paid claim's: made, approved, then paid by finance", async () => {
    const [paid] = await t.db.select().from(reimbursements).where(eq(reimbursements.status, 'PAID')).limit(1);
    const history = await get<{ items: Entry[] }>('finance.head', `/reimbursements/${paid!.id}/history`);
    expect(history.items.map((e) => [e.action, e.actorName])).toEqual([
      ['reimbursement.create', expect.any(String)],
      ['reimbursement.approve', 'Farhan Shaikh'],
      ['reimbursement.pay', 'Farhan Shaikh'],
    ]);
  });
});
