import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { testDbKind } from '../../test/test-config';
import { rowsOf } from '../db/client';
import { seedLarge } from './large';
import { DAYS_BACK, LARGE, largeSample, largeShape, largeUsername, seedEmployees } from './large-support';

const PEOPLE = 200;
let t: TestApp;
const query = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(t.db, q);

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedLarge({ db: t.db, kind: testDbKind }, PEOPLE)).toBe(true);
}, 120_000);
afterAll(() => t.close());

describe('SEED_EMPLOYEES', () => {
  it('is 5,000 unless given, and a whole number from 100 to 100,000 with a message saying so', () => {
    expect(seedEmployees(undefined)).toBe(5_000);
    expect(seedEmployees(' 50000 ')).toBe(50_000);
    for (const wrong of ['abc', '99', '100001', '1.5', '-200', '5e4'])
      expect(() => seedEmployees(wrong), wrong).toThrow(
        `SEED_EMPLOYEES must be a whole number of people from 100 to 100000 (such as 50000), not "${wrong}".`,
      );
  });

  it('scales heads and managers so that teams stay about 50', () => {
    expect(largeShape(5_000)).toEqual({ people: 5_000, heads: 10, managers: 100 });
    expect(largeShape(50_000)).toEqual({ people: 50_000, heads: 100, managers: 1_000 });
    expect(largeShape(200)).toEqual({ people: 200, heads: 1, managers: 4 });
    // The bench's people at 5,000, as its figures have named them.
    expect(largeSample(largeShape(5_000))).toEqual({ manager: 'emp00011', employee: 'emp00200' });
    expect([largeUsername(1), largeUsername(99_999), largeUsername(100_000)]).toEqual([
      'emp00001',
      'emp99999',
      'emp100000',
    ]);
  });
});

