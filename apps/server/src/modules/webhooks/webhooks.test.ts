import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { TWebhookDelivery, TWebhookEndpointWithSecret } from '@staffdesk/shared/schemas/webhooks';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_SECRETS } from '../../../test/test-config';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { futureWeeks, leaveTestKit } from '../leave/test-support';
import { seal } from '../auth/secret-box';
import { DELIVERY_JOB } from './routes';
import { MAX_ATTEMPTS } from './deliveries';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** How many times each /flaky/… path has been asked: the first answer is a 500. */
const flaky = new Map<string, number>();
const { get, post, idOf } = leaveTestKit(() => t);
const nextWeek = futureWeeks();

/** A real receiver on 127.0.0.1 (WEBHOOK_ALLOWED_HOSTS): /flaky/… fails once, /redirect/… answers 302. */
function startReceiver(): Promise<void> {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body });
      if (path.startsWith('/redirect')) return res.writeHead(302, { location: `${base}/target` }).end();
      if (path.startsWith('/flaky')) {
        const seen = (flaky.get(path) ?? 0) + 1;
        flaky.set(path, seen);
        if (seen === 1) return res.writeHead(500).end('not now');
      }
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ webhookAllowedHosts: ['127.0.0.1'] });
  await startReceiver();
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const at = (path: string) => received.filter((r) => r.path === path);

async function endpoint(path: string, events: string[]): Promise<TWebhookEndpointWithSecret> {
  const res = await post('admin', '/api/webhooks', { url: `${base}${path}`, events, description: path });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function deliveries(id: number): Promise<TWebhookDelivery[]> {
  const res = await get('admin', `/api/webhooks/${id}/deliveries?pageSize=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** Asks for a delivery run (one waiting already does as well) until `check` holds. */
async function eventually<T>(check: () => Promise<T> | T): Promise<T> {
  return vi.waitFor(
    async () => {
      const run = await post('admin', `/api/jobs/${DELIVERY_JOB}/run`);
      expect([200, 409]).toContain(run.statusCode);
      return check();
    },
    { timeout: 20_000, interval: 300 },
  );
}

async function leaveRequest(username: string): Promise<number> {
  const week = nextWeek();
  const res = await post(username, '/api/employee-event-request', {
    typeCode: 'WFH',
    fromDate: week.wed,
    toDate: week.wed,
    reason: 'Webhook test',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('webhook endpoints', () => {
  it('are kept by ADMIN alone: MD, HR and employees are refused, and nothing is made', async () => {
    for (const username of ['md', 'hr.head', 'manager', 'employee']) {
      for (const [method, url] of [
        ['GET', '/api/webhooks'],
        ['GET', '/api/webhooks/events'],
        ['POST', '/api/webhooks'],
      ] as const) {
        const res = await t.as(await t.tokenOf(username), {
          method,
          url,
          payload: method === 'POST' ? { url: `${base}/x`, events: ['user.created'] } : undefined,
        });
        expect(res.statusCode, `${username} ${method} ${url}`).toBe(403);
      }
    }
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('offer four events for every request family, users and punches', async () => {
    const res = await get('admin', '/api/webhooks/events');
    expect(res.statusCode).toBe(200);
    const types = (res.json().items as { type: string }[]).map((e) => e.type);
    for (const family of ['employee-event-request', 'attendance-regularizations', 'reimbursements', 'timesheet'])
      for (const action of ['created', 'approved', 'rejected', 'cancelled'])
        expect(types).toContain(`${family}.${action}`);
    expect(types).toEqual(
      expect.arrayContaining(['user.created', 'user.deactivated', 'attendance.check-in', 'attendance.check-out']),
    );
    expect(types).toHaveLength(7 * 4 + 4);
  });

  it('refuse plain http, private and metadata addresses and unknown events, saying why', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ url: 'http://example.com/hook', events: ['user.created'] }, 'Use https:// for example.com'],
      [{ url: 'https://10.1.2.3/hook', events: ['user.created'] }, '10.1.2.3 is a loopback, private or metadata'],
      [{ url: 'https://169.254.169.254/latest', events: ['user.created'] }, 'metadata address'],
      [{ url: 'https://[::1]/hook', events: ['user.created'] }, '::1 is a loopback'],
      [{ url: 'https://localhost/hook', events: ['user.created'] }, 'localhost resolves to'],
      [{ url: 'ftp://example.com/', events: ['user.created'] }, 'Give an https:// address.'],
      [{ url: `${base}/x`, events: ['user.promoted'] }, 'user.promoted is not an event of the catalogue'],
      [{ url: `${base}/x`, events: [] }, 'Choose at least one event'],
    ];
    for (const [body, message] of refusals) {
      const res = await post('admin', '/api/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('show the secret once, sealed in the database, and never in the list', async () => {
    const made = await endpoint('/listed', ['user.created']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await get('admin', '/api/webhooks');
    expect(list.body).not.toContain(made.secret);
    expect(list.json().items[0]).toMatchObject({ id: made.id, url: `${base}/listed`, active: true, lastStatus: null });
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, made.id));
    expect(row!.sealedSecret).not.toContain(made.secret.slice(6));
    const rotated = await post('admin', `/api/webhooks/${made.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(made.secret);
    const gone = await t.as(await t.tokenOf('admin'), { method: 'DELETE', url: `/api/webhooks/${made.id}` });
    expect(gone.statusCode).toBe(204);
    expect((await get('admin', `/api/webhooks/${made.id}/deliveries`)).statusCode).toBe(404);
  });
});

