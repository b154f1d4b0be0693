import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { flashes } from '../../db/schema/flashes';
import { userNotifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/identity';

type Flash = {
  id: number;
  message: string;
  severity: string;
  status: string;
  audience: string[];
  visibleFrom: string;
  visibleUntil: string;
  createdBy: string;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function create(username: string, body: Record<string, unknown>) {
  return t.as(await t.tokenOf(username), { method: 'POST', url: '/api/flashes', payload: body });
}
async function activeFor(username: string) {
  const res = await t.as(await t.tokenOf(username), { method: 'GET', url: '/api/flashes/active' });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; message: string; severity: string }[];
}
const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('flashes: who sees them', () => {
  it('shows a flash only inside its window, with its status in the manager list', async () => {
    const live = (
      await create('hr.head', {
        message: 'Town hall at 4 pm',
        severity: 'INFO',
        visibleFrom: at(-HOUR),
        visibleUntil: at(HOUR),
      })
    ).json() as Flash;
    const later = (
      await create('hr.head', {
        message: 'Office closed on Friday',
        severity: 'WARNING',
        visibleFrom: at(HOUR),
        visibleUntil: at(2 * HOUR),
      })
    ).json() as Flash;
    const past = (
      await create('admin', {
        message: 'Yesterday only',
        severity: 'INFO',
        visibleFrom: at(-3 * HOUR),
        visibleUntil: at(-2 * HOUR),
      })
    ).json() as Flash;
    expect(live).toMatchObject({
      message: 'Town hall at 4 pm',
      severity: 'INFO',
      status: 'LIVE',
      audience: [],
      createdBy: 'Hema Rao',
    });
    expect(later.status).toBe('SCHEDULED');
    expect(past.status).toBe('ENDED');

    const seen = (await activeFor('employee')).map((f) => f.message);
    expect(seen).toContain('Town hall at 4 pm');
    expect(seen).not.toContain('Office closed on Friday');
    expect(seen).not.toContain('Yesterday only');

    const list = await t.as(await t.tokenOf('md'), { method: 'GET', url: '/api/flashes' });
    expect(list.statusCode).toBe(200);
    const byId = new Map((list.json() as Flash[]).map((f) => [f.id, f.status]));
    expect([byId.get(live.id), byId.get(later.id), byId.get(past.id)]).toEqual(['LIVE', 'SCHEDULED', 'ENDED']);
  });

  it('shows a flash for some roles only to their holders, CRITICAL first', async () => {
    const forHeads = (
      await create('admin', {
        message: 'Heads: budget review',
        severity: 'INFO',
        visibleFrom: at(-HOUR),
        visibleUntil: at(HOUR),
        audience: ['HR_HEAD', 'FINANCE_HEAD'],
      })
    ).json() as Flash;
    expect(forHeads.audience).toEqual(['HR_HEAD', 'FINANCE_HEAD']);
    await create('admin', {
      message: 'Server room fire drill',
      severity: 'CRITICAL',
      visibleFrom: at(-HOUR),
      visibleUntil: at(HOUR),
    });
    expect((await activeFor('hr.head')).map((f) => f.message)).toContain('Heads: budget review');
    expect((await activeFor('finance.head')).map((f) => f.message)).toContain('Heads: budget review');
    expect((await activeFor('employee')).map((f) => f.message)).not.toContain('Heads: budget review');
    expect((await activeFor('admin')).map((f) => f.message)).not.toContain('Heads: budget review');
    expect((await activeFor('employee'))[0]).toMatchObject({ message: 'Server room fire drill', severity: 'CRITICAL' });
  });

  it('tells its audience in their notifications, and nobody else', async () => {
    await create('hr.head', {
      message: 'Finance: close the books by the 5th',
      severity: 'WARNING',
      visibleFrom: at(-HOUR),
      visibleUntil: at(HOUR),
      audience: ['FINANCE_HEAD'],
    });
    const told = async (username: string) =>
      t.db
        .select()
        .from(userNotifications)
        .where(
          and(
            eq(userNotifications.userId, await userId(username)),
            eq(userNotifications.body, 'Finance: close the books by the 5th'),
          ),
        );
    expect(await told('finance.head')).toEqual([
      expect.objectContaining({ title: 'Important', link: '/ui/dashboard' }),
    ]);
    expect(await told('employee')).toEqual([]);
    expect(await told('hr.head')).toEqual([]);
  });
});

describe('flashes: ending, changing, and who may', () => {
  it('ends a flash early, changes and deletes one', async () => {
    const token = await t.tokenOf('hr.head');
    const flash = (
      await create('hr.head', {
        message: 'Canteen closed',
        severity: 'INFO',
        visibleFrom: at(-HOUR),
        visibleUntil: at(HOUR),
      })
    ).json() as Flash;
    const ended = await t.as(token, { method: 'POST', url: `/api/flashes/${flash.id}/end` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe('ENDED');
    expect((await activeFor('employee')).map((f) => f.id)).not.toContain(flash.id);
    const again = await t.as(token, { method: 'POST', url: `/api/flashes/${flash.id}/end` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The flash has ended already.');

    const scheduled = (
      await create('hr.head', {
        message: 'Picnic',
        severity: 'INFO',
        visibleFrom: at(HOUR),
        visibleUntil: at(2 * HOUR),
      })
    ).json() as Flash;
    expect((await t.as(token, { method: 'POST', url: `/api/flashes/${scheduled.id}/end` })).json().status).toBe(
      'ENDED',
    );

    const changed = await t.as(token, {
      method: 'PUT',
      url: `/api/flashes/${flash.id}`,
      payload: { message: 'Canteen open again', severity: 'WARNING', visibleFrom: at(-HOUR), visibleUntil: at(HOUR) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Canteen open again', severity: 'WARNING', status: 'LIVE' });

    expect((await t.as(token, { method: 'DELETE', url: `/api/flashes/${flash.id}` })).statusCode).toBe(204);
    expect(await t.db.select().from(flashes).where(eq(flashes.id, flash.id))).toEqual([]);
    expect((await t.as(token, { method: 'DELETE', url: `/api/flashes/${flash.id}` })).statusCode).toBe(404);
    expect((await t.as(token, { method: 'POST', url: `/api/flashes/${flash.id}/end` })).statusCode).toBe(404);
  });

  it('refuses a window that ends before it starts, naming the field and saving nothing', async () => {
    const before = (await t.db.select().from(flashes)).length;
    const res = await create('hr.head', {
      message: 'Backwards',
      severity: 'INFO',
      visibleFrom: at(HOUR),
      visibleUntil: at(-HOUR),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails).toContain('visibleUntil: The end must be after the start.');
    const blank = await create('hr.head', {
      message: '  ',
      severity: 'LOUD',
      visibleFrom: at(0),
      visibleUntil: at(HOUR),
      audience: ['KING'],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errorDetails.join(' ')).toMatch(
      /message: Write the message\..*severity: Choose a severity: INFO, WARNING or CRITICAL\./s,
    );
    expect((await t.db.select().from(flashes)).length).toBe(before);
  });

  it('refuses an EMPLOYEE every change and the manager list (403), but shows them their live flashes', async () => {
    const token = await t.tokenOf('employee');
    const [any] = await t.db.select().from(flashes).limit(1);
    const calls = [
      { method: 'GET', url: '/api/flashes' },
      {
        method: 'POST',
        url: '/api/flashes',
        payload: { message: 'Mine', severity: 'INFO', visibleFrom: at(-HOUR), visibleUntil: at(HOUR) },
      },
      {
        method: 'PUT',
        url: `/api/flashes/${any!.id}`,
        payload: { message: 'Mine', severity: 'INFO', visibleFrom: at(-HOUR), visibleUntil: at(HOUR) },
      },
      { method: 'POST', url: `/api/flashes/${any!.id}/end` },
      { method: 'DELETE', url: `/api/flashes/${any!.id}` },
    ] as const;
    for (const call of calls) expect((await t.as(token, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    expect(await t.db.select().from(flashes).where(eq(flashes.message, 'Mine'))).toEqual([]);
    expect((await t.as(token, { method: 'GET', url: '/api/flashes/active' })).statusCode).toBe(200);
  });
});
