import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import { addDays, instantAt, todayIn } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { attendanceRegularizations } from '../../db/schema/attendance';
import { holidays } from '../../db/schema/calendar';
import { helpdeskTickets } from '../../db/schema/helpdesk';
import { eventBalances, eventRequests } from '../../db/schema/leave';
import { userNotifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/identity';
import { requestEscalations } from '../../db/schema/requests';
import { REQUEST_FAMILIES } from '../../request-families';
import type { PushSender } from '../notifications/push';
import { NOBODY_ABOVE, remindWaitingRequests } from './reminders';
import { runJob } from '../jobs/test-helpers';

let t: TestApp;
const push: PushSender = { send: async () => 'sent' };
const run = (now: Date) => remindWaitingRequests({ db: t.db, push }, REQUEST_FAMILIES, now);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
  await t.db.delete(eventBalances);
  await t.db.delete(holidays);
  await t.db.delete(helpdeskTickets);
});
afterAll(() => t.close());

const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const post = async (username: string, url: string, payload: object) =>
  t.as(await t.tokenOf(username), { method: 'POST', url, payload });
const notesOf = async (username: string, afterId: number) =>
  t.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, await idOf(username)), gt(userNotifications.id, afterId)));
const lastNotificationId = async () =>
  (await t.db.select({ id: sql<number>`coalesce(max(${userNotifications.id}), 0)::int` }).from(userNotifications))[0]!
    .id;
const stepsOf = (step: 'remind' | 'escalate') => (entity: string, id: number) =>
  t.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entity, entity),
        eq(auditEntries.entityId, String(id)),
        eq(auditEntries.action, `${entity}.${step}`),
      ),
    );
const reminders = stepsOf('remind');
const escalations = stepsOf('escalate');
const escalatedTo = async (entity: string, id: number) =>
  (
    await t.db
      .select()
      .from(requestEscalations)
      .where(and(eq(requestEscalations.entity, entity), eq(requestEscalations.requestId, id)))
  ).map((e) => e.userId);

/** A Wednesday noon in office time, some weeks ahead: the working days before it are Mon, Tue and the week before. */
function aWednesday(): Date {
  let date = addDays(todayIn('Asia/Kolkata'), 21);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return instantAt(date, '12:00', 'Asia/Kolkata');
}

