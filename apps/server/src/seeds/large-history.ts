/** The large set's leave, work from home and punches: set-based, a chunk of people a statement. */
import { sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import type { Tx } from '../db/client';
import { DAYS_BACK, LARGE, analyze, inChunk, inChunks, type Progress } from './large-support';

/** A request every 15 days of the window, half of them work from home. */
const REQUESTS = Math.floor(DAYS_BACK / 15);

/** Approved leave and work from home, one pending request each for the managers' queues, and balances to match. */
export async function addLeave(tx: Tx, today: string, progress: Progress): Promise<void> {
  await inChunks(
    tx,
    progress,
    'leave and work from home requests',
    (from, to) => sql`
    with p as (select e.user_id, e.reporting_manager_id as boss from employees e where ${LARGE} and ${inChunk(from, to)}),
    picked as (
      select p.user_id, p.boss, k,
        (${today}::date - ${DAYS_BACK}::int + k * 15 + abs(hashtext(p.user_id::text || k::text)) % 12) as d,
        (array['CASUAL','WFH','SICK','WFH','EARNED','WFH'])[1 + (k + p.user_id) % 6] as type_code
      from p cross join generate_series(0, ${REQUESTS - 1}::int) k
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
    from p`,
  );
  await analyze(tx, 'event_requests');
  const year = Number(today.slice(0, 4));
  // Rows open at nothing: the ledger's entries below make their allotted and used, through its trigger.
  await inChunks(
    tx,
    progress,
    'leave balances',
    (from, to) => sql`
    insert into event_balances (employee_id, type_code, year, pending)
    select e.user_id, t.code, ${year}, coalesce(p.days, 0)
    from employees e cross join event_types t
    left join (
      select r.employee_id, r.type_code, sum(r.days) as days from event_requests r
      where r.status = 'PENDING' and extract(year from r.from_date) = ${year} and ${inChunk(from, to, sql.raw('r.employee_id'))}
      group by 1, 2
    ) p on p.employee_id = e.user_id and p.type_code = t.code
    where ${LARGE} and ${inChunk(from, to)} and t.needs_balance
    on conflict do nothing`,
  );
  await analyze(tx, 'event_balances');
  await inChunks(
    tx,
    progress,
    'leave ledger: yearly allotments',
    (from, to) => sql`
    insert into leave_ledger_entries (balance_id, employee_id, type_code, effective_date, kind, days, note)
    select b.id, b.employee_id, b.type_code, make_date(${year}::int, 1, 1), 'ACCRUAL', t.yearly_allotment,
      ${`Yearly allotment for ${year}`}::text
    from event_balances b join employees e on e.user_id = b.employee_id join event_types t on t.code = b.type_code
    where ${LARGE} and ${inChunk(from, to)} and b.year = ${year} and t.yearly_allotment > 0`,
  );
  await inChunks(
    tx,
    progress,
    'leave ledger: days taken',
    (from, to) => sql`
    insert into leave_ledger_entries (balance_id, employee_id, type_code, effective_date, kind, days, note,
      request_id, created_by, created_at)
    select b.id, r.employee_id, r.type_code, r.from_date, 'TAKEN', -r.days,
      t.label || ' on ' || to_char(r.from_date, 'FMMonth DD, YYYY'), r.id, r.decided_by, r.decided_at
    from event_requests r
    join employees e on e.user_id = r.employee_id
    join event_types t on t.code = r.type_code
    join event_balances b on b.employee_id = r.employee_id and b.type_code = r.type_code and b.year = ${year}
    where ${LARGE} and ${inChunk(from, to)} and r.status = 'APPROVED' and extract(year from r.from_date) = ${year}`,
  );
}

/**
 * Punches on every working weekday of the window in each person's own calendar, except holidays and full days of
 * approved leave. The minutes come from a hash, so that a run is repeatable.
 */
export async function addPunches(tx: Tx, progress: Progress): Promise<void> {
  await inChunks(
    tx,
    progress,
    'punches',
    (from, to) => sql`
    with leave as (
      select distinct r.employee_id, g::date as d
      from event_requests r join event_types t on t.code = r.type_code
        cross join lateral generate_series(r.from_date, r.to_date, interval '1 day') g
      where ${inChunk(from, to, sql.raw('r.employee_id'))} and r.status = 'APPROVED' and r.half_day = 'NONE' and t.is_leave
    ),
    days as (
      select e.user_id, e.time_zone, g.d::date as d
      from employees e
      cross join lateral generate_series(
        ((now() at time zone e.time_zone)::date - ${DAYS_BACK}::int)::timestamp,
        ((now() at time zone e.time_zone)::date - 1)::timestamp,
        interval '1 day'
      ) as g(d)
      where ${LARGE} and ${inChunk(from, to)}
        and extract(isodow from g.d) < 6
        and (e.date_of_joining is null or g.d::date >= e.date_of_joining)
        and not exists (select 1 from holidays h where h.date = g.d::date and not h.optional)
        and not exists (select 1 from leave l where l.employee_id = e.user_id and l.d = g.d::date)
    ),
    times as (
      select user_id, d,
        (d + time '09:00' + make_interval(mins => abs(hashtext(user_id::text || d::text || 'in')) % 76))
          at time zone time_zone as in_at,
        (d + time '17:45' + make_interval(mins => abs(hashtext(user_id::text || d::text || 'out')) % 106))
          at time zone time_zone as out_at
      from days
    )
    insert into check_in_out_events (employee_id, kind, at, source, created_by)
    select user_id, 'IN', in_at, 'WEB', user_id from times
    union all
    select user_id, 'OUT', out_at, 'WEB', user_id from times`,
  );
}
