import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_SECRETS, testDbKind } from '../../../test/test-config';
import { LISTEN_APPLICATION_NAME } from '../../db/client';
import { eventRequests } from '../../db/schema/leave';
import { pushSubscriptions, userNotifications } from '../../db/schema/notifications';
import { futureWeeks, leaveTestKit } from '../leave/test-support';

let t: TestApp;
const { idOf, tokenOf, get, post } = leaveTestKit(() => t);
const nextWeek = futureWeeks();

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
});
afterAll(() => t.close());

const patch = async (username: string, url: string, payload?: object) =>
  t.as(await tokenOf(username), { method: 'PATCH', url, payload });

async function askForLeave(username = 'employee') {
  const week = nextWeek();
  const res = await post(username, '/api/employee-event-request', {
    typeCode: 'CASUAL',
    fromDate: week.mon,
    toDate: week.mon,
    reason: 'Notification test',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function unreadInDb(username: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, await idOf(username)), isNull(userNotifications.readAt)));
  return row!.n;
}

describe('the notification list', () => {
  it('pages your notifications newest first with the total and the unread count', async () => {
    await askForLeave();
    await askForLeave();
    const id = await idOf('manager');
    const all = await t.db.select().from(userNotifications).where(eq(userNotifications.userId, id));
    const res = await get('manager', '/api/user-notifications?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: all.length, page: 1, pageSize: 2, unread: await unreadInDb('manager') });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      title: 'New request to decide',
      read: false,
      link: expect.stringMatching(/^\/ui\/self-service\/approvals\?tab=leave&request=\d+$/),
      image: null,
    });
    expect(body.items[0].body).toMatch(/^Rahul Verma asks for Casual Leave on /);
    expect(body.items[0].id).toBeGreaterThan(body.items[1].id);
    const second = (await get('manager', '/api/user-notifications?page=2&pageSize=2')).json();
    expect(second.items[0]?.id).not.toBe(body.items[1].id);
    // A page past the end has no items but still the counts.
    const beyond = (await get('manager', '/api/user-notifications?page=1000&pageSize=2')).json();
    expect(beyond).toMatchObject({ items: [], total: all.length, unread: await unreadInDb('manager') });
    const beyondUnread = (await get('manager', '/api/user-notifications?page=1000&pageSize=2&unreadOnly=true')).json();
    expect(beyondUnread).toMatchObject({
      items: [],
      total: await unreadInDb('manager'),
      unread: await unreadInDb('manager'),
    });
    // Nobody sees another person's notifications.
    const theirs = (await get('employee', '/api/user-notifications?pageSize=200')).json();
    expect(theirs.items.every((n: { id: number }) => !all.some((m) => m.id === n.id))).toBe(true);
  });

  it('filters unread ones and refuses bad paging, naming the field', async () => {
    const unread = (await get('manager', '/api/user-notifications?unreadOnly=true&pageSize=200')).json();
    expect(unread.items.every((n: { read: boolean }) => !n.read)).toBe(true);
    expect(unread.total).toBe(await unreadInDb('manager'));
    for (const query of ['page=0', 'pageSize=0', 'pageSize=201', 'page=x', 'unreadOnly=maybe']) {
      const res = await get('manager', `/api/user-notifications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorDetails[0]).toMatch(/^query\.(page|pageSize|unreadOnly): /);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user-notifications' })).statusCode).toBe(401);
  });

  it("marks one of yours read; another person's answers 404 and stays unread", async () => {
    const [mine] = await t.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, await idOf('manager')), isNull(userNotifications.readAt)))
      .limit(1);
    const before = await unreadInDb('manager');
    const stranger = await patch('employee', `/api/user-notifications/${mine!.id}`, { read: true });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'No such notification.' });
    expect(await unreadInDb('manager')).toBe(before);

    const res = await patch('manager', `/api/user-notifications/${mine!.id}`, { read: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine!.id, read: true });
    expect((await get('manager', '/api/user-notifications/unread-count')).json()).toEqual({ unread: before - 1 });
    const [row] = await t.db.select().from(userNotifications).where(eq(userNotifications.id, mine!.id));
    expect(row!.readAt).toBeInstanceOf(Date);
    // Marking it again keeps the first time it was read.
    await patch('manager', `/api/user-notifications/${mine!.id}`, { read: true });
    const [again] = await t.db.select().from(userNotifications).where(eq(userNotifications.id, mine!.id));
    expect(again!.readAt!.getTime()).toBe(row!.readAt!.getTime());

    expect((await patch('manager', `/api/user-notifications/${mine!.id}`, { read: false })).statusCode).toBe(400);
    expect((await patch('manager', '/api/user-notifications/99999999', { read: true })).statusCode).toBe(404);
    expect((await patch('manager', '/api/user-notifications/abc', { read: true })).statusCode).toBe(400);
  });

  it('marks all of yours read, and only yours', async () => {
    await askForLeave();
    const employeeUnread = await unreadInDb('employee');
    const managerUnread = await unreadInDb('manager');
    expect(managerUnread).toBeGreaterThan(0);
    const res = await post('manager', '/api/user-notifications/read-all');
    expect(res.json()).toEqual({ updated: managerUnread });
    expect((await get('manager', '/api/user-notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect(await unreadInDb('employee')).toBe(employeeUnread);
    expect((await post('manager', '/api/user-notifications/read-all')).json()).toEqual({ updated: 0 });
  });

  it('tells a decision to the requester', async () => {
    const leave = await askForLeave();
    const before = (await get('employee', '/api/user-notifications/unread-count')).json().unread;
    await post('manager', `/api/employee-event-request/reject/${leave.id}`, { remark: 'Not that day' });
    expect((await get('employee', '/api/user-notifications/unread-count')).json().unread).toBe(before + 1);
    const [latest] = (await get('employee', '/api/user-notifications?pageSize=1')).json().items;
    expect(latest).toMatchObject({ title: 'Request rejected', read: false });
    expect(latest.body).toMatch(/was rejected: Not that day$/);
  });

  it('gives the VAPID public key', async () => {
    expect((await get('employee', '/api/user-notifications/push-key')).json()).toEqual({
      publicKey: TEST_SECRETS.vapid.publicKey,
    });
  });
});

interface SseMessage {
  event?: string;
  id?: string;
  data?: string;
}

/** Opens the stream over real HTTP as a browser tab would (fetch with the bearer header) and reads its messages. */
async function openStream(app: FastifyInstance, token: string) {
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/user-notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  async function readMore(deadline: number) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`nothing arrived on the stream; so far: ${JSON.stringify(buffer)}`)),
        Math.max(deadline - Date.now(), 1),
      );
    });
    try {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    res,
    /** Resolves once the server has subscribed this tab (it says so with a comment line). */
    async connected() {
      const deadline = Date.now() + 10_000;
      while (!buffer.includes(': connected\n\n')) await readMore(deadline);
    },
    async nextEvent(): Promise<SseMessage> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const field = line.slice(0, colon) as keyof SseMessage;
            message[field] = line.slice(colon + 1).trimStart();
          }
          if (message.event) return message;
        }
        await readMore(deadline);
      }
    },
    close() {
      controller.abort();
      reader.cancel().catch(() => undefined);
    },
  };
}

describe('live notifications over server-sent events', () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("a new leave request reaches the manager's open tab at once, as an `event: notification` message", async () => {
    const stream = await openStream(t.app, await tokenOf('manager'));
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.connected();
      const leave = await askForLeave();
      const message = await stream.nextEvent();
      expect(message.event).toBe('notification');
      const data = JSON.parse(message.data!);
      const [row] = await t.db.select().from(userNotifications).where(eq(userNotifications.id, data.id));
      expect(message.id).toBe(String(row!.id));
      expect(row!.userId).toBe(await idOf('manager'));
      expect(data).toMatchObject({
        title: 'New request to decide',
        read: false,
        link: `/ui/self-service/approvals?tab=leave&request=${leave.id}`,
      });
      expect(data.body).toMatch(/^Rahul Verma asks for Casual Leave on/);

      // The decision goes to the employee, not to this tab.
      const employeeStream = await openStream(t.app, await tokenOf('employee'));
      try {
        await employeeStream.connected();
        await post('manager', `/api/employee-event-request/approve/${leave.id}`);
        const decided = await employeeStream.nextEvent();
        expect(JSON.parse(decided.data!)).toMatchObject({ title: 'Request approved' });
      } finally {
        employeeStream.close();
      }
      await askForLeave();
      expect(JSON.parse((await stream.nextEvent()).data!).title).toBe('New request to decide');
    } finally {
      stream.close();
    }
  });

  it('refuses the stream without a valid token', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/user-notifications/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required.' });
  });

  it('a second server process on the same database passes on what the first one wrote (LISTEN/NOTIFY)', async () => {
    const second = await startSecondInstance(t);
    try {
      const stream = await openStream(second.app, await tokenOf('manager'));
      try {
        await stream.connected();
        expect(second.hub.openStreams).toBe(1);
        await askForLeave('employee.2fa');
        const message = await stream.nextEvent();
        expect(message.event).toBe('notification');
        expect(JSON.parse(message.data!).body).toMatch(/^Sara Khan asks for Casual Leave on/);
      } finally {
        stream.close();
      }
      await vi.waitFor(() => expect(second.hub.openStreams).toBe(0));
    } finally {
      await second.close();
    }
  });

  it.runIf(testDbKind === 'postgres')(
    'listens again after PostgreSQL drops the LISTEN connection, and passes on what is written after',
    async () => {
      const second = await startSecondInstance(t);
      const query = async (text: string) =>
        (await t.db.execute(sql.raw(text))) as unknown as { rows: { pid: number }[] };
      const listening = async () =>
        (
          await query(
            `select pid from pg_stat_activity where application_name = '${LISTEN_APPLICATION_NAME}' and datname = current_database()`,
          )
        ).rows.map((r) => r.pid);
      try {
        const before = await listening();
        expect(before.length).toBeGreaterThanOrEqual(1);
        await query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LISTEN_APPLICATION_NAME}' and datname = current_database()`,
        );
        // New LISTEN connections replace the terminated ones (the first retry is after half a second).
        await vi.waitFor(
          async () => expect((await listening()).filter((pid) => !before.includes(pid)).length).toBe(before.length),
          { timeout: 10_000, interval: 200 },
        );
        const stream = await openStream(second.app, await tokenOf('manager'));
        try {
          await stream.connected();
          await askForLeave('employee.2fa');
          const message = await stream.nextEvent();
          expect(message.event).toBe('notification');
          expect(JSON.parse(message.data!).body).toMatch(/^Sara Khan asks for Casual Leave on/);
        } finally {
          stream.close();
        }
      } finally {
        await second.close();
      }
    },
  );
});

