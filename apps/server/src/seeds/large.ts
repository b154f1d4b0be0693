/**
 * `npm run seed:large`, for benchmarks: 5,000 more employees under a manager tree, with a year of history.
 * Uses DATABASE_URL or DATA_DIR, like the server, and leaves a database that has them alone.
 */
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { lockDataDir, prepareDataDir } from '../data-dir';
import { openDatabase } from '../database';
import { loadSecrets } from '../secrets';
import { hashPassword } from '../modules/auth/passwords';
import { generatePunches, leaveDays } from './attendance-demo';
import { addDays, localDateTime, mondayOf } from '@staffdesk/shared/dates';
import { DEMO_PASSWORD } from './demo';
import type { Database, Tx } from '../db/client';
import { linkDaysToRequests } from '../modules/timesheets/requests';

const PEOPLE = 5_000;
const HEADS = 10;
const MANAGERS = 100;
const DAYS_BACK = 365;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function addPeople(tx: Tx, mdId: number, passwordHash: string): Promise<number[]> {
  const firstNames = sql.raw(
    `array['Aarav','Vivaan','Aditya','Diya','Ananya','Ishaan','Kavya','Rohan','Saanvi','Arjun',
      'Meera','Kabir','Nisha','Vikram','Pooja','Rahul','Sneha','Karan','Priya','Dev']`,
  );
  const lastNames = sql.raw(
    `array['Sharma','Verma','Iyer','Nair','Reddy','Patel','Gupta','Khan','Das','Menon',
      'Rao','Singh','Joshi','Bose','Pillai','Kulkarni','Chopra','Mehta','Shetty','Ghosh']`,
  );
  const departments = sql.raw(
    `array['Engineering','Sales','Finance','Human Resources','IT','Operations','Marketing','Support','Legal','Product']`,
  );
  await tx.execute(sql`
    insert into users (username, password_hash, firstname, lastname, email, roles)
    select 'emp' || lpad(g::text, 5, '0'), ${passwordHash},
      (${firstNames})[1 + g % 20], (${lastNames})[1 + (g / 20) % 20],
      'emp' || lpad(g::text, 5, '0') || '@large.staffdesk.example',
      case when g <= ${HEADS} then array['GROUP_HEAD']
        when g <= ${HEADS + MANAGERS} then array['L1'] else array['EMPLOYEE'] end
    from generate_series(1, ${PEOPLE}) g`);
  // g: the person's number; heads first, then managers, spread evenly over the heads, and staff over the managers.
  await tx.execute(sql`
    with p as (select id, substring(username from 4)::int as g from users where username ~ '^emp[0-9]{5}$'),
    placed as (
      select p.id, p.g,
        case when p.g <= ${HEADS} then null
          when p.g <= ${HEADS + MANAGERS} then 1 + (p.g - 11) % ${HEADS}
          else 11 + (p.g - 111) % ${MANAGERS} end as boss,
        case when p.g <= ${HEADS} then p.g
          when p.g <= ${HEADS + MANAGERS} then 1 + (p.g - 11) % ${HEADS}
          else 1 + ((11 + (p.g - 111) % ${MANAGERS}) - 11) % ${HEADS} end as head
      from p
    )
    insert into employees (user_id, employee_code, designation, department, date_of_joining, reporting_manager_id)
    select placed.id, 'LG' || lpad(placed.g::text, 5, '0'),
      case when placed.g <= ${HEADS} then 'Head of Department'
        when placed.g <= ${HEADS + MANAGERS} then 'Manager' else 'Associate' end,
      (${departments})[placed.head],
      date '2019-01-01' + (placed.g * 7) % 2400,
      coalesce(boss.id, ${mdId})
    from placed left join p boss on boss.g = placed.boss`);
  return rows<{ id: number }>(
    await tx.execute(sql`select user_id as id from employees where employee_code like 'LG%' order by user_id`),
  ).map((r) => r.id);
}

