import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { eventRequests } from '../../db/schema/leave';
import { notificationPreferences, userNotifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/identity';
import { futureWeeks } from '../leave/test-support';
import { runAfter, runJob, jobRuns } from '../jobs/test-helpers';
import { DIGEST_JOB, EMAIL_JOB } from './email-jobs';

const PUBLIC_URL = 'https://hr.staffdesk.example';
let t: TestApp;
let smtp: TestSmtp;
const nextWeek = futureWeeks();

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: 'Staffdesk <hr@staffdesk.example>', publicUrl: PUBLIC_URL },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const emailOf = async (username: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]!.email;
const call = async (username: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.as(await t.tokenOf(username), { method, url, ...(payload ? { payload } : {}) });

/** A day of casual leave for the employee, which asks the manager to decide. */
async function requestLeave(): Promise<number> {
  const day = nextWeek().mon;
  const res = await call('employee', 'POST', '/api/employee-event-request', {
    typeCode: 'CASUAL',
    fromDate: day,
    toDate: day,
    reason: 'Personal work.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const mailTo = (address: string, from = 0) =>
  smtp.inbox.slice(from).filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);

async function choose(username: string, kind: string, email: 'NONE' | 'INSTANT' | 'DIGEST', push = true) {
  const res = await call(username, 'PUT', '/api/user-notifications/preferences', { items: [{ kind, push, email }] });
  expect(res.statusCode, res.body).toBe(200);
}

describe('email of each notification', () => {
  it("brings the manager a new request's email, in HTML and text, with a link into the portal", async () => {
    const manager = await emailOf('manager');
    const before = smtp.inbox.length;
    const id = await requestLeave();
    const [mail] = await vi.waitFor(
      () => {
        const got = mailTo(manager, before);
        if (got.length === 0) throw new Error('no email yet');
        return got;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(mail!.subject).toBe('New request to decide');
    expect(mail!.from?.value[0]).toMatchObject({ name: 'Staffdesk', address: 'hr@staffdesk.example' });
    expect(mail!.text).toMatch(/^Hello .+,\n\n.+ asks for .*Casual Leave/);
    expect(mail!.text).toContain(`Open it in Staffdesk: ${PUBLIC_URL}/ui/`);
    expect(mail!.html).toContain('Open in Staffdesk');
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/ui/settings"`);
    const [row] = await t.db
      .select({ email: userNotifications.email, kind: userNotifications.kind, requestId: userNotifications.requestId })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, await idOf('manager')), eq(userNotifications.requestId, id)));
    expect(row).toEqual({ email: 'SENT', kind: 'DECISIONS', requestId: id });
  });

  it('sends nothing to someone who chose the app only for that kind', async () => {
    await choose('manager', 'DECISIONS', 'NONE', false);
    const manager = await emailOf('manager');
    const before = smtp.inbox.length;
    const id = await requestLeave();
    await runJob(t, EMAIL_JOB);
    expect(mailTo(manager, before)).toEqual([]);
    const [row] = await t.db
      .select({ email: userNotifications.email })
      .from(userNotifications)
      .where(eq(userNotifications.requestId, id));
    expect(row).toEqual({ email: null });
    await choose('manager', 'DECISIONS', 'INSTANT');
  });

  it('keeps the request when SMTP is down, fails the run visibly and sends on its retry', async () => {
    await smtp.stop();
    const manager = await emailOf('manager');
    const before = smtp.inbox.length;
    const id = await requestLeave();
    const [stored] = await t.db.select({ id: eventRequests.id }).from(eventRequests).where(eq(eventRequests.id, id));
    expect(stored).toEqual({ id });
    const failed = await runAfter(t, EMAIL_JOB, 0, (run) => run.outcome === 'FAILED');
    expect(failed.error).toMatch(/^1 of 1 emails could not be sent: .*ECONNREFUSED/);
    const [row] = await t.db
      .select({ email: userNotifications.email, attempts: userNotifications.emailAttempts })
      .from(userNotifications)
      .where(eq(userNotifications.requestId, id));
    expect(row!.email).toBe('PENDING');
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    await smtp.start();
    await vi.waitFor(
      () => {
        if (mailTo(manager, before).length === 0) throw new Error('no email yet');
      },
      { timeout: 20_000, interval: 200 },
    );
    const runs = await jobRuns(t, EMAIL_JOB);
    expect(runs.some((r) => r.outcome === 'COMPLETED' && r.attempt > 1)).toBe(true);
  });
});

describe('the daily digest', () => {
  it('sends one email of the day to whoever chose it, and nothing at once', async () => {
    await choose('employee', 'MY_REQUESTS', 'DIGEST');
    const employee = await emailOf('employee');
    const before = smtp.inbox.length;
    const first = await requestLeave();
    const second = await requestLeave();
    for (const id of [first, second]) {
      const res = await call('manager', 'POST', `/api/employee-event-request/approve/${id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    await runJob(t, EMAIL_JOB);
    expect(mailTo(employee, before)).toEqual([]);
    const run = await runJob(t, DIGEST_JOB);
    expect(run).toMatchObject({ outcome: 'COMPLETED', items: 1 });
    const digests = mailTo(employee, before);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Your day in Staffdesk: 2 notifications');
    expect(digests[0]!.text).toContain('(My requests)');
    const left = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(userNotifications)
      .where(eq(userNotifications.email, 'DIGEST'));
    expect(left).toEqual([{ n: 0 }]);
    expect((await runJob(t, DIGEST_JOB)).items).toBe(0);
  });
});

describe('GET and PUT /api/user-notifications/preferences', () => {
  it('answers the defaults, then what was saved, for each kind', async () => {
    const res = await call('hr.head', 'GET', '/api/user-notifications/preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      emailAvailable: true,
      items: [
        { kind: 'DECISIONS', push: true, email: 'INSTANT' },
        { kind: 'MY_REQUESTS', push: true, email: 'INSTANT' },
        { kind: 'ANNOUNCEMENTS', push: true, email: 'NONE' },
        { kind: 'OTHER', push: true, email: 'NONE' },
      ],
    });
    const saved = await call('hr.head', 'PUT', '/api/user-notifications/preferences', {
      items: [{ kind: 'ANNOUNCEMENTS', push: false, email: 'DIGEST' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items[2]).toEqual({ kind: 'ANNOUNCEMENTS', push: false, email: 'DIGEST' });
    const rows = await t.db
      .select({ kind: notificationPreferences.kind, push: notificationPreferences.push })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, await idOf('hr.head')));
    expect(rows).toEqual([{ kind: 'ANNOUNCEMENTS', push: false }]);
  });

  it('refuses a kind it does not know, or one named twice, saving nothing', async () => {
    const unknown = await call('finance.head', 'PUT', '/api/user-notifications/preferences', {
      items: [{ kind: 'GOSSIP', push: true, email: 'NONE' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorDetails[0]).toMatch(
      /kind: Choose a kind: DECISIONS, MY_REQUESTS, ANNOUNCEMENTS or OTHER\.$/,
    );
    const twice = await call('finance.head', 'PUT', '/api/user-notifications/preferences', {
      items: [
        { kind: 'OTHER', push: true, email: 'NONE' },
        { kind: 'OTHER', push: false, email: 'NONE' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, await idOf('finance.head')));
    expect(rows).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-notifications/preferences' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a server without SMTP_URL', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('offers no email and refuses one, saving nothing', async () => {
    const token = await plain.tokenOf('employee');
    const res = await plain.as(token, { method: 'GET', url: '/api/user-notifications/preferences' });
    expect(res.json().emailAvailable).toBe(false);
    expect(res.json().items.map((i: { email: string }) => i.email)).toEqual(['NONE', 'NONE', 'NONE', 'NONE']);
    const refused = await plain.as(token, {
      method: 'PUT',
      url: '/api/user-notifications/preferences',
      payload: { items: [{ kind: 'OTHER', push: true, email: 'INSTANT' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'This server sends no email: choose NONE for email.',
      errorDetails: ['items.0.email: this server sends no email; choose NONE'],
    });
    expect(await plain.db.select().from(notificationPreferences)).toEqual([]);
    expect(plain.jobs.job(EMAIL_JOB)).toBeUndefined();
  });
});