/**
 * Another server on the database of `t`, listening on a port: on PostgreSQL a separate pool and LISTEN connection, as
 * a second process would have; on PGlite (one embedded database per process) a second app and hub on the same one.
 */
async function startSecondInstance(first: TestApp) {
  const second = await first.anotherServer();
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  return second;
}

describe('Web Push', () => {
  const subscription = (endpoint: string) =>
    JSON.stringify({
      endpoint,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });

  it('a new request is pushed to the browser the manager registered, with a notification field', async () => {
    const token = subscription('https://push.example.test/manager-1');
    expect((await post('manager', '/api/users/fcm-token', { token })).statusCode).toBe(200);
    const since = t.pushed.length;
    await askForLeave();
    await vi.waitFor(() => expect(t.pushed.length).toBeGreaterThan(since));
    const sent = t.pushed.slice(since).filter((p) => p.subscription === token);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload.notification).toEqual({
      title: 'New request to decide',
      body: expect.stringMatching(/^Rahul Verma asks for Casual Leave on /),
    });
    const [row] = await t.db.select().from(userNotifications).where(eq(userNotifications.id, sent[0]!.payload.data.id));
    expect(row!.userId).toBe(await idOf('manager'));
    expect(sent[0]!.payload.data.link).toMatch(/^\/ui\/self-service\/approvals\?tab=leave&request=\d+$/);
  });

  it('forgets a subscription the push service calls gone', async () => {
    const gone = subscription('https://push.example.test/gone-employee');
    expect((await post('employee', '/api/users/fcm-token', { token: gone })).statusCode).toBe(200);
    const leave = await askForLeave();
    const since = t.pushed.length;
    await post('manager', `/api/employee-event-request/approve/${leave.id}`);
    await vi.waitFor(() => expect(t.pushed.slice(since).some((p) => p.subscription === gone)).toBe(true));
    await vi.waitFor(async () =>
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.token, gone))).toHaveLength(0),
    );
  });
});
