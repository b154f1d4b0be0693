/** The large set's claims and timesheets: each added to a large set that lacks them, a chunk of people a statement. */
import { sql } from 'drizzle-orm';
import { addDays, localDateTime, mondayOf } from '@staffdesk/shared/dates';
import type { Tx } from '../db/client';
import {
  DAYS_BACK,
  LARGE,
  analyze,
  inChunk,
  inChunks,
  rows,
  withoutIndexes,
  type LargeDatabase,
  type Progress,
} from './large-support';

/** A claim a month of the window. */
const CLAIMS = Math.floor(DAYS_BACK / 30);
/** Whole weeks of timesheets within the window, the last of them locked and waiting for the manager. */
const WEEKS = Math.floor(DAYS_BACK / 7);

/** A claim a month, those of the last ten days pending, for the HR approvals list. */
export async function addLargeClaims(database: LargeDatabase, progress: Progress): Promise<boolean> {
  const today = localDateTime(new Date(), 'Asia/Kolkata').date;
  return database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from reimbursements r join employees e on e.user_id = r.employee_id where ${LARGE}`,
      ),
    );
    if ((existing?.n ?? 0) > 0) return false;
    const [finance] = rows<{ id: number }>(
      await tx.execute(sql`select id from users where 'FINANCE_HEAD' = any(roles) order by id limit 1`),
    );
    const financeId = finance?.id ?? null;
    await inChunks(
      tx,
      progress,
      'claims',
      (from, to) => sql`
      with p as (select e.user_id from employees e where ${LARGE} and ${inChunk(from, to)}),
      picked as (
        select p.user_id, k,
          least(${today}::date,
            ${today}::date - ${DAYS_BACK}::int + k * 30 + abs(hashtext(p.user_id::text || 'c' || k::text)) % 30) as d,
          (array['TRAVEL','FOOD','ACCOMMODATION','INTERNET','MEDICAL','TRAINING','OFFICE_SUPPLIES','OTHER'])
            [1 + abs(hashtext(p.user_id::text || k::text)) % 8] as category,
          100 + abs(hashtext(k::text || p.user_id::text)) % 4900 as amount
        from p cross join generate_series(0, ${CLAIMS - 1}::int) k
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
        case when status = 'PENDING' then null else ${financeId}::int end,
        case when status = 'PENDING' then null else d + 3 end,
        case when status = 'REJECTED' then 'Outside the policy.' else null end,
        category, d, amount, 'INR', 'Claim ' || k || ' of the half year',
        case when status = 'PAID' then 'NEFT-LG-' || user_id || '-' || k else null end,
        case when status = 'PAID' then d + 7 else null end,
        case when status = 'PAID' then ${financeId}::int else null end,
        d + 1, d + 3
      from stated`,
    );
    return true;
  });
}

/** One project for everyone: last week locked, this week open, the weeks before approved. */
export async function addLargeTimesheets(database: LargeDatabase, progress: Progress): Promise<boolean> {
  const today = localDateTime(new Date(), 'Asia/Kolkata').date;
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
          ${addDays(today, -DAYS_BACK - 7)}::date, ${addDays(today, 365)}::date,
          (select count(*)::int * 1200 from employees e where ${LARGE}), 'ACTIVE', u.id
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
        select ${project!.id}::int, e.user_id from employees e where ${LARGE}`,
    );
    const tables = ['timesheet_entries', 'timesheet_requests', 'timesheet_days'];
    await withoutIndexes(tx, progress, tables, () =>
      addWeeks(tx, progress, { today, projectId: project!.id, devId: dev!.id, meetingsId: meetings!.id }),
    );
    return true;
  });
}

/** The window's entries, and its whole weeks each a request with its seven days. */
async function addWeeks(
  tx: Tx,
  progress: Progress,
  { today, projectId, devId, meetingsId }: { today: string; projectId: number; devId: number; meetingsId: number },
): Promise<void> {
  const thisMonday = mondayOf(today);
  const lastMonday = addDays(thisMonday, -7);
  await inChunks(
    tx,
    progress,
    'timesheet entries',
    (from, to) => sql`
    with d as (
      select g::date as date
      from generate_series(${addDays(today, -DAYS_BACK)}::date, ${addDays(today, -1)}::date, interval '1 day') g
      where extract(isodow from g) < 6
    )
    insert into timesheet_entries (employee_id, date, project_id, activity_id, minutes)
    select e.user_id, d.date, ${projectId}::int, ${devId}::int,
      case when extract(isodow from d.date) = 5 then 360 else 480 end
    from employees e cross join d where ${LARGE} and ${inChunk(from, to)}
    union all
    select e.user_id, d.date, ${projectId}::int, ${meetingsId}::int, 120
    from employees e cross join d where ${LARGE} and ${inChunk(from, to)} and extract(isodow from d.date) = 5`,
  );
  // A week's request, then its seven days pointing at it: as linkDaysToRequests leaves them, without its update.
  await inChunks(
    tx,
    progress,
    'timesheet weeks (requests)',
    (from, to) => sql`
    insert into timesheet_requests (employee_id, status, decided_by, decided_at, created_at, updated_at,
      week_start, from_date, to_date, days)
    select e.user_id, case when w.d = ${lastMonday}::date then 'PENDING' else 'APPROVED' end,
      case when w.d = ${lastMonday}::date then null else e.reporting_manager_id end,
      case when w.d = ${lastMonday}::date then null else w.d + interval '9 days 11 hours' end,
      least(now(), w.d + interval '7 days 9 hours'),
      case when w.d = ${lastMonday}::date then least(now(), w.d + interval '7 days 9 hours')
        else w.d + interval '9 days 11 hours' end,
      w.d, w.d, w.d + 6, 7
    from employees e
      cross join lateral (select ${lastMonday}::date - 7 * k as d from generate_series(0, ${WEEKS - 1}::int) k) w
    where ${LARGE} and ${inChunk(from, to)}`,
  );
  await analyze(tx, 'timesheet_requests');
  await inChunks(
    tx,
    progress,
    'timesheet days',
    (from, to) => sql`
    insert into timesheet_days (employee_id, date, status, locked_at, decided_by, decided_at, request_id)
    select r.employee_id, r.week_start + i, case r.status when 'PENDING' then 'LOCKED' else 'APPROVED' end,
      r.created_at, r.decided_by, r.decided_at, r.id
    from timesheet_requests r join employees e on e.user_id = r.employee_id cross join generate_series(0, 6) i
    where ${LARGE} and ${inChunk(from, to)} and r.week_start >= ${addDays(thisMonday, -7 * WEEKS)}::date`,
  );
}
