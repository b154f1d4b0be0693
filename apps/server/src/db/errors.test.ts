import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { foreignKeyRefusal, refusingTaken, takenConflict } from '../errors';
import { foreignKeyViolationOf, uniqueViolationOf } from './errors';
import { UNIQUE_CONFLICTS } from './unique-conflicts';
import { masterItems } from './schema/master';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table scratch_parent (id int primary key)`);
  await t.db.execute(sql`create table scratch_child (id int primary key, parent_id int references scratch_parent (id))`);
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
    const error = await failureOf(t.db.execute(sql`insert into users (username, password_hash, firstname, lastname, email) select upper(username), 'x', 'A', 'B', 'new@example.test' from users where username = 'employee'`));
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
    const error = await failureOf(t.db.insert(masterItems).values({ group: item!.group, code: item!.code, label: 'Twin' }));
    const refusal = takenConflict(uniqueViolationOf(error)!);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.message).toBe('Another record has this group and code already.');
    expect(refusal.errorDetails).toEqual(['group: Another record has this group and code already.', 'code: Another record has this group and code already.']);
    expect(JSON.stringify(refusal)).not.toContain(item!.code);
  });

  it('is the service\'s own words where it gives them, for its index or any', async () => {
    const [item] = await t.db.select().from(masterItems).limit(1);
    const twin = () => t.db.insert(masterItems).values({ group: item!.group, code: item!.code, label: 'Twin' });
    await expect(refusingTaken(twin, { master_items_group_code_idx: 'That code is in its group already.' })).rejects.toMatchObject({ statusCode: 409, message: 'That code is in its group already.' });
    await expect(refusingTaken(twin, 'Taken.')).rejects.toMatchObject({ statusCode: 409, message: 'Taken.' });
    await expect(refusingTaken(twin, { other_idx: 'Not this one.' })).rejects.toMatchObject({ statusCode: 409, message: 'Another record has this group and code already.' });
    // Anything else passes through untouched.
    const other = await failureOf(refusingTaken(() => t.db.execute(sql`select 1 from no_such_table`)));
    expect(uniqueViolationOf(other)).toBeUndefined();
  });

  it('names only indexes that exist in the migrated database, each unique', async () => {
    const rows = (await t.db.execute(sql`select indexname from pg_indexes where schemaname = 'public' and indexdef like 'CREATE UNIQUE INDEX%'`)) as unknown as { rows: { indexname: string }[] };
    const unique = new Set(rows.rows.map((r) => r.indexname));
    expect(Object.keys(UNIQUE_CONFLICTS).filter((name) => !unique.has(name))).toEqual([]);
  });
});

describe('a foreign key that refuses a write', () => {
  it('is a 400 naming the field when the value written points to nothing', async () => {
    const error = await failureOf(t.db.execute(sql`insert into scratch_child values (2, 99)`));
    const violation = foreignKeyViolationOf(error)!;
    expect(violation).toMatchObject({ columns: ['parent_id'], referenced: false });
    expect(foreignKeyRefusal(violation)).toMatchObject({ statusCode: 400, message: 'No such parent.', errorDetails: ['parentId: No such parent.'] });
  });

  it('is a 409 when other records still point to the one removed', async () => {
    const error = await failureOf(t.db.execute(sql`delete from scratch_parent where id = 1`));
    expect(foreignKeyRefusal(foreignKeyViolationOf(error)!)).toMatchObject({ statusCode: 409, message: 'Other records still refer to this one: remove or change them first.' });
  });
});
