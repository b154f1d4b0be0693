import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../../../test/harness';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { holidays } from '../../db/schema/calendar';
import { users } from '../../db/schema/identity';
import { eventRequests } from '../../db/schema/leave';
import { futureWeeks, leaveTestKit, type TestWeek } from '../leave/test-support';

let t: TestApp;
const { get, idOf, post } = leaveTestKit(() => t);
const nextWeek = futureWeeks();
let week: TestWeek;
let later: TestWeek;

const FEEDS = '/api/calendar-feeds';
const LONG_HOLIDAY = 'Founders’ day; with lights, sweets and a long name that must be folded across two lines';

async function approvedRequest(username: string, decider: string, body: Record<string, unknown>) {
  const id = await pendingRequest(username, body);
  const res = await post(decider, `/api/employee-event-request/approve/${id}`, { remark: 'Fine.' });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function pendingRequest(username: string, body: Record<string, unknown>) {
  const res = await post(username, '/api/employee-event-request', { reason: 'Calendar feed test', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function newFeed(username: string): Promise<{ id: number; url: string }> {
  const res = await post(username, FEEDS);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The path of a feed's address, as a calendar app asks for it: without a session. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

interface SeenEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  stamped: boolean;
}

/** The calendar as ical.js reads it. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events: SeenEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      stamped: component.getFirstPropertyValue('dtstamp') !== null,
    };
  });
  return {
    version: calendar.getFirstPropertyValue('version'),
    prodId: calendar.getFirstPropertyValue('prodid'),
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events,
  };
}

let rahulsLeave: number;
let rahulsWfh: number;
let sarasLeave: number;
let sarasWfh: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
  await t.db.delete(holidays);
  week = nextWeek();
  later = nextWeek();
  await t.db.insert(holidays).values([
    { date: week.wed, name: LONG_HOLIDAY, optional: false },
    { date: later.mon, name: 'Harvest festival', optional: true },
  ]);
  // The manager's reportees: Rahul (employee) and Sara (employee.2fa).
  rahulsLeave = await approvedRequest('employee', 'manager', {
    typeCode: 'CASUAL',
    fromDate: week.mon,
    toDate: week.tue,
  });
  rahulsWfh = await approvedRequest('employee', 'manager', { typeCode: 'WFH', fromDate: week.thu, toDate: week.thu });
  sarasLeave = await approvedRequest('employee.2fa', 'manager', {
    typeCode: 'SICK',
    fromDate: week.fri,
    toDate: week.fri,
    halfDay: 'FIRST_HALF',
  });
  sarasWfh = await approvedRequest('employee.2fa', 'manager', {
    typeCode: 'WFH',
    fromDate: later.tue,
    toDate: later.tue,
  });
  await pendingRequest('employee.2fa', { typeCode: 'CASUAL', fromDate: later.wed, toDate: later.thu });
  await pendingRequest('employee', { typeCode: 'CASUAL', fromDate: later.fri, toDate: later.fri });
});
afterAll(() => t.close());

describe('calendar feeds', () => {
  it('answers a secret address once and keeps only its SHA-256', async () => {
    const { id, url } = await newFeed('employee');
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = pathOf(url)
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
    expect(row).toMatchObject({
      ownerId: await idOf('employee'),
      tokenHash: createHash('sha256').update(token).digest('hex'),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await get('employee', FEEDS);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id, createdAt: row!.createdAt.toISOString(), lastUsedAt: null }]);
    expect(listed.body).not.toContain(token);
    expect(listed.body).not.toContain(row!.tokenHash);
  });

  it("shows a calendar app the owner's approved leave, work from home and holidays as all-day events", async () => {
    const { id, url } = await newFeed('employee');
    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // RFC 5545: CRLF after every line, none longer than 75 octets.
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = res.body.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${week.mon.replaceAll('-', '')}`);

    const calendar = parsed(res.body);
    expect(calendar).toMatchObject({ version: '2.0', name: 'Staffdesk — Rahul Verma' });
    expect(calendar.prodId).toContain('Staffdesk');
    expect(calendar.events.map(({ stamped: _, ...e }) => e)).toEqual([
      { uid: `leave-${rahulsLeave}@staffdesk`, summary: 'Casual Leave', start: week.mon, end: week.wed, allDay: true },
      { uid: `holiday-${week.wed}@staffdesk`, summary: LONG_HOLIDAY, start: week.wed, end: week.thu, allDay: true },
      { uid: `wfh-${rahulsWfh}@staffdesk`, summary: 'Work From Home', start: week.thu, end: week.fri, allDay: true },
      {
        uid: `holiday-${later.mon}@staffdesk`,
        summary: 'Harvest festival (optional holiday)',
        start: later.mon,
        end: later.tue,
        allDay: true,
      },
    ]);
    expect(calendar.events.every((e) => e.stamped)).toBe(true);

    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect((await get('employee', FEEDS)).json()).toContainEqual({
      id,
      createdAt: row!.createdAt.toISOString(),
      lastUsedAt: row!.lastUsedAt!.toISOString(),
    });
  });

  it("shows a manager their reportees' approved leave by name, not their work from home or what is pending", async () => {
    const { url } = await newFeed('manager');
    const calendar = parsed((await fetchFeed(url)).body);
    expect(calendar.name).toBe('Staffdesk — Maya Nair');
    expect(calendar.events.map((e) => `${e.uid} ${e.summary} ${e.start}–${e.end}`)).toEqual([
      `leave-${rahulsLeave}@staffdesk Rahul Verma — Casual Leave ${week.mon}–${week.wed}`,
      `holiday-${week.wed}@staffdesk ${LONG_HOLIDAY} ${week.wed}–${week.thu}`,
      `leave-${sarasLeave}@staffdesk Sara Khan — Sick Leave (first half) ${week.fri}–${week.sat}`,
      `holiday-${later.mon}@staffdesk Harvest festival (optional holiday) ${later.mon}–${later.tue}`,
    ]);
    expect(calendar.events.some((e) => e.uid === `wfh-${sarasWfh}@staffdesk`)).toBe(false);
  });

  it('answers 404 at a revoked address, and lists the feed no more', async () => {
    const { id, url } = await newFeed('employee.2fa');
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const revoked = await t.as(await t.sessionToken(await idOf('employee.2fa')), {
      method: 'DELETE',
      url: `${FEEDS}/${id}`,
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    const gone = await fetchFeed(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(
      'No such calendar feed: it was revoked, or its address is wrong. Make a new one in Settings.',
    );
    expect((await get('employee.2fa', FEEDS)).json()).toEqual([]);
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
    expect(row!.revokedAt).not.toBeNull();
  });

  it("answers 404 to someone revoking another's feed, which goes on working", async () => {
    const { id, url } = await newFeed('employee');
    const refused = await t.as(await t.tokenOf('manager'), { method: 'DELETE', url: `${FEEDS}/${id}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No such calendar feed of yours: it may be revoked already.');
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
    expect(row!.revokedAt).toBeNull();
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('refuses a sixth feed in words and makes none', async () => {
    const owner = await idOf('hr.head');
    for (let i = 0; i < 5; i++) await newFeed('hr.head');
    const refused = await post('hr.head', FEEDS);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You have 5 calendar feeds already: revoke one you no longer use first.');
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.ownerId, owner))).toHaveLength(5);
  });

  it('answers 404 for every feed of a deactivated owner', async () => {
    const { url } = await newFeed('pm');
    const owner = await idOf('pm');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, owner));
    try {
      expect((await fetchFeed(url)).statusCode).toBe(404);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, owner));
    }
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown address and 400 for one that cannot be a feed', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `${FEEDS}/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: `${FEEDS}/not-a-token.ics` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(
      'This is not the address of a calendar feed: copy it again from Settings.',
    );
  });
});