describe(`a large company of ${PEOPLE}`, () => {
  it('has a head over the managers, and teams of about 50 under them', async () => {
    const byRole = await query<{ role: string; n: number }>(sql`
      select u.roles[1] as role, count(*)::int as n from users u join employees e on e.user_id = u.id
      where ${LARGE} group by 1 order by 1`);
    expect(byRole).toEqual([
      { role: 'EMPLOYEE', n: 195 },
      { role: 'GROUP_HEAD', n: 1 },
      { role: 'L1', n: 4 },
    ]);
    const teams = await query<{ role: string; size: number }>(sql`
      select u.roles[1] as role, count(r.user_id)::int as size
      from users u join employees e on e.user_id = u.id left join employees r on r.reporting_manager_id = u.id
      where ${LARGE} and u.roles[1] <> 'EMPLOYEE' group by u.id, 1`);
    expect(teams.filter((m) => m.role === 'GROUP_HEAD').map((m) => m.size)).toEqual([4]);
    const managed = teams.filter((m) => m.role === 'L1').map((m) => m.size);
    expect(managed).toHaveLength(4);
    for (const size of managed) expect(size).toBeGreaterThanOrEqual(45);
    const [head] = await query<{ boss: string }>(sql`
      select b.username as boss from employees e join users b on b.id = e.reporting_manager_id
      where e.employee_code = 'LG00001'`);
    expect(head!.boss).toBe('md');
  });

  it('punches each weekday of the window but holidays and leave, for everyone', async () => {
    const [punches] = await query<{ people: number; least: number; most: number; open: number }>(sql`
      with n as (
        select e.user_id, count(c.id)::int as punches, count(c.id) filter (where c.kind = 'IN')::int as ins,
          count(c.id) filter (where c.kind = 'OUT')::int as outs
        from employees e left join check_in_out_events c on c.employee_id = e.user_id where ${LARGE} group by 1
      )
      select count(*)::int as people, min(punches) as least, max(punches) as most,
        count(*) filter (where ins <> outs)::int as open from n`);
    // About 130 weekdays in six months, less holidays and about five days of leave: two punches each.
    expect(punches).toMatchObject({ people: PEOPLE, open: 0 });
    expect(punches!.least).toBeGreaterThanOrEqual(200);
    expect(punches!.most).toBeLessThanOrEqual(2 * Math.ceil((DAYS_BACK * 5) / 7));
  });

  it('keeps every balance the sum of its ledger, and one pending request each in the manager’s queue', async () => {
    const [balances] = await query<{ n: number; wrong: number }>(sql`
      select count(*)::int as n, count(*) filter (where b.allotted - b.used <> coalesce((
        select sum(l.days) from leave_ledger_entries l where l.balance_id = b.id), 0))::int as wrong
      from event_balances b join employees e on e.user_id = b.employee_id where ${LARGE}`);
    expect(balances!.n).toBeGreaterThanOrEqual(PEOPLE * 3);
    expect(balances!.wrong).toBe(0);
    const [pending] = await query<{ min: number; max: number }>(sql`
      with n as (
        select e.user_id, count(r.id) filter (where r.status = 'PENDING')::int as n
        from employees e left join event_requests r on r.employee_id = e.user_id where ${LARGE} group by 1
      ) select min(n) as min, max(n) as max from n`);
    expect(pending).toEqual({ min: 1, max: 1 });

    const { manager } = largeSample(largeShape(PEOPLE));
    const [team] = await query<{ n: number }>(sql`
      select count(*)::int as n from employees e join users b on b.id = e.reporting_manager_id
      where b.username = ${manager}`);
    const queue = await t.as(await t.login(manager), {
      method: 'GET',
      url: '/api/employee-event-request/reportee?status=PENDING&pageSize=1',
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().total).toBe(team!.n);
  });

  it('lets every person sign in with the demo password, and shows them their claims, tickets and week', async () => {
    const { employee } = largeSample(largeShape(PEOPLE));
    const token = await t.login(employee);
    const context = await t.as(token, { method: 'GET', url: '/api/users/context' });
    expect(context.statusCode, context.body).toBe(200);
    const tickets = await t.as(token, { method: 'GET', url: '/api/helpdesk-tickets/employee?page=1&pageSize=20' });
    expect(tickets.json().total).toBe(3);
    const claims = await t.as(token, { method: 'GET', url: '/api/reimbursements/employee?page=1&pageSize=20' });
    expect(claims.statusCode, claims.body).toBe(200);
    expect(claims.json().total).toBe(Math.floor(DAYS_BACK / 30));
    const [hashes] = await query<{ n: number }>(sql`
      select count(distinct u.password_hash)::int as n from users u join employees e on e.user_id = u.id where ${LARGE}`);
    expect(hashes!.n).toBe(1);
  });

  it('has each person’s documents with their PDF stored, and a few tickets over the window', async () => {
    const [documents] = await query<{ docs: number; pending: number; files: number; chunks: number }>(sql`
      select count(distinct d.id)::int as docs, count(distinct d.id) filter (where d.status = 'PENDING')::int as pending,
        count(distinct f.id)::int as files, count(distinct c.object_key)::int as chunks
      from employee_documents d join employees e on e.user_id = d.employee_id
        left join files f on f.entity = 'employee-document' and f.entity_id = d.id::text
        left join file_chunks c on c.object_key = f.id::text
      where ${LARGE}`);
    expect(documents!.docs).toBe(2 * PEOPLE + documents!.pending);
    expect(documents!.pending).toBeGreaterThan(0);
    expect([documents!.files, documents!.chunks]).toEqual([documents!.docs, documents!.docs]);
    const [file] = await query<{ id: string; size: number }>(sql`
      select f.id, f.size from files f join employees e on e.user_id = f.owner_id where ${LARGE} limit 1`);
    const stream = await t.storage.get(file!.id);
    const bytes = Buffer.concat(await stream!.toArray());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(file!.size);

    const [tickets] = await query<{ n: number; open: number; solved: number }>(sql`
      select count(*)::int as n, count(*) filter (where t.status = 'OPEN')::int as open,
        count(*) filter (where t.status = 'SOLVED' and t.decided_by is not null)::int as solved
      from helpdesk_tickets t join employees e on e.user_id = t.employee_id where ${LARGE}`);
    expect(tickets!.n).toBe(3 * PEOPLE);
    expect(tickets!.open).toBeGreaterThan(0);
    expect(tickets!.solved).toBeGreaterThan(tickets!.n / 2);
  });

  it('leaves an audit row for each request made and each decided, by its decider, for the audit log', async () => {
    const [leave] = await query<{ requests: number; decided: number; created: number; approved: number }>(sql`
      select count(*)::int as requests, count(*) filter (where r.status <> 'PENDING')::int as decided,
        (select count(*)::int from audit_entries a join event_requests q on q.id::text = a.entity_id
          join employees e on e.user_id = q.employee_id
          where ${LARGE} and a.entity = 'event-request' and a.action = 'event-request.create'
            and a.actor_id = q.employee_id) as created,
        (select count(*)::int from audit_entries a join event_requests q on q.id::text = a.entity_id
          join employees e on e.user_id = q.employee_id
          where ${LARGE} and a.action = 'event-request.approve' and a.actor_id = q.decided_by
            and a.after ->> 'status' = 'APPROVED' and a.before ->> 'status' = 'PENDING') as approved
      from event_requests r join employees e on e.user_id = r.employee_id where ${LARGE}`);
    expect(leave!.created).toBe(leave!.requests);
    expect(leave!.approved).toBe(leave!.decided);
    const page = await t.as(await t.login('admin'), { method: 'GET', url: '/api/audit-entries?page=1&pageSize=20' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().total).toBeGreaterThan(PEOPLE * 50);
  });

  it('has approved timesheet weeks with their days, last week waiting, and adds nothing when run again', async () => {
    const weeks = await query<{ status: string; n: number; days: number }>(sql`
      select r.status, count(distinct r.id)::int as n, count(d.date)::int as days
      from timesheet_requests r join employees e on e.user_id = r.employee_id
        left join timesheet_days d on d.request_id = r.id
      where ${LARGE} group by 1 order by 1`);
    const whole = Math.floor(DAYS_BACK / 7);
    expect(weeks).toEqual([
      { status: 'APPROVED', n: (whole - 1) * PEOPLE, days: 7 * (whole - 1) * PEOPLE },
      { status: 'PENDING', n: PEOPLE, days: 7 * PEOPLE },
    ]);
    const count = async () =>
      (await query<{ n: number }>(sql`select count(*)::int as n from check_in_out_events`))[0]!.n;
    const before = await count();
    expect(await seedLarge({ db: t.db, kind: testDbKind }, PEOPLE)).toBe(false);
    expect(await count()).toBe(before);
  });
});
