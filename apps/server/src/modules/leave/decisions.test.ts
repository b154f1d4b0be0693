import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatIsoDate } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { attendanceRegularizations, checkInOutEvents } from '../../db/schema/attendance';
import { holidays } from '../../db/schema/calendar';
import { eventBalances, eventRequests } from '../../db/schema/leave';
import { futureWeeks, leaveTestKit, recentPastWeek, type TestWeek } from './test-support';

let t: TestApp;
const { idOf, get, post, balanceRow, requestRow, lastNotificationId, notificationsSince, auditOf } = leaveTestKit(
  () => t,
);
const nextWeek = futureWeeks();

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
  await t.db.delete(eventBalances);
  await t.db.delete(holidays);
  await t.db.delete(attendanceRegularizations);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type Page = { items: Json[]; total: number; page: number; pageSize: number };

async function asked(username: string, typeCode: string, fromDate: string, toDate = fromDate) {
  const res = await post(username, '/api/employee-event-request', {
    typeCode,
    fromDate,
    toDate,
    reason: `${typeCode} please`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; days: number };
}

describe('approve and reject', () => {
  let week: TestWeek;
  beforeAll(() => {
    week = nextWeek();
  });

  it('the manager approves: pending days become used, the requester is told, an audit row is written', async () => {
    const leave = await asked('employee', 'CASUAL', week.mon, week.tue);
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ used: 0, pending: 2 });
    const since = await lastNotificationId();
    const res = await post('manager', `/api/employee-event-request/approve/${leave.id}`, { remark: 'Have fun' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: leave.id,
      status: 'APPROVED',
      decidedBy: await idOf('manager'),
      decidedByName: 'Maya Nair',
      remark: 'Have fun',
    });
    expect(res.json().decidedAt).toEqual(expect.any(String));
    expect(await requestRow(leave.id)).toMatchObject({
      status: 'APPROVED',
      decidedBy: await idOf('manager'),
      remark: 'Have fun',
    });
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ allotted: 12, used: 2, pending: 0 });
    const notes = await notificationsSince('employee', since);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Request approved',
      link: `/ui/self-service/leaves/leave-request-list?request=${leave.id}`,
    });
    expect(notes[0]!.body).toMatch(/^Your request for Casual Leave from .+ \(2 days\) was approved: Have fun$/);
    const audit = await auditOf('event-request', leave.id, 'event-request.approve');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: await idOf('manager'),
      before: expect.objectContaining({ status: 'PENDING' }),
      after: expect.objectContaining({ status: 'APPROVED' }),
    });

    const again = await post('manager', `/api/employee-event-request/approve/${leave.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This request is already approved.' });
    expect(
      (await post('manager', `/api/employee-event-request/reject/${leave.id}`, { remark: 'Too late.' })).statusCode,
    ).toBe(409);
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ used: 2, pending: 0 });
  });

  it('the manager rejects with a remark: pending days go back; used stays', async () => {
    const leave = await asked('employee', 'CASUAL', week.wed);
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ used: 2, pending: 1 });
    const since = await lastNotificationId();
    const res = await post('manager', `/api/employee-event-request/reject/${leave.id}`, {
      remark: 'Release day, sorry.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', remark: 'Release day, sorry.' });
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ used: 2, pending: 0 });
    expect((await get('employee', `/api/employee-event-balance/type/CASUAL?year=${week.year}`)).json()).toMatchObject({
      available: 10,
    });
    const notes = await notificationsSince('employee', since);
    expect(notes.map((n) => [n.title, n.body.endsWith('was rejected: Release day, sorry.')])).toEqual([
      ['Request rejected', true],
    ]);
    expect(await auditOf('event-request', leave.id, 'event-request.reject')).toHaveLength(1);
  });

  it('approving work from home moves no balance', async () => {
    const wfh = await asked('employee', 'WFH', week.thu);
    expect((await post('manager', `/api/employee-event-request/approve/${wfh.id}`)).json()).toMatchObject({
      status: 'APPROVED',
      kind: 'WFH',
    });
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ used: 2, pending: 0 });
  });

  it("refuses one's own request and a non-lead (403), hides others' from a non-manager (404); MD and ADMIN decide any", async () => {
    const own = await asked('manager', 'SICK', week.fri);
    const res = await post('manager', `/api/employee-event-request/approve/${own.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot decide your own request.' });

    const theirs = await asked('employee.2fa', 'SICK', week.fri);
    const employee = await post('employee', `/api/employee-event-request/approve/${theirs.id}`);
    expect(employee.statusCode).toBe(403);
    expect(employee.json()).toEqual({ message: 'You are not allowed to do this.' });
    for (const who of ['pm', 'hr.head', 'group.head']) {
      const r = await post(who, `/api/employee-event-request/approve/${theirs.id}`);
      expect(r.statusCode, who).toBe(404);
      expect(r.json()).toEqual({ message: 'No such request.' });
    }
    expect((await requestRow(theirs.id))!.status).toBe('PENDING');
    expect(
      (await post('md', `/api/employee-event-request/reject/${theirs.id}`, { remark: 'Not now.' })).json(),
    ).toMatchObject({ status: 'REJECTED', decidedByName: 'Meera Desai' });
    // group.head is the manager's manager: MD decides the manager's own request as well as ADMIN could.
    expect((await post('admin', `/api/employee-event-request/approve/${own.id}`)).json()).toMatchObject({
      status: 'APPROVED',
      decidedByName: 'Arjun Mehta',
    });
    expect(await balanceRow('manager', 'SICK', week.year)).toMatchObject({ used: 1, pending: 0 });
  });

  it('answers 404 for a request that does not exist and 400 for a bad id or remark', async () => {
    expect((await post('manager', '/api/employee-event-request/approve/99999999')).statusCode).toBe(404);
    const bad = await post('manager', '/api/employee-event-request/approve/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails[0]).toMatch(/^params\.id: /);
    const leave = await asked('employee', 'SICK', nextWeek().mon);
    const long = await post('manager', `/api/employee-event-request/reject/${leave.id}`, { remark: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorDetails[0]).toMatch(/^remark: /);
    expect((await requestRow(leave.id))!.status).toBe('PENDING');
  });

  it('refuses a rejection without a remark, single or bulk, and changes nothing', async () => {
    const leave = await asked('employee', 'SICK', nextWeek().mon);
    for (const body of [undefined, {}, { remark: '   ' }]) {
      const res = await post('manager', `/api/employee-event-request/reject/${leave.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorDetails.join(' ')).toContain('Give the reason for rejecting.');
    }
    const bulk = await post('manager', '/api/employee-event-request/bulk-reject', { ids: [leave.id] });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errorDetails).toEqual(['remark: Give the reason for rejecting.']);
    expect((await requestRow(leave.id))!.status).toBe('PENDING');
    expect((await post('manager', `/api/employee-event-request/approve/${leave.id}`)).statusCode).toBe(200);
  });
});

describe('leave over a day with recorded attendance', () => {
  it('tells the manager so in the notification of the new request; days without punches say nothing', async () => {
    const week = recentPastWeek();
    const rahul = await idOf('employee');
    await t.db.delete(checkInOutEvents).where(eq(checkInOutEvents.employeeId, rahul));
    await t.db
      .insert(checkInOutEvents)
      .values({ employeeId: rahul, kind: 'IN', at: new Date(`${week.wed}T04:00:00Z`) });
    const since = await lastNotificationId();
    const leave = await asked('employee', 'SICK', week.tue, week.wed);
    const clean = await asked('employee', 'SICK', week.fri);
    const notes = await notificationsSince('manager', since);
    expect(notes.map((n) => n.body)).toContainEqual(
      expect.stringMatching(
        new RegExp(`Sick Leave from .+\\. Attendance is recorded on ${formatIsoDate(week.wed)}\\.$`),
      ),
    );
    expect(notes.filter((n) => n.body.includes('Attendance is recorded'))).toHaveLength(1);
    for (const id of [leave.id, clean.id]) await post('employee', `/api/employee-event-request/cancel/${id}`);
    await t.db.delete(checkInOutEvents).where(eq(checkInOutEvents.employeeId, rahul));
  });
});

describe('the approvals queue', () => {
  it("shows, beside each pending request, who of the requester's team is already out on those days", async () => {
    const week = nextWeek();
    const theirs = await asked('employee.2fa', 'CASUAL', week.tue, week.wed);
    expect((await post('manager', `/api/employee-event-request/approve/${theirs.id}`)).statusCode).toBe(200);
    const elsewhere = await asked('employee.2fa', 'CASUAL', week.fri);
    const mine = await asked('employee', 'SICK', week.mon, week.tue);
    const lonely = await asked('employee', 'SICK', week.thu);

    const queue = (await get('manager', '/api/employee-event-request/reportee?status=PENDING&pageSize=100')).json() as {
      items: (Json & { teamOut?: Json[] })[];
    };
    const of = (id: number) => queue.items.find((r) => r.id === id);
    expect(of(mine.id)?.teamOut).toEqual([
      { employeeName: 'Sara Khan', typeLabel: 'Casual Leave', fromDate: week.tue, toDate: week.wed },
    ]);
    expect(of(lonely.id)?.teamOut).toEqual([]);
    // A pending request of the team is not "out" yet; and nobody is out beside themselves.
    expect(of(elsewhere.id)?.teamOut).toEqual([]);

    // MD sees every team's requests at once: each is matched to its own team only. Pranav (group.head's team)
    // asks for the days Sara (manager's team) is out, and is told of nobody.
    const otherTeam = await asked('pm', 'SICK', week.tue);
    const everyone = (await get('md', '/api/employee-event-request/reportee?status=PENDING&pageSize=100')).json() as {
      items: (Json & { teamOut?: Json[] })[];
    };
    const seen = (id: number) => everyone.items.find((r) => r.id === id);
    expect(seen(mine.id)?.teamOut).toEqual([
      { employeeName: 'Sara Khan', typeLabel: 'Casual Leave', fromDate: week.tue, toDate: week.wed },
    ]);
    expect(seen(otherTeam.id)?.teamOut).toEqual([]);

    for (const id of [mine.id, lonely.id, elsewhere.id])
      await post('manager', `/api/employee-event-request/reject/${id}`, { remark: 'Test over.' });
    await post('pm', `/api/employee-event-request/cancel/${otherTeam.id}`);
    await post('employee.2fa', `/api/employee-event-request/cancel/${theirs.id}`);
  });
});

describe('cancel', () => {
  it('the requester cancels a pending or approved request: its days are released; nobody else can; a rejected one cannot be', async () => {
    const week = nextWeek();
    const leave = await asked('employee', 'EARNED', week.mon, week.wed);
    expect(await balanceRow('employee', 'EARNED', week.year)).toMatchObject({ pending: 3 });
    expect((await post('manager', `/api/employee-event-request/cancel/${leave.id}`)).statusCode).toBe(404);
    expect((await post('md', `/api/employee-event-request/cancel/${leave.id}`)).statusCode).toBe(404);
    const res = await post('employee', `/api/employee-event-request/cancel/${leave.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: leave.id, status: 'CANCELLED' });
    expect(await balanceRow('employee', 'EARNED', week.year)).toMatchObject({ pending: 0, used: 0 });
    expect(await auditOf('event-request', leave.id, 'event-request.cancel')).toHaveLength(1);
    const again = await post('employee', `/api/employee-event-request/cancel/${leave.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Only a pending or approved request can be cancelled; this one is cancelled/);
    expect((await post('manager', `/api/employee-event-request/approve/${leave.id}`)).statusCode).toBe(409);

    const approved = await asked('employee', 'EARNED', week.thu);
    await post('manager', `/api/employee-event-request/approve/${approved.id}`);
    expect(await balanceRow('employee', 'EARNED', week.year)).toMatchObject({ pending: 0, used: 1 });
    // Approved and not yet begun, it can be withdrawn: its day returns to the balance.
    expect((await post('employee', `/api/employee-event-request/cancel/${approved.id}`)).statusCode).toBe(200);
    expect(await balanceRow('employee', 'EARNED', week.year)).toMatchObject({ pending: 0, used: 0 });
    const rejected = await asked('employee', 'EARNED', week.fri);
    await post('manager', `/api/employee-event-request/reject/${rejected.id}`, { remark: 'Not that day.' });
    const refused = await post('employee', `/api/employee-event-request/cancel/${rejected.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a pending or approved request can be cancelled; this one is rejected.');
  });
});

describe('bulk approve and reject', () => {
  it('answers per id in one go: approved, already decided (409), not a reportee (404), own (403), missing (404)', async () => {
    const week = nextWeek();
    const a = await asked('employee', 'CASUAL', week.mon);
    const b = await asked('employee.2fa', 'CASUAL', week.mon, week.tue);
    const decided = await asked('employee', 'SICK', week.tue);
    await post('manager', `/api/employee-event-request/reject/${decided.id}`, { remark: 'Not now.' });
    const stranger = await asked('pm', 'CASUAL', week.mon);
    const own = await asked('manager', 'CASUAL', week.mon);
    const since = await lastNotificationId();
    const usedBefore = (await balanceRow('employee', 'CASUAL', week.year))!.used;
    const usedBefore2 = (await balanceRow('employee.2fa', 'CASUAL', week.year))!.used;

    const res = await post('manager', '/api/employee-event-request/bulk-approve', {
      ids: [a.id, b.id, decided.id, stranger.id, own.id, 99999999, a.id],
      remark: 'ok',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toEqual([
      { id: a.id, ok: true, status: 'APPROVED', statusCode: 200, message: 'Request approved.' },
      { id: b.id, ok: true, status: 'APPROVED', statusCode: 200, message: 'Request approved.' },
      { id: decided.id, ok: false, statusCode: 409, message: 'This request is already rejected.' },
      { id: stranger.id, ok: false, statusCode: 404, message: 'No such request.' },
      { id: own.id, ok: false, statusCode: 403, message: 'You cannot decide your own request.' },
      { id: 99999999, ok: false, statusCode: 404, message: 'No such request.' },
    ]);
    expect(body).toMatchObject({ succeeded: 2, failed: 4 });
    expect((await requestRow(a.id))!.status).toBe('APPROVED');
    expect((await requestRow(b.id))!.status).toBe('APPROVED');
    expect((await requestRow(stranger.id))!.status).toBe('PENDING');
    expect((await requestRow(own.id))!.status).toBe('PENDING');
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ used: usedBefore + 1, pending: 0 });
    expect(await balanceRow('employee.2fa', 'CASUAL', week.year)).toMatchObject({ used: usedBefore2 + 2, pending: 0 });
    expect(await notificationsSince('employee', since)).toHaveLength(1);
    expect(await notificationsSince('employee.2fa', since)).toHaveLength(1);
    expect(await notificationsSince('pm', since)).toHaveLength(0);
  });

  it('bulk-rejects with a remark and releases every balance', async () => {
    const week = nextWeek();
    const sickBefore = await balanceRow('employee', 'SICK', week.year);
    const a = await asked('employee', 'SICK', week.mon, week.wed);
    const b = await asked('employee', 'WFH', week.thu);
    const res = await post('md', '/api/employee-event-request/bulk-reject', {
      ids: [a.id, b.id],
      remark: 'Quarter close',
    });
    expect(res.json()).toMatchObject({ succeeded: 2, failed: 0 });
    expect(await requestRow(a.id)).toMatchObject({
      status: 'REJECTED',
      remark: 'Quarter close',
      decidedBy: await idOf('md'),
    });
    expect(await requestRow(b.id)).toMatchObject({ status: 'REJECTED', remark: 'Quarter close' });
    expect(await balanceRow('employee', 'SICK', week.year)).toMatchObject({
      pending: sickBefore?.pending ?? 0,
      used: sickBefore?.used ?? 0,
    });
  });

  it('refuses an empty or malformed list, naming ids', async () => {
    for (const payload of [{ ids: [] }, { ids: ['x'] }, {}, { ids: [0] }]) {
      const res = await post('manager', '/api/employee-event-request/bulk-approve', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorDetails[0]).toMatch(/^ids/);
    }
  });
});

type Listed = { week: TestWeek; made: Record<string, number> };
let listed: Promise<Listed> | undefined;

// The lists' requests, made once for the two groups below, whichever runs first.
function listedRequests() {
  listed ??= (async () => {
    const week = nextWeek();
    const made: Record<string, number> = {};
    await t.db.delete(eventRequests);
    made.casual = (await asked('employee', 'CASUAL', week.mon)).id;
    made.wfh = (await asked('employee', 'WFH', week.tue)).id;
    made.sick = (await asked('employee', 'SICK', week.wed)).id;
    await post('manager', `/api/employee-event-request/approve/${made.sick}`);
    made.other = (await asked('employee.2fa', 'EARNED', week.mon)).id;
    made.pm = (await asked('pm', 'CASUAL', week.mon)).id;
    made.md = (await asked('md', 'CASUAL', week.mon)).id;
    return { week, made };
  })();
  return listed;
}

describe("request lists: one's own and the reportees'", () => {
  let week: TestWeek;
  let made: Listed['made'];
  beforeAll(async () => {
    ({ week, made } = await listedRequests());
  });

  it('your own requests, newest first, with filters and paging', async () => {
    const all = (await get('employee', '/api/employee-event-request/employee')).json() as Page;
    expect(all.items.map((r) => r.id)).toEqual([made.sick, made.wfh, made.casual]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const ids = async (query: string) =>
      ((await get('employee', `/api/employee-event-request/employee?${query}`)).json() as Page).items.map((r) => r.id);
    expect(await ids('status=APPROVED')).toEqual([made.sick]);
    expect(await ids('kind=wfh')).toEqual([made.wfh]);
    expect(await ids('kind=leave')).toEqual([made.sick, made.casual]);
    expect(await ids('typeCode=casual')).toEqual([made.casual]);
    expect(await ids(`from=${week.tue}&to=${week.tue}`)).toEqual([made.wfh]);
    const paged = (await get('employee', '/api/employee-event-request/employee?page=2&pageSize=2')).json() as Page;
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((r) => r.id)).toEqual([made.casual]);
    expect((await get('employee', '/api/employee-event-request/employee?status=MAYBE')).json().errorDetails[0]).toMatch(
      /^query\.status: /,
    );
    expect((await get('employee', '/api/employee-event-request/employee?kind=holiday')).statusCode).toBe(400);
    expect((await get('employee', '/api/employee-event-request/employee?pageSize=500')).statusCode).toBe(400);
  });

  it("reportee requests: the manager sees their direct reportees' pending ones by default", async () => {
    const pending = (await get('manager', '/api/employee-event-request/reportee')).json() as Page;
    expect(pending.items.map((r) => r.id).sort()).toEqual([made.casual, made.wfh, made.other].sort());
    expect(pending.items.every((r) => r.status === 'PENDING')).toBe(true);
    const everything = (await get('manager', '/api/employee-event-request/reportee?status=ALL')).json() as Page;
    expect(everything.total).toBe(4);
    // The total comes with the rows; a page past the end has none and counts on its own.
    const second = (
      await get('manager', '/api/employee-event-request/reportee?status=ALL&page=2&pageSize=3')
    ).json() as Page;
    expect({ items: second.items.length, total: second.total }).toEqual({ items: 1, total: 4 });
    const beyond = (
      await get('manager', '/api/employee-event-request/reportee?status=ALL&page=9&pageSize=3')
    ).json() as Page;
    expect({ items: beyond.items.length, total: beyond.total }).toEqual({ items: 0, total: 4 });
    const one = (
      await get('manager', `/api/employee-event-request/reportee?employeeId=${await idOf('employee.2fa')}`)
    ).json() as Page;
    expect(one.items.map((r) => r.id)).toEqual([made.other]);
    expect(
      ((await get('manager', '/api/employee-event-request/reportee?kind=wfh')).json() as Page).items.map((r) => r.id),
    ).toEqual([made.wfh]);
    // Someone with no reportees sees nothing; group.head sees the manager's and pm's, not the manager's reportees'.
    expect(((await get('employee', '/api/employee-event-request/reportee')).json() as Page).total).toBe(0);
    expect(
      ((await get('group.head', '/api/employee-event-request/reportee')).json() as Page).items.map((r) => r.id),
    ).toEqual([made.pm]);
  });

  it('sorts by any declared column in either order, ties by id, and refuses an unknown one', async () => {
    const ids = async (who: string, url: string) => ((await get(who, url)).json() as Page).items.map((r) => r.id);
    expect(await ids('employee', '/api/employee-event-request/employee?sort=fromDate&order=asc')).toEqual([
      made.casual,
      made.wfh,
      made.sick,
    ]);
    expect(await ids('employee', '/api/employee-event-request/employee?sort=fromDate&order=desc')).toEqual([
      made.sick,
      made.wfh,
      made.casual,
    ]);
    expect(await ids('employee', '/api/employee-event-request/employee?sort=status&order=asc')).toEqual([
      made.sick,
      made.casual,
      made.wfh,
    ]);
    const byName = (
      (
        await get('manager', '/api/employee-event-request/reportee?status=ALL&sort=employeeName&order=asc')
      ).json() as Page
    ).items.map((r) => r.employeeName);
    expect(byName).toEqual(['Rahul Verma', 'Rahul Verma', 'Rahul Verma', 'Sara Khan']);
    expect(
      (await get('employee', '/api/employee-event-request/employee?sort=employeeName')).json().errorDetails[0],
    ).toMatch(/^query\.sort: /);
    expect((await get('employee', '/api/employee-event-request/employee?order=up')).json().errorDetails[0]).toMatch(
      /^query\.order: /,
    );
  });

  it("searches a team's requests by the requester's name, wildcards taken literally", async () => {
    const names = async (query: string) =>
      ((await get('manager', `/api/employee-event-request/reportee?status=ALL&${query}`)).json() as Page).items.map(
        (r) => r.employeeName,
      );
    expect(await names('search=sara')).toEqual(['Sara Khan']);
    expect(await names('search=VERMA')).toEqual(['Rahul Verma', 'Rahul Verma', 'Rahul Verma']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=nobody')).toEqual([]);
    expect(
      ((await get('manager', '/api/employee-event-request/reportee?status=ALL&search=%20%20')).json() as Page).total,
    ).toBe(4);
    expect(
      (await get('hr.head', '/api/employee-event-request?search=pranav')).json().items.map((r: { id: number }) => r.id),
    ).toEqual([made.pm]);
  });
});

describe("request lists: everyone's, for MD, ADMIN and HR", () => {
  let week: TestWeek;
  let made: Listed['made'];
  beforeAll(async () => {
    ({ week, made } = await listedRequests());
  });

  it("MD and ADMIN see everyone's pending requests but their own", async () => {
    const md = (await get('md', '/api/employee-event-request/reportee')).json() as Page;
    expect(md.items.map((r) => r.id).sort()).toEqual([made.casual, made.wfh, made.other, made.pm].sort());
    const admin = (await get('admin', '/api/employee-event-request/reportee')).json() as Page;
    expect(admin.items.map((r) => r.id)).toContain(made.md);
  });

  it("everyone's requests for MD, ADMIN and HR_HEAD only", async () => {
    for (const who of ['employee', 'manager', 'pm'])
      expect((await get(who, '/api/employee-event-request')).statusCode, who).toBe(403);
    const hr = (await get('hr.head', '/api/employee-event-request')).json() as Page;
    expect(hr.total).toBe(6);
    // Newest first; the total is everyone's on every page, past the end too, and counts a filter of the type's kind.
    const everyone = hr.items.map((r) => r.id as number);
    expect(everyone).toEqual([...everyone].sort((a, b) => b - a));
    const first = (await get('hr.head', '/api/employee-event-request?page=1&pageSize=4')).json() as Page;
    const second = (await get('hr.head', '/api/employee-event-request?page=2&pageSize=4')).json() as Page;
    expect([first.total, second.total]).toEqual([6, 6]);
    expect([...first.items, ...second.items].map((r) => r.id)).toEqual(everyone);
    expect((await get('hr.head', '/api/employee-event-request?page=9&pageSize=4')).json()).toMatchObject({
      items: [],
      total: 6,
    });
    // Pages after the first (their ids found first) are the slices of the whole list in any sort.
    for (const sort of ['employeeName&order=asc', 'days&order=desc', 'fromDate&order=asc']) {
      const whole = ((await get('hr.head', `/api/employee-event-request?sort=${sort}`)).json() as Page).items.map(
        (r) => r.id,
      );
      for (const page of [2, 3]) {
        const part = (
          await get('hr.head', `/api/employee-event-request?sort=${sort}&page=${page}&pageSize=2`)
        ).json() as Page;
        expect(
          part.items.map((r) => r.id),
          `${sort}, page ${page}`,
        ).toEqual(whole.slice((page - 1) * 2, page * 2));
        expect(part.total).toBe(6);
      }
    }
    const wfh = (await get('hr.head', '/api/employee-event-request?kind=wfh')).json() as Page;
    expect(wfh.items.map((r) => r.id)).toEqual([made.wfh]);
    expect(wfh.total).toBe(1);
    const one = (await get('admin', `/api/employee-event-request?employeeId=${await idOf('pm')}`)).json() as Page;
    expect(one.items.map((r) => r.id)).toEqual([made.pm]);
    expect(one.items[0]).toMatchObject({
      employeeName: 'Pranav Menon',
      typeLabel: 'Casual Leave',
      kind: 'LEAVE',
      fromDate: week.mon,
    });
    expect((await get('md', '/api/employee-event-request?employeeId=abc')).statusCode).toBe(400);
  });

  it("one employee's requests for themselves, their manager and HR; 404 for anyone else", async () => {
    const employeeId = await idOf('employee');
    for (const who of ['employee', 'manager', 'hr.head', 'md']) {
      const res = await get(who, `/api/employee-event-request/employee/${employeeId}`);
      expect(res.statusCode, who).toBe(200);
      expect((res.json() as Page).total).toBe(3);
    }
    for (const who of ['employee.2fa', 'pm', 'group.head'])
      expect((await get(who, `/api/employee-event-request/employee/${employeeId}`)).statusCode, who).toBe(404);
    expect(
      (await get('manager', `/api/employee-event-request/employee/${employeeId}?status=PENDING`)).json().total,
    ).toBe(2);
  });
});

describe('GET /api/merge-event-requests/employee/{id}', () => {
  it('one timeline of leave, work from home and regularizations, newest first', async () => {
    const employeeId = await idOf('employee.2fa');
    await t.db.delete(eventRequests).where(eq(eventRequests.employeeId, employeeId));
    await t.db.delete(attendanceRegularizations).where(eq(attendanceRegularizations.employeeId, employeeId));
    const week = nextWeek();
    const leave = await asked('employee.2fa', 'CASUAL', week.mon);
    const [reg] = await t.db
      .insert(attendanceRegularizations)
      .values({
        employeeId,
        date: week.tue,
        checkIn: '09:30',
        checkOut: '18:00',
        reason: 'Forgot to punch',
        status: 'REJECTED',
        decidedBy: await idOf('manager'),
        decidedAt: new Date(),
        remark: 'No proof',
        createdAt: new Date(Date.now() + 1000),
      })
      .returning();
    const wfh = await asked('employee.2fa', 'WFH', week.wed);
    await t.db
      .update(eventRequests)
      .set({ createdAt: new Date(Date.now() + 2000) })
      .where(eq(eventRequests.id, wfh.id));

    const res = await get('manager', `/api/merge-event-requests/employee/${employeeId}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.total).toBe(3);
    expect(page.items.map((r) => [r.kind, r.id])).toEqual([
      ['WFH', wfh.id],
      ['REGULARIZATION', reg!.id],
      ['LEAVE', leave.id],
    ]);
    expect(page.items[1]).toMatchObject({
      typeCode: null,
      typeLabel: 'Attendance Regularization',
      fromDate: week.tue,
      toDate: week.tue,
      checkIn: '09:30',
      checkOut: '18:00',
      status: 'REJECTED',
      remark: 'No proof',
      decidedByName: 'Maya Nair',
      days: null,
    });
    expect(page.items[2]).toMatchObject({
      typeCode: 'CASUAL',
      typeLabel: 'Casual Leave',
      days: 1,
      halfDay: 'NONE',
      status: 'PENDING',
      decidedAt: null,
      fromDate: week.mon,
    });
    for (const item of page.items) expect(new Date(item.createdAt as string).toISOString()).toBe(item.createdAt);

    const regs = (
      await get('manager', `/api/merge-event-requests/employee/${employeeId}?kind=REGULARIZATION`)
    ).json() as Page;
    expect(regs.items.map((r) => r.id)).toEqual([reg!.id]);
    const pending = (
      await get('manager', `/api/merge-event-requests/employee/${employeeId}?status=PENDING&pageSize=1&page=2`)
    ).json() as Page;
    expect(pending).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(pending.items.map((r) => r.id)).toEqual([leave.id]);

    expect((await get('employee.2fa', `/api/merge-event-requests/employee/${employeeId}`)).statusCode).toBe(200);
    expect((await get('hr.head', `/api/merge-event-requests/employee/${employeeId}`)).statusCode).toBe(200);
    expect((await get('employee', `/api/merge-event-requests/employee/${employeeId}`)).statusCode).toBe(404);
    expect((await get('pm', `/api/merge-event-requests/employee/${employeeId}`)).statusCode).toBe(404);
    expect((await get('manager', `/api/merge-event-requests/employee/${employeeId}?kind=OTHER`)).statusCode).toBe(400);
  });
});