let leaveDate = addDays(todayIn('Asia/Kolkata'), 40);
/** A one-day leave of `employee` on a working day of its own, made as if at `createdAt`. */
async function leaveCreatedAt(createdAt: Date) {
  do leaveDate = addDays(leaveDate, 1);
  while ([0, 6].includes(new Date(`${leaveDate}T00:00:00Z`).getUTCDay()));
  const date = leaveDate;
  const res = await post('employee', '/api/employee-event-request', {
    typeCode: 'CASUAL',
    fromDate: date,
    toDate: date,
    reason: 'A family visit',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  await t.db.update(eventRequests).set({ createdAt }).where(eq(eventRequests.id, id));
  return id;
}

describe('the reminder job: reminders', () => {
  it('reminds the decider once of a request waiting three working days, and writes it to the history; not a younger one', async () => {
    const wednesday = aWednesday();
    const day = (offset: number, time = '10:00') =>
      instantAt(addDays(todayIn('Asia/Kolkata', wednesday), offset), time, 'Asia/Kolkata');
    // Created on the Thursday before: Fri, Mon and Tue are three full working days by Wednesday.
    const waited = await leaveCreatedAt(day(-6));
    // Created on the Friday before: Mon and Tue, two working days (the weekend does not count).
    const younger = await leaveCreatedAt(day(-5));
    const since = await lastNotificationId();

    expect((await run(wednesday))?.reminded).toMatchObject({ 'event-request': 1 });
    const notes = (await notesOf('manager', since)).filter((n) => n.link?.includes('tab=leave'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Reminder: a leave or work-from-home request waits for you',
      link: expect.stringContaining(`request=${waited}`),
    });
    expect(notes[0]!.body).toMatch(/^Rahul Verma's .+ has been waiting for a decision since .+\.$/);
    expect(await reminders('event-request', waited)).toHaveLength(1);
    expect(await reminders('event-request', younger)).toHaveLength(0);

    // The history shows it, as done by the system.
    const history = await t.as(await t.tokenOf('manager'), {
      method: 'GET',
      url: `/api/employee-event-request/${waited}/history`,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(
      (history.json() as { items: { verb: string; actorId: number | null }[] }).items.map((e) => [e.verb, e.actorId]),
    ).toEqual([
      ['create', await idOf('employee')],
      ['remind', null],
    ]);

    // A day later: the younger one has waited its three days; the first is not reminded again.
    expect((await run(new Date(wednesday.getTime() + 86_400_000)))?.reminded).toMatchObject({ 'event-request': 1 });
    expect(await reminders('event-request', waited)).toHaveLength(1);
    expect(await reminders('event-request', younger)).toHaveLength(1);
    expect((await notesOf('manager', since)).filter((n) => n.link?.includes('tab=leave'))).toHaveLength(2);
  });

  it('does not count a holiday as a working day', async () => {
    const wednesday = aWednesday();
    const day = (offset: number) => addDays(todayIn('Asia/Kolkata', wednesday), offset);
    await t.db.insert(holidays).values({ date: day(-2), name: 'A holiday on Monday' });
    try {
      // Created on the Thursday before: Fri and Tue only, with Monday a holiday.
      const id = await leaveCreatedAt(instantAt(day(-6), '10:00', 'Asia/Kolkata'));
      await run(wednesday);
      expect(await reminders('event-request', id)).toHaveLength(0);
    } finally {
      await t.db.delete(holidays);
    }
  });

  it('reminds a ticket past its due by, whatever its age', async () => {
    const res = await post('employee', '/api/helpdesk-tickets', {
      category: 'IT',
      subCategory: 'IT.HARDWARE',
      priority: 'URGENT',
      subject: 'Laptop will not start',
      description: 'It shows a black screen and nothing else.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const [ticket] = await t.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, id));
    expect((await run(new Date(ticket!.dueBy.getTime() - 60_000)))?.reminded).toMatchObject({ 'helpdesk-ticket': 0 });
    expect((await run(new Date(ticket!.dueBy.getTime() + 60_000)))?.reminded).toMatchObject({ 'helpdesk-ticket': 1 });
    expect(await reminders('helpdesk-ticket', id)).toHaveLength(1);
  });

  it('runs once when two servers start it together', async () => {
    const wednesday = aWednesday();
    const id = await leaveCreatedAt(new Date(wednesday.getTime() - 14 * 86_400_000));
    const outcomes = await Promise.all([run(wednesday), run(wednesday)]);
    expect(await reminders('event-request', id)).toHaveLength(1);
    // One of them did the work; the other found nothing left or the lock taken.
    expect(outcomes.filter((o) => (o?.reminded['event-request'] ?? 0) > 0)).toHaveLength(1);
  });
});

describe('the reminder job: escalations', () => {
  it('escalates a request waiting twice the limit to the next decider up, who may then list, read and decide it', async () => {
    const wednesday = aWednesday();
    const groupHead = await t.tokenOf('group.head');
    // Created on the Tuesday a week and a day before: Wed to Fri and Mon, Tue: five working days, not yet six.
    const id = await leaveCreatedAt(
      instantAt(addDays(todayIn('Asia/Kolkata', wednesday), -8), '10:00', 'Asia/Kolkata'),
    );
    const page = async () =>
      (
        (await t.as(groupHead, { method: 'GET', url: '/api/employee-event-request/reportee?pageSize=100' })).json() as {
          items: { id: number; escalated: boolean }[];
        }
      ).items;
    const listed = async () => (await page()).map((r) => r.id);
    const ownItem = async () =>
      (
        (
          await t.as(await t.tokenOf('employee'), {
            method: 'GET',
            url: '/api/employee-event-request/employee?pageSize=100',
          })
        ).json() as { items: { id: number; escalated: boolean }[] }
      ).items.find((r) => r.id === id);

    // The employee's manager decides it; the manager's manager (the group head) neither lists, reads nor decides it.
    await run(wednesday);
    expect(await escalatedTo('event-request', id)).toEqual([]);
    expect(await listed()).not.toContain(id);
    expect(await ownItem()).toMatchObject({ escalated: false });
    expect(
      (await t.as(groupHead, { method: 'GET', url: `/api/employee-event-request/${id}/history` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(groupHead, { method: 'POST', url: `/api/employee-event-request/approve/${id}`, payload: {} }))
        .statusCode,
    ).toBe(404);

    // A day later it has waited six working days: it goes up to the group head, once, and says so.
    const since = await lastNotificationId();
    const thursday = new Date(wednesday.getTime() + 86_400_000);
    expect((await run(thursday))?.escalated['event-request']).toBeGreaterThanOrEqual(1);
    await run(new Date(thursday.getTime() + 3_600_000));
    expect(await escalatedTo('event-request', id)).toEqual([await idOf('group.head')]);
    expect(await escalations('event-request', id)).toHaveLength(1);
    const told = (await notesOf('group.head', since)).filter((n) => n.link?.includes(`request=${id}`));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Escalated to you: a leave or work-from-home request' });
    expect(told[0]!.body).toMatch(/^Rahul Verma's .+ has been waiting for a decision since .+\. You may decide it\.$/);

    expect((await page()).find((r) => r.id === id)).toMatchObject({ escalated: true });
    expect(await ownItem()).toMatchObject({ escalated: true });
    const history = await t.as(groupHead, { method: 'GET', url: `/api/employee-event-request/${id}/history` });
    expect(history.statusCode, history.body).toBe(200);
    const entries = (
      history.json() as {
        items: {
          verb: string;
          actorId: number | null;
          changes: { field: string; before: string | null; after: string | null }[];
        }[];
      }
    ).items;
    expect(entries.map((e) => e.verb)).toEqual(['create', 'remind', 'escalate']);
    expect(entries[2]).toMatchObject({
      actorId: null,
      changes: [{ field: 'Escalated to', before: null, after: 'Gauri Iyer' }],
    });

    // The group head decides it; the requester's own manager could have as well.
    const approved = await t.as(groupHead, {
      method: 'POST',
      url: `/api/employee-event-request/approve/${id}`,
      payload: { remark: 'Approved while Pranav is away.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, id));
    expect(row).toMatchObject({ status: 'APPROVED', decidedBy: await idOf('group.head') });
  });

  it('puts an escalated regularization in the list of the next decider up, who may read it', async () => {
    const wednesday = aWednesday();
    const [row] = await t.db
      .insert(attendanceRegularizations)
      .values({
        employeeId: await idOf('employee'),
        date: addDays(todayIn('Asia/Kolkata', wednesday), -20),
        checkIn: '09:30',
        checkOut: '18:00',
        reason: 'The badge reader was broken.',
        createdAt: new Date(wednesday.getTime() - 14 * 86_400_000),
      })
      .returning();
    const listed = async () =>
      (
        (
          await t.as(await t.tokenOf('group.head'), {
            method: 'GET',
            url: '/api/attendance-regularizations/reportee?pageSize=100',
          })
        ).json() as { items: { id: number }[] }
      ).items.map((r) => r.id);
    const read = async () =>
      (await t.as(await t.tokenOf('group.head'), { method: 'GET', url: `/api/attendance-regularizations/${row!.id}` }))
        .statusCode;
    expect(await listed()).not.toContain(row!.id);
    expect(await read()).toBe(404);
    await run(wednesday);
    expect(await escalatedTo('attendance-regularization', row!.id)).toEqual([await idOf('group.head')]);
    expect(await listed()).toContain(row!.id);
    expect(await read()).toBe(200);
  });

  it('leaves a request whose deciders have nobody above them with them, says so in its history, and does not try again', async () => {
    // IT tickets are decided by IT_HEAD and MD; the IT head reports to MD, who reports to nobody.
    const res = await post('employee', '/api/helpdesk-tickets', {
      category: 'IT',
      subCategory: 'IT.HARDWARE',
      priority: 'URGENT',
      subject: 'Monitor flickers',
      description: 'The second monitor flickers every few seconds.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const [ticket] = await t.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, id));
    const given = ticket!.dueBy.getTime() - ticket!.createdAt.getTime();
    const outcome = await run(new Date(ticket!.dueBy.getTime() + given + 60_000));
    expect(outcome?.reminded['helpdesk-ticket']).toBeGreaterThanOrEqual(1);
    expect(await reminders('helpdesk-ticket', id)).toHaveLength(1);
    const [step] = await escalations('helpdesk-ticket', id);
    expect(step).toMatchObject({ actorId: null, after: { escalatedTo: NOBODY_ABOVE } });
    expect(await escalatedTo('helpdesk-ticket', id)).toEqual([]);
    const later = await run(new Date(ticket!.dueBy.getTime() + given + 3_600_000));
    expect(later?.escalated['helpdesk-ticket']).toBe(0);
    expect(await escalations('helpdesk-ticket', id)).toHaveLength(1);
  });
});

describe('the reminder job on the job queue', () => {
  it('runs as the reminders job of the job queue, which counts the requests it reminded of and escalated', async () => {
    const waited = await leaveCreatedAt(new Date(Date.now() - 21 * 86_400_000));
    const run = await runJob(t, 'reminders');
    expect(run).toMatchObject({ outcome: 'COMPLETED', trigger: 'MANUAL' });
    expect(run.items).toBeGreaterThanOrEqual(2);
    expect(await reminders('event-request', waited)).toHaveLength(1);
    expect(await escalations('event-request', waited)).toHaveLength(1);
  });
});
