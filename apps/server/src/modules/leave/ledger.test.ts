import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { addDays, yearOf } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { eventBalances, eventRequests, leaveLedgerEntries } from '../../db/schema/leave';
import { TODAY, leaveTestKit } from './test-support';

let t: TestApp;
const { idOf, get, post, balanceRow, lastNotificationId, notificationsSince, auditOf } = leaveTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Ledger = {
  balanceId: number;
  entries: { date: string; kind: string; days: number; note: string; requestId: number | null }[];
  total: number;
  pending: number;
  available: number;
};

const entriesOf = (balanceId: number) =>
  t.db
    .select()
    .from(leaveLedgerEntries)
    .where(eq(leaveLedgerEntries.balanceId, balanceId))
    .orderBy(asc(leaveLedgerEntries.id));

async function expectSumHolds(balanceId: number) {
  const [b] = await t.db.select().from(eventBalances).where(eq(eventBalances.id, balanceId));
  const sum = (await entriesOf(balanceId)).reduce((n, e) => n + e.days, 0);
  expect(b!.allotted - b!.used).toBe(sum);
}

/** Weekdays eight weeks ahead and on, clear of the demo's requests; each call takes the next week. */
let monday = addDays(TODAY, 56);
while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
function nextWeek() {
  const week = { mon: monday, tue: addDays(monday, 1), year: yearOf(monday) };
  monday = addDays(monday, 7);
  return week;
}