/** Approved leave and work from home, one pending request each for the managers' queues, and balances to match. */
async function addLeave(tx: Tx, today: string): Promise<void> {
  await tx.execute(sql`
    with p as (select e.user_id, e.reporting_manager_id as boss from employees e where e.employee_code like 'LG%'),
    picked as (
      select p.user_id, p.boss, k,
        (${today}::date - ${DAYS_BACK}::int + k * 15 + abs(hashtext(p.user_id::text || k::text)) % 12) as d,
        (array['CASUAL','WFH','SICK','WFH','EARNED','WFH'])[1 + (k + p.user_id) % 6] as type_code
      from p cross join generate_series(0, 23) k
    ),
    weekday as (
      select user_id, boss, type_code, d + case extract(isodow from d)::int when 6 then 2 when 7 then 1 else 0 end as d
      from picked
    )
    insert into event_requests (employee_id, status, decided_by, decided_at, remark, type_code,
      from_date, to_date, half_day, days, reason, created_at, updated_at)
    select user_id, 'APPROVED', boss, d - 3, null, type_code, d, d, 'NONE', 1, 'Planned', d - 5, d - 3
    from weekday where d < ${today}::date
    union all
    select p.user_id, 'PENDING', null, null, null, 'CASUAL',
      ${addDays(today, 20)}::date, ${addDays(today, 20)}::date, 'NONE', 1, 'Family event', now(), now()
    from p`);
  const year = Number(today.slice(0, 4));
  // Rows open at nothing: the ledger's entries below make their allotted and used, through its trigger.
  await tx.execute(sql`
    insert into event_balances (employee_id, type_code, year, pending)
    select e.user_id, t.code, ${year},
      coalesce((select sum(r.days) from event_requests r where r.employee_id = e.user_id and r.type_code = t.code
        and r.status = 'PENDING' and extract(year from r.from_date) = ${year}), 0)
    from employees e cross join event_types t
    where e.employee_code like 'LG%' and t.needs_balance
    on conflict do nothing`);
  await tx.execute(sql`
    insert into leave_ledger_entries (balance_id, employee_id, type_code, effective_date, kind, days, note)
    select b.id, b.employee_id, b.type_code, make_date(${year}::int, 1, 1), 'ACCRUAL', t.yearly_allotment,
      ${`Yearly allotment for ${year}`}::text
    from event_balances b join employees e on e.user_id = b.employee_id join event_types t on t.code = b.type_code
    where e.employee_code like 'LG%' and b.year = ${year} and t.yearly_allotment > 0
      and not exists (select 1 from leave_ledger_entries l where l.balance_id = b.id)`);
  await tx.execute(sql`
    insert into leave_ledger_entries (balance_id, employee_id, type_code, effective_date, kind, days, note,
      request_id, created_by, created_at)
    select b.id, r.employee_id, r.type_code, r.from_date, 'TAKEN', -r.days,
      t.label || ' on ' || to_char(r.from_date, 'FMMonth DD, YYYY'), r.id, r.decided_by, r.decided_at
    from event_requests r
    join employees e on e.user_id = r.employee_id
    join event_types t on t.code = r.type_code
    join event_balances b on b.employee_id = r.employee_id and b.type_code = r.type_code and b.year = ${year}
    where e.employee_code like 'LG%' and r.status = 'APPROVED' and extract(year from r.from_date) = ${year}
      and not exists (select 1 from leave_ledger_entries l where l.request_id = r.id)`);
}

/** The last ten days' claims pending, for the HR approvals list. Also added to an older large data set. */
export async function addLargeClaims(database: Database): Promise<boolean> {
  const today = localDateTime(new Date(), 'Asia/Kolkata').date;
  return database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from reimbursements r join employees e on e.user_id = r.employee_id
          where e.employee_code like 'LG%'`,
      ),
    );
    if ((existing?.n ?? 0) > 0) return false;
    const [finance] = rows<{ id: number }>(
      await tx.execute(sql`select id from users where 'FINANCE_HEAD' = any(roles) order by id limit 1`),
    );
    await tx.execute(sql`
      with p as (select e.user_id from employees e where e.employee_code like 'LG%'),
      picked as (
        select p.user_id, k,
          least(${today}::date,
            ${today}::date - ${DAYS_BACK}::int + k * 30 + abs(hashtext(p.user_id::text || 'c' || k::text)) % 30) as d,
          (array['TRAVEL','FOOD','ACCOMMODATION','INTERNET','MEDICAL','TRAINING','OFFICE_SUPPLIES','OTHER'])
            [1 + abs(hashtext(p.user_id::text || k::text)) % 8] as category,
          100 + abs(hashtext(k::text || p.user_id::text)) % 4900 as amount
        from p cross join generate_series(0, 11) k
      ),
      stated as (
        select *,
          case when d > ${today}::date - 10 then 'PENDING' when (user_id + k) % 9 = 0 then 'REJECTED'
            when d > ${today}::date - 25 then 'APPROVED' else 'PAID' end as status
        from picked
      )
      insert into reimbursements (employee_id, status, decided_by, decided_at, remark, category, expense_date, amount,
        currency, description, payment_reference, paid_at, paid_by, created_at, updated_at)
      select user_id, status,
        case when status = 'PENDING' then null else ${finance?.id ?? null}::int end,
        case when status = 'PENDING' then null else d + 3 end,
        case when status = 'REJECTED' then 'Outside the policy.' else null end,
        category, d, amount, 'INR', 'Claim ' || k || ' of the year',
        case when status = 'PAID' then 'NEFT-LG-' || user_id || '-' || k else null end,
        case when status = 'PAID' then d + 7 else null end,
        case when status = 'PAID' then ${finance?.id ?? null}::int else null end,
        d + 1, d + 3
      from stated`);
    return true;
  });
}

/** One project for everyone: last week locked, this week open, the rest approved. Also added to an older set. */
export async function addLargeTimesheets(database: Database): Promise<boolean> {
  const today = localDateTime(new Date(), 'Asia/Kolkata').date;
  const thisMonday = mondayOf(today);
  return database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from projects where code = 'LG-DELIVERY'`),
    );
    if ((existing?.n ?? 0) > 0) return false;
    await tx.execute(
      sql`insert into project_categories (name, description)
        select 'Client Delivery', 'Work for a client under a contract' where not exists (select 1 from project_categories)`,
    );
    const [project] = rows<{ id: number }>(
      await tx.execute(sql`
        insert into projects (code, name, category_id, manager_id, start_date, end_date, budgeted_hours, status, created_by)
        select 'LG-DELIVERY', 'Large delivery programme', (select min(id) from project_categories), u.id,
          ${addDays(today, -DAYS_BACK - 7)}::date, ${addDays(today, 365)}::date, 12000000, 'ACTIVE', u.id
        from users u where u.username = 'emp00001'
        returning id`),
    );
    const [dev, meetings] = rows<{ id: number }>(
      await tx.execute(
        sql`insert into project_activities (project_id, name, billable, active)
          values (${project!.id}, 'Development', true, true), (${project!.id}, 'Meetings', false, true) returning id`,
      ),
    );
    await tx.execute(
      sql`insert into project_members (project_id, user_id)
        select ${project!.id}::int, user_id from employees where employee_code like 'LG%'`,
    );
    await tx.execute(sql`
      with d as (
        select g::date as date
        from generate_series(${addDays(today, -DAYS_BACK)}::date, ${addDays(today, -1)}::date, interval '1 day') g
        where extract(isodow from g) < 6
      )
      insert into timesheet_entries (employee_id, date, project_id, activity_id, minutes)
      select e.user_id, d.date, ${project!.id}::int, ${dev!.id}::int, case when extract(isodow from d.date) = 5 then 360 else 480 end
      from employees e cross join d where e.employee_code like 'LG%'
      union all
      select e.user_id, d.date, ${project!.id}::int, ${meetings!.id}::int, 120
      from employees e cross join d where e.employee_code like 'LG%' and extract(isodow from d.date) = 5`);
    await tx.execute(sql`
      insert into timesheet_days (employee_id, date, status, decided_by, decided_at)
      select e.user_id, g::date,
        case when g::date >= ${addDays(thisMonday, -7)}::date then 'LOCKED' else 'APPROVED' end,
        case when g::date >= ${addDays(thisMonday, -7)}::date then null else e.reporting_manager_id end,
        case when g::date >= ${addDays(thisMonday, -7)}::date then null else g + interval '9 days' end
      from employees e
        cross join generate_series(${addDays(thisMonday, -7 * 52)}::date, ${addDays(thisMonday, -1)}::date, interval '1 day') g
      where e.employee_code like 'LG%'`);
    await linkDaysToRequests(tx);
    return true;
  });
}