describe('deliveries', () => {
  it('send a leave request’s creation and approval, signed per Standard Webhooks', async () => {
    const hook = await endpoint('/leave', ['employee-event-request.created', 'employee-event-request.approved']);
    const id = await leaveRequest('employee');
    await eventually(() => expect(at('/leave')).toHaveLength(1));
    const approved = await post('manager', `/api/employee-event-request/approve/${id}`, { remark: 'Fine.' });
    expect(approved.statusCode, approved.body).toBe(200);
    await eventually(() => expect(at('/leave')).toHaveLength(2));

    const verifier = new Webhook(hook.secret);
    const [created, decided] = at('/leave').map((r) => ({
      headers: r.headers,
      event: verifier.verify(r.body, r.headers as Record<string, string>) as {
        type: string;
        timestamp: string;
        data: { id: number; status: string; employeeId: number; family: string };
      },
    }));
    expect(created!.event).toMatchObject({
      type: 'employee-event-request.created',
      data: { id, status: 'PENDING', employeeId: await idOf('employee'), family: 'employee-event-request' },
    });
    expect(decided!.event).toMatchObject({ type: 'employee-event-request.approved', data: { id, status: 'APPROVED' } });
    expect(created!.headers['webhook-id']).not.toBe(decided!.headers['webhook-id']);
    // Signed with another secret, the same message does not verify.
    expect(() =>
      new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(
        at('/leave')[0]!.body,
        at('/leave')[0]!.headers as Record<string, string>,
      ),
    ).toThrow();

    const log = await deliveries(hook.id);
    expect(log.map((d) => [d.type, d.status, d.attempts, d.responseCode])).toEqual([
      ['employee-event-request.approved', 'DELIVERED', 1, 204],
      ['employee-event-request.created', 'DELIVERED', 1, 204],
    ]);
    expect((await get('admin', '/api/webhooks')).json().items[0].lastStatus).toBe('DELIVERED');
  });
});