async function askLeave(username: string, typeCode: string) {
  const week = nextWeek();
  const res = await post(username, '/api/employee-event-request', {
    typeCode,
    fromDate: week.mon,
    toDate: week.tue,
    reason: 'Ledger test.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as { id: number; days: number }), year: week.year };
}

describe('the ledger follows the request lifecycle', () => {
  it('writes leave taken, negative, with its request, when a leave is approved; a rejection writes nothing', async () => {
    const leave = await askLeave('employee', 'CASUAL');
    const balance = (await balanceRow('employee', 'CASUAL', leave.year))!;
    const before = await entriesOf(balance.id);
    expect((await post('manager', `/api/employee-event-request/approve/${leave.id}`)).statusCode).toBe(200);
    const added = (await entriesOf(balance.id)).slice(before.length);
    expect(added.map((e) => [e.kind, e.days, e.requestId, e.createdBy])).toEqual([
      ['TAKEN', -leave.days, leave.id, await idOf('manager')],
    ]);
    expect(await balanceRow('employee', 'CASUAL', leave.year)).toMatchObject({
      used: balance.used + leave.days,
      pending: balance.pending - leave.days,
    });
    await expectSumHolds(balance.id);

    const rejected = await askLeave('employee', 'CASUAL');
    const count = (await entriesOf(balance.id)).length;
    const res = await post('manager', `/api/employee-event-request/reject/${rejected.id}`, { remark: 'Release.' });
    expect(res.statusCode).toBe(200);
    expect(await entriesOf(balance.id)).toHaveLength(count);
    await expectSumHolds(balance.id);
  });

  it('returns the days of an approved leave cancelled before it begins; one already begun stays', async () => {
    const leave = await askLeave('employee', 'EARNED');
    expect((await post('manager', `/api/employee-event-request/approve/${leave.id}`)).statusCode).toBe(200);
    const balance = (await balanceRow('employee', 'EARNED', leave.year))!;
    const res = await post('employee', `/api/employee-event-request/cancel/${leave.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED' });
    const last = (await entriesOf(balance.id)).at(-1)!;
    expect([last.kind, last.days, last.requestId]).toEqual(['RETURNED', leave.days, leave.id]);
    expect(await balanceRow('employee', 'EARNED', leave.year)).toMatchObject({
      used: balance.used - leave.days,
      pending: balance.pending,
    });
    await expectSumHolds(balance.id);

    const [begun] = await t.db
      .select({ id: eventRequests.id, fromDate: eventRequests.fromDate })
      .from(eventRequests)
      .where(
        and(
          eq(eventRequests.employeeId, await idOf('employee')),
          eq(eventRequests.status, 'APPROVED'),
          eq(eventRequests.typeCode, 'CASUAL'),
          lt(eventRequests.fromDate, TODAY),
        ),
      );
    const refused = await post('employee', `/api/employee-event-request/cancel/${begun!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Casual Leave .+ has already begun, so it can no longer be cancelled: ask HR to correct the balance\.$/,
    );
    expect(
      await t.db.select({ status: eventRequests.status }).from(eventRequests).where(eq(eventRequests.id, begun!.id)),
    ).toEqual([{ status: 'APPROVED' }]);
  });

  it("opens a new year's balance with its allotment accrued on January 1", async () => {
    const leave = await askLeave('employee.2fa', 'SICK');
    const balance = (await balanceRow('employee.2fa', 'SICK', leave.year))!;
    const [first] = await entriesOf(balance.id);
    expect(first).toMatchObject({ kind: 'ACCRUAL', effectiveDate: `${leave.year}-01-01` });
    // Its pending request is held, not an entry: available + pending is still the sum.
    const ledger = (await get('employee.2fa', `/api/employee-event-balance/${balance.id}/ledger`)).json() as Ledger;
    expect(ledger.pending).toBe(leave.days);
    expect(ledger.available + ledger.pending).toBe(ledger.total);
  });
});

describe('GET /api/employee-event-balance/{id}/ledger', () => {
  it('answers the entries, oldest first, summing to the balance the owner sees', async () => {
    const year = yearOf(TODAY);
    const casual = (await balanceRow('employee', 'SICK', year))!;
    const res = await get('employee', `/api/employee-event-balance/${casual.id}/ledger`);
    expect(res.statusCode).toBe(200);
    const ledger = res.json() as Ledger;
    expect(ledger.entries[0]).toMatchObject({ kind: 'ACCRUAL', days: 10, note: `Yearly allotment for ${year}` });
    expect(ledger.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['TAKEN', 'ADJUSTMENT']));
    expect([...ledger.entries.map((e) => e.date)].sort()).toEqual(ledger.entries.map((e) => e.date));
    const shown = (
      (await get('employee', '/api/employee-event-balance')).json() as { typeCode: string; available: number }[]
    ).find((b) => b.typeCode === 'SICK')!;
    expect(ledger.total).toBe(ledger.entries.reduce((n, e) => n + e.days, 0));
    expect(ledger.available).toBe(shown.available);
  });

  it("is for the owner, every manager above them, HR, MD and ADMIN: a stranger's is 404", async () => {
    const balance = (await balanceRow('employee', 'CASUAL', yearOf(TODAY)))!;
    const url = `/api/employee-event-balance/${balance.id}/ledger`;
    const answers: Record<string, number> = {};
    for (const who of ['employee', 'manager', 'group.head', 'business.head', 'hr.head', 'md', 'admin', 'pm'])
      answers[who] = (await get(who, url)).statusCode;
    answers['employee.2fa'] = (await get('employee.2fa', url)).statusCode;
    answers['finance.head'] = (await get('finance.head', url)).statusCode;
    expect(answers).toEqual({
      employee: 200,
      manager: 200,
      'group.head': 200,
      'business.head': 200,
      'hr.head': 200,
      md: 200,
      admin: 200,
      pm: 404,
      'employee.2fa': 404,
      'finance.head': 404,
    });
    const missing = await get('hr.head', '/api/employee-event-balance/99999999/ledger');
    expect(missing.statusCode).toBe(404);
    expect((await get('pm', url)).json()).toEqual(missing.json());
  });
});

describe('POST /api/employee-event-balance/adjust', () => {
  const url = '/api/employee-event-balance/adjust';

  it('adds days with their reason: an entry, an audit row, a word to the owner, the balance moved', async () => {
    const balance = (await balanceRow('employee', 'EARNED', yearOf(TODAY)))!;
    const since = await lastNotificationId();
    const res = await post('hr.head', url, {
      balanceId: balance.id,
      days: 1.5,
      reason: '  Worked the release night.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: balance.id, allotted: balance.allotted + 1.5 });
    const last = (await entriesOf(balance.id)).at(-1)!;
    expect(last).toMatchObject({
      kind: 'ADJUSTMENT',
      days: 1.5,
      note: 'Worked the release night.',
      createdBy: await idOf('hr.head'),
    });
    await expectSumHolds(balance.id);
    const [audit] = await auditOf('event-balance', balance.id, 'event-balance.adjust');
    expect(audit).toMatchObject({ actorId: await idOf('hr.head') });
    expect(audit!.after).toMatchObject({ days: 1.5, reason: 'Worked the release night.' });
    const [note] = await notificationsSince('employee', since);
    expect(note).toMatchObject({
      title: 'Leave balance adjusted',
      body: `Hema Rao added 1.5 days to your Earned Leave ${yearOf(TODAY)}: Worked the release night.`,
    });
  });

  it('takes days away, but never more than are available', async () => {
    const balance = (await balanceRow('employee.2fa', 'CASUAL', yearOf(TODAY)))!;
    const available = balance.allotted - balance.used - balance.pending;
    const over = await post('md', url, { balanceId: balance.id, days: -(available + 1), reason: 'Too much.' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `Casual Leave ${yearOf(TODAY)}: only ${available} days are available, so at most ${available} days can be taken away.`,
    );
    const res = await post('admin', url, { balanceId: balance.id, days: -1, reason: 'Counted twice.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: available - 1 });
    await expectSumHolds(balance.id);
  });

  it('is for HR, MD and ADMIN (403 for others, and for one’s own balance), and says what to fix', async () => {
    const balance = (await balanceRow('employee', 'CASUAL', yearOf(TODAY)))!;
    const count = (await entriesOf(balance.id)).length;
    const body = { balanceId: balance.id, days: 1, reason: 'Why not.' };
    expect((await post('employee', url, body)).statusCode).toBe(403);
    expect((await post('manager', url, body)).statusCode).toBe(403);
    const own = (await balanceRow('hr.head', 'CASUAL', yearOf(TODAY)))!;
    const self = await post('hr.head', url, { ...body, balanceId: own.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own leave balance.');

    const refusals = await Promise.all([
      post('hr.head', url, { balanceId: balance.id, days: 1 }),
      post('hr.head', url, { ...body, reason: '   ' }),
      post('hr.head', url, { ...body, days: 0 }),
      post('hr.head', url, { ...body, days: 101 }),
      post('hr.head', url, { ...body, days: 0.1 }),
    ]);
    expect(refusals.map((r) => [r.statusCode, r.json().errorDetails])).toEqual([
      [400, ['reason: Say why the balance changes: the employee reads it.']],
      [400, ['reason: Say why the balance changes: the employee reads it.']],
      [400, ['days: Enter a number of days other than 0.']],
      [400, ['days: An adjustment can be at most 100 days either way.']],
      [400, ['days: Enter the days in quarters at most, such as 1.25 or -0.5.']],
    ]);
    expect((await post('hr.head', url, { ...body, balanceId: 99999999 })).statusCode).toBe(404);
    expect(await entriesOf(balance.id)).toHaveLength(count);
  });
});

describe('migration 0030', () => {
  it("writes each existing balance's allotment and use as entries that sum to it", async () => {
    const statements = readFileSync(new URL('../../db/migrations/0030_leave_ledger.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s.replace(/^--.*\n/gm, '').startsWith('INSERT INTO "leave_ledger_entries"'));
    expect(statements).toHaveLength(3);
    // As before the migration: balances with no entries, and a use no approved request explains.
    await t.db.execute(sql`alter table leave_ledger_entries disable trigger leave_ledger_entries_added`);
    await t.db.delete(leaveLedgerEntries);
    const odd = (await balanceRow('pm', 'SICK', yearOf(TODAY)))!;
    await t.db.update(eventBalances).set({ used: 1.5 }).where(eq(eventBalances.id, odd.id));
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    await t.db.execute(sql`alter table leave_ledger_entries enable trigger leave_ledger_entries_added`);

    for (const b of await t.db.select().from(eventBalances)) await expectSumHolds(b.id);
    const approved = (await entriesOf((await balanceRow('employee', 'CASUAL', yearOf(TODAY)))!.id)).filter(
      (e) => e.kind === 'TAKEN',
    );
    expect(approved.length).toBeGreaterThan(0);
    for (const e of approved) expect(e.requestId).toEqual(expect.any(Number));
    expect((await entriesOf(odd.id)).map((e) => [e.kind, e.days, e.note, e.requestId])).toEqual([
      ['ACCRUAL', 10, `Yearly allotment for ${yearOf(TODAY)}`, null],
      ['TAKEN', -1.5, 'Used before the ledger began', null],
    ]);
    const rows = await t.db
      .select()
      .from(leaveLedgerEntries)
      .where(and(eq(leaveLedgerEntries.kind, 'TAKEN'), eq(leaveLedgerEntries.employeeId, await idOf('employee'))));
    expect(rows.every((r) => r.note.length > 0)).toBe(true);
  });
});
