import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createTestApp, type TestApp } from '../../test/harness';
import { testDbKind } from '../../test/test-config';
import { foreignKeyRefusal, refusingTaken, takenConflict } from '../errors';
import { foreignKeyViolationOf, uniqueViolationOf, unavailabilityOf } from './errors';
import { UNIQUE_CONFLICTS } from './unique-conflicts';
import { masterItems } from './schema/master';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table scratch_parent (id int primary key)`);
  await t.db.execute(
    sql`create table scratch_child (id int primary key, parent_id int references scratch_parent (id))`,
  );
  await t.db.execute(sql`insert into scratch_parent values (1)`);
  await t.db.execute(sql`insert into scratch_child values (1, 1)`);
});
afterAll(() => t.close());

/** What a statement throws through drizzle, as a service sees it. */
async function failureOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('the statement succeeded');
}

describe('a unique index that refuses a write', () => {
  it('is a 409 in the words of UNIQUE_CONFLICTS for a listed index, naming its field', async () => {
    const error = await failureOf(
      t.db.execute(
        sql`insert into users (username, password_hash, firstname, lastname, email)
          select upper(username), 'x', 'A', 'B', 'new@example.test' from users where username = 'employee'`,
      ),
    );
    expect(uniqueViolationOf(error)).toMatchObject({ constraint: 'users_username_lower_idx', columns: ['username'] });
    const refusal = takenConflict(uniqueViolationOf(error)!);
    expect({ status: refusal.statusCode, message: refusal.message, errorDetails: refusal.errorDetails }).toEqual({
      status: 409,
      message: 'This username is taken.',
      errorDetails: ['username: This username is taken.'],
    });
  });

  it('is a 409 naming the columns of its key for an index not listed, without the values', async () => {
    const [item] = await t.db.select().from(masterItems).limit(1);
    const error = await failureOf(
      t.db.insert(masterItems).values({ group: item!.group, code: item!.code, label: 'Twin' }),
    );
    const refusal = takenConflict(uniqueViolationOf(error)!);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.message).toBe('Another record has this group and code already.');
    expect(refusal.errorDetails).toEqual([
      'group: Another record has this group and code already.',
      'code: Another record has this group and code already.',
    ]);
    expect(JSON.stringify(refusal)).not.toContain(item!.code);
  });

  it("is the service's own words where it gives them, for its index or any", async () => {
    const [item] = await t.db.select().from(masterItems).limit(1);
    const twin = () => t.db.insert(masterItems).values({ group: item!.group, code: item!.code, label: 'Twin' });
    await expect(
      refusingTaken(twin, { master_items_group_code_idx: 'That code is in its group already.' }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'That code is in its group already.' });
    await expect(refusingTaken(twin, 'Taken.')).rejects.toMatchObject({ statusCode: 409, message: 'Taken.' });
    await expect(refusingTaken(twin, { other_idx: 'Not this one.' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Another record has this group and code already.',
    });
    // Anything else passes through untouched.
    const other = await failureOf(refusingTaken(() => t.db.execute(sql`select 1 from no_such_table`)));
    expect(uniqueViolationOf(other)).toBeUndefined();
  });

  it('names only indexes that exist in the migrated database, each unique', async () => {
    const rows = (await t.db.execute(
      sql`select indexname from pg_indexes where schemaname = 'public' and indexdef like 'CREATE UNIQUE INDEX%'`,
    )) as unknown as { rows: { indexname: string }[] };
    const unique = new Set(rows.rows.map((r) => r.indexname));
    expect(Object.keys(UNIQUE_CONFLICTS).filter((name) => !unique.has(name))).toEqual([]);
  });
});

describe('a foreign key that refuses a write', () => {
  it('is a 400 naming the field when the value written points to nothing', async () => {
    const error = await failureOf(t.db.execute(sql`insert into scratch_child values (2, 99)`));
    const violation = foreignKeyViolationOf(error)!;
    expect(violation).toMatchObject({ columns: ['parent_id'], referenced: false });
    expect(foreignKeyRefusal(violation)).toMatchObject({
      statusCode: 400,
      message: 'No such parent.',
      errorDetails: ['parentId: No such parent.'],
    });
  });

  it('is a 409 when other records still point to the one removed', async () => {
    const error = await failureOf(t.db.execute(sql`delete from scratch_parent where id = 1`));
    expect(foreignKeyRefusal(foreignKeyViolationOf(error)!)).toMatchObject({
      statusCode: 409,
      message: 'Other records still refer to this one: remove or change them first.',
    });
  });
});

describe('a refusal of the statement itself', () => {
  it('is not the database being unavailable', async () => {
    expect(unavailabilityOf(await failureOf(t.db.execute(sql`select 1 from no_such_table`)))).toBeUndefined();
    expect(unavailabilityOf(await failureOf(t.db.execute(sql`insert into scratch_parent values (1)`)))).toBeUndefined();
    expect(unavailabilityOf(new Error('Connection refused by the rules'))).toBeUndefined();
  });
});

// Connections that PostgreSQL refuses or ends, as node-postgres reports them (PGlite runs in the process: it has none).
describe.skipIf(testDbKind !== 'postgres')('the database being unavailable, as node-postgres reports it', () => {
  const url = process.env.TEST_DATABASE_URL!;

  it('a refused connection (ECONNREFUSED), through drizzle', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:1/postgres' });
    const error = await failureOf(drizzle(pool).execute(sql`select 1`));
    await pool.end();
    expect(unavailabilityOf(error)).toMatch(/ECONNREFUSED/);
  });

  it('a terminated backend (57P01) and the connection it leaves (Connection terminated unexpectedly)', async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const sleeping = failureOf(client.query('select pg_sleep(30)'));
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              `select count(*)::int as n from pg_stat_activity where pid = $1 and wait_event = 'PgSleep'`,
              [pid],
            )
          ).rows[0].n,
      )
      .toBe(1);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    expect(unavailabilityOf(await sleeping)).toBe('57P01 terminating connection due to administrator command');
    expect(unavailabilityOf(await failureOf(client.query('select 1')))).toBe('Connection terminated unexpectedly');
    await admin.end();
    await client.end().catch(() => undefined);
  });

  it('a database not accepting connections (FATAL 55000), and a full disk (53100) as PostgreSQL raises it', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `staffdesk_closed_${process.pid}`;
    await admin.query(`create database ${name} with allow_connections false`);
    try {
      const closed = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, `/${name}`) });
      expect(unavailabilityOf(await failureOf(closed.connect()))).toBe(
        `55000 database "${name}" is not currently accepting connections`,
      );
    } finally {
      await admin.query(`drop database ${name}`);
    }
    const full = await failureOf(
      admin.query(`do $$ begin raise exception 'could not extend file' using errcode = '53100'; end $$`),
    );
    expect(unavailabilityOf(full)).toBe('53100 could not extend file');
    await admin.end();
  });
});