/** True when it added the large data set. */
export async function seedLarge(database: Database): Promise<boolean> {
  const started = performance.now();
  const done = await database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from employees where employee_code like 'LG%'`),
    );
    if ((existing?.n ?? 0) > 0) return false;
    const [md] = rows<{ id: number }>(
      await tx.execute(sql`select id from users where 'MD' = any(roles) order by id limit 1`),
    );
    if (!md) throw new Error('No MD in the database: start the server once with the demo seed first.');
    const today = localDateTime(new Date(), 'Asia/Kolkata').date;
    const ids = await addPeople(tx, md.id, await hashPassword(DEMO_PASSWORD));
    console.warn(`people: ${ids.length} (${Math.round(performance.now() - started)} ms)`);
    await addLeave(tx, today);
    console.warn(`leave and work from home (${Math.round(performance.now() - started)} ms)`);
    await generatePunches(tx, {
      employeeIds: ids,
      daysBack: DAYS_BACK,
      skip: await leaveDays(tx, ids, addDays(today, -DAYS_BACK - 1), today),
    });
    console.warn(`punches (${Math.round(performance.now() - started)} ms)`);
    return true;
  });
  const claims = await addLargeClaims(database);
  if (claims) console.warn(`claims (${Math.round(performance.now() - started)} ms)`);
  const timesheets = await addLargeTimesheets(database);
  if (timesheets) console.warn(`timesheets (${Math.round(performance.now() - started)} ms)`);
  // The benchmark runs right after, before autovacuum would make the planner's statistics and visibility map.
  if (done || claims || timesheets) await database.db.execute(sql`vacuum analyze`);
  console.warn(
    done
      ? `Added ${PEOPLE} employees with a year of history in ${Math.round((performance.now() - started) / 1000)} s (${database.kind}).`
      : 'The large data set is already there: nothing to do.',
  );
  return done;
}

async function main() {
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  // The embedded database has one writer.
  const releaseLock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(config, loadSecrets(config).encryptionKey);
  try {
    await seedLarge(database);
  } finally {
    await database.close();
    releaseLock?.();
  }
}

// Not when the benchmark imports seedLarge.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename)
  await main().catch((err: unknown) => {
    const cause = (err as { cause?: Error }).cause;
    console.error(
      `seed:large failed: ${String((err as Error).message ?? err).split('\n')[0]}${cause ? ` (${cause.message})` : ''}`,
    );
    process.exit(1);
  });