describe('failed deliveries', () => {
  it('retry an endpoint that answered 500, after a wait, until it takes the event', async () => {
    const hook = await endpoint('/flaky/a', ['employee-event-request.cancelled']);
    const id = await leaveRequest('employee');
    const cancelled = await post('employee', `/api/employee-event-request/cancel/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [failed] = await eventually(async () => {
      const log = await deliveries(hook.id);
      expect(log[0]?.attempts).toBe(1);
      return log;
    });
    expect(failed).toMatchObject({ status: 'PENDING', responseCode: 500, error: 'Answered 500.' });
    expect(failed!.nextAttemptAt).not.toBeNull();
    const [done] = await eventually(async () => {
      const log = await deliveries(hook.id);
      expect(log[0]?.status).toBe('DELIVERED');
      return log;
    });
    expect(done).toMatchObject({ attempts: 2, responseCode: 204, error: null, nextAttemptAt: null });
    const [first, second] = at('/flaky/a');
    // A retry is the same message: same id, same body.
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
  });

  it('never follow a redirect: the 302 is the attempt’s outcome, and its target is not asked', async () => {
    const hook = await endpoint('/redirect/a', ['user.created']);
    const user = await post('admin', '/api/register-user', {
      username: 'webhook.user',
      password: 'Str0ng!Passw0rd',
      firstname: 'Web',
      lastname: 'Hook',
      userEmailId: 'webhook.user@example.com',
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2025-04-01',
    });
    expect(user.statusCode, user.body).toBe(201);
    const [attempt] = await eventually(async () => {
      const log = await deliveries(hook.id);
      expect(log[0]?.attempts).toBe(1);
      return log;
    });
    expect(attempt).toMatchObject({ status: 'PENDING', responseCode: 302, type: 'user.created' });
    expect(attempt!.error).toBe(`Answered 302, a redirect to ${base}/target, which is not followed.`);
    expect((attempt!.payload as { data: Record<string, unknown> }).data).toMatchObject({ username: 'webhook.user' });
    expect(JSON.stringify(attempt!.payload)).not.toContain('passwordHash');
    expect(at('/target')).toHaveLength(0);
  });

  it('give up after the last attempt, which the log shows as failed', async () => {
    const hook = await endpoint('/redirect/last', ['user.deactivated']);
    const gone = await post('admin', '/api/register-user', {
      username: 'webhook.leaver',
      password: 'Str0ng!Passw0rd',
      firstname: 'Web',
      lastname: 'Leaver',
      userEmailId: 'webhook.leaver@example.com',
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2025-04-01',
    });
    expect(gone.statusCode, gone.body).toBe(201);
    const off = await t.as(await t.tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${gone.json().userId}`,
      payload: { userIsActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await eventually(async () => expect((await deliveries(hook.id))[0]?.attempts).toBe(1));
    // As if the earlier retries had all been refused: the next attempt is the last.
    await t.db
      .update(webhookDeliveries)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date() })
      .where(eq(webhookDeliveries.endpointId, hook.id));
    const [last] = await eventually(async () => {
      const log = await deliveries(hook.id);
      expect(log[0]?.status).toBe('FAILED');
      return log;
    });
    expect(last).toMatchObject({ type: 'user.deactivated', attempts: MAX_ATTEMPTS, responseCode: 302 });
    expect(last!.nextAttemptAt).toBeNull();
    expect((last!.payload as { data: Record<string, unknown> }).data).toMatchObject({ username: 'webhook.leaver' });
    expect(
      (await get('admin', '/api/webhooks')).json().items.find((e: { id: number }) => e.id === hook.id),
    ).toMatchObject({
      lastStatus: 'FAILED',
    });
  });

  it('never reach a private address or a name resolving to one, checked when sending too', async () => {
    // Made as if the address had been public when registered.
    const [privateOne, named] = await t.db
      .insert(webhookEndpoints)
      .values(
        ['https://10.255.255.1/hook', 'https://localhost/hook'].map((url) => ({
          url,
          events: ['attendance.check-in', 'attendance.check-out'],
          sealedSecret: seal(TEST_SECRETS.encryptionKey, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
        })),
      )
      .returning();
    const punched = await post('employee', '/api/check-in-out-events', {});
    expect(punched.statusCode, punched.body).toBe(201);
    const [refused] = await eventually(async () => {
      const log = await deliveries(privateOne!.id);
      expect(log[0]?.attempts).toBe(1);
      return log;
    });
    expect(refused!.type).toMatch(/^attendance\.check-(in|out)$/);
    expect(refused!.error).toBe('10.255.255.1 is not a public address; webhooks never reach it.');
    const [resolved] = await eventually(async () => {
      const log = await deliveries(named!.id);
      expect(log[0]?.attempts).toBe(1);
      return log;
    });
    expect(resolved!.error).toMatch(
      /^webhook localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/,
    );
    expect(resolved!.responseCode).toBeNull();
    await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, privateOne!.id));
    await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, named!.id));
  });
});

describe('replays and endpoints turned off', () => {
  it('replay a delivery as a new one with the same id and body', async () => {
    const hook = await endpoint('/replayed', ['employee-event-request.created']);
    await leaveRequest('employee.2fa');
    await eventually(() => expect(at('/replayed')).toHaveLength(1));
    const [original] = await deliveries(hook.id);
    const replay = await post('admin', `/api/webhooks/deliveries/${original!.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toMatchObject({ status: 'PENDING', attempts: 0, eventId: original!.eventId });
    await eventually(() => expect(at('/replayed')).toHaveLength(2));
    const [first, again] = at('/replayed');
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(again!.body).toBe(first!.body);
    expect(new Webhook(hook.secret).verify(again!.body, again!.headers as Record<string, string>)).toBeTruthy();
    expect((await deliveries(hook.id)).map((d) => d.status)).toEqual(['DELIVERED', 'DELIVERED']);
    expect((await post('md', `/api/webhooks/deliveries/${original!.id}/replay`)).statusCode).toBe(403);
    expect((await post('admin', '/api/webhooks/deliveries/999999/replay')).statusCode).toBe(404);
  });

  it('send nothing to an endpoint turned off', async () => {
    const hook = await endpoint('/off', ['employee-event-request.created']);
    const off = await t.as(await t.tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/webhooks/${hook.id}`,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, events: ['employee-event-request.created'] });
    await leaveRequest('employee');
    await eventually(async () => {
      const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'PENDING'));
      expect(rows.filter((r) => r.type === 'employee-event-request.created')).toHaveLength(0);
    });
    expect(await deliveries(hook.id)).toHaveLength(0);
    expect(at('/off')).toHaveLength(0);
  });
});
