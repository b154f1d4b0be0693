/**
 * `npm run seed:large`, for benchmarks: SEED_EMPLOYEES more employees (5,000 unless told) under a manager tree,
 * with six months of history. Uses DATABASE_URL or DATA_DIR, like the server, and leaves a database that has them
 * alone. Set-based, a chunk of people a statement, each chunk's rows printed.
 */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { lockDataDir, prepareDataDir } from '../data-dir';
import { openDatabase } from '../database';
import { loadSecrets } from '../secrets';
import { hashPassword } from '../modules/auth/passwords';
import { localDateTime } from '@staffdesk/shared/dates';
import { DEMO_PASSWORD } from './demo';
import type { Tx } from '../db/client';
import { addLeave, addPunches } from './large-history';
import { addLargeClaims, addLargeTimesheets } from './large-work';
import { addLargeDocuments, addLargeTickets } from './large-desk';
import { addLargeAudit } from './large-audit';
import {
  DAYS_BACK,
  LARGE,
  analyze,
  largeShape,
  rows,
  seedEmployees,
  startProgress,
  usernameSql,
  withoutIndexes,
  type LargeDatabase,
  type LargeShape,
  type Progress,
} from './large-support';

async function addPeople(tx: Tx, shape: LargeShape, mdId: number, passwordHash: string): Promise<void> {
  const { people, heads, managers } = shape;
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
  const g = sql.raw('g');
  await tx.execute(sql`
    insert into users (username, password_hash, firstname, lastname, email, roles)
    select ${usernameSql(g)}, ${passwordHash},
      (${firstNames})[1 + g % 20], (${lastNames})[1 + (g / 20) % 20],
      ${usernameSql(g)} || '@large.staffdesk.example',
      case when g <= ${heads} then array['GROUP_HEAD']
        when g <= ${heads + managers} then array['L1'] else array['EMPLOYEE'] end
    from generate_series(1, ${people}::int) g`);
  // g: the person's number; heads first, then managers, spread evenly over the heads, and staff over the managers.
  await tx.execute(sql`
    with p as (select id, substring(username from 4)::int as g from users where username ~ '^emp[0-9]{5,6}$'),
    placed as (
      select p.id, p.g,
        case when p.g <= ${heads}::int then null
          when p.g <= ${heads + managers}::int then 1 + (p.g - ${heads + 1}::int) % ${heads}::int
          else ${heads + 1}::int + (p.g - ${heads + managers + 1}::int) % ${managers}::int end as boss,
        case when p.g <= ${heads}::int then p.g
          when p.g <= ${heads + managers}::int then 1 + (p.g - ${heads + 1}::int) % ${heads}::int
          else 1 + ((p.g - ${heads + managers + 1}::int) % ${managers}::int) % ${heads}::int end as head
      from p
    )
    insert into employees (user_id, employee_code, designation, department, date_of_joining, reporting_manager_id)
    select placed.id, 'LG' || lpad(placed.g::text, greatest(5, length(placed.g::text)), '0'),
      case when placed.g <= ${heads}::int then 'Head of Department'
        when placed.g <= ${heads + managers}::int then 'Manager' else 'Associate' end,
      (${departments})[1 + (placed.head - 1) % 10],
      date '2019-01-01' + (placed.g * 7) % 2400,
      coalesce(boss.id, ${mdId}::int)
    from placed left join p boss on boss.g = placed.boss`);
}

/** The people, their leave and their punches: all or none. */
async function addPeopleAndHistory(database: LargeDatabase, shape: LargeShape, progress: Progress): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from employees e where ${LARGE}`),
    );
    if ((existing?.n ?? 0) > 0) {
      progress.say(`The large data set is already there, with ${existing!.n} people: their history is kept`);
      return false;
    }
    const [md] = rows<{ id: number }>(
      await tx.execute(sql`select id from users where 'MD' = any(roles) order by id limit 1`),
    );
    if (!md) throw new Error('No MD in the database: start the server once with the demo seed first.');
    const today = localDateTime(new Date(), 'Asia/Kolkata').date;
    await addPeople(tx, shape, md.id, await hashPassword(DEMO_PASSWORD));
    await analyze(tx, 'users', 'employees');
    progress.say(`people: ${shape.people} (${shape.heads} heads, ${shape.managers} managers)`);
    // The requests' and ledger's keys too: three lookups a request, five an entry, else.
    await withoutIndexes(tx, progress, ['event_requests', 'leave_ledger_entries', 'check_in_out_events'], async () => {
      await addLeave(tx, today, progress);
      await addPunches(tx, progress);
    });
    return true;
  });
}

/** True when it added the large data set; the parts a large set lacks are added to it either way. */
export async function seedLarge(database: LargeDatabase, people = seedEmployees()): Promise<boolean> {
  const progress = startProgress();
  const shape = largeShape(people);
  const done = await addPeopleAndHistory(database, shape, progress);
  const claims = await addLargeClaims(database, progress);
  const timesheets = await addLargeTimesheets(database, progress);
  const tickets = await addLargeTickets(database, progress);
  const documents = await addLargeDocuments(database, progress);
  const audit = await addLargeAudit(database, progress);
  // The benchmark runs right after, before autovacuum would make the planner's statistics and visibility map.
  if (done || claims || timesheets || tickets || documents || audit) {
    await database.db.execute(sql`vacuum analyze`);
    progress.say('vacuum analyze');
  }
  if (done)
    progress.say(
      `Added ${people} employees with ${Math.round(DAYS_BACK / 30.4)} months of history (${database.kind}), in all`,
    );
  else progress.say('Nothing else to do');
  return done;
}

async function main() {
  const people = seedEmployees(); // before anything is opened
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  // The embedded database has one writer.
  const releaseLock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(config, loadSecrets(config).encryptionKey);
  try {
    await seedLarge(database, people);
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
