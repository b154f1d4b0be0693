import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGlite, types } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { testDbKind } from '../../test/test-config';
import { PreparedPglite } from './pglite-prepared';

// PGlite only: on PostgreSQL, node-postgres prepares named statements itself.
describe.runIf(testDbKind === 'pglite')('statements prepared once on PGlite', () => {
  let pg: PGlite;
  let prepared: PreparedPglite;
  beforeAll(async () => {
    // The tests' migrated template: a new PGlite's first start (its initdb) is slow.
    pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    prepared = new PreparedPglite(pg);
    await pg.exec(`
      create table probe_people (id int primary key, name text not null, tags text[], born date, seen timestamptz, score numeric);
      insert into probe_people values (1, 'Asha', '{a,b}', '1990-02-03', '2026-11-23T10:00:00Z', 1.5), (2, 'Ben', null, null, null, null);`);
  });
  afterAll(() => pg.close());

  const preparedTexts = async () => (await pg.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

  it('answers as PGlite does, in either row mode and with the caller’s parsers', async () => {
    const text = 'select id, name, tags, born, seen, score from probe_people where id = any($1::int[]) and ($2::text is null or name = $2) order by id';
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers: { [types.TIMESTAMPTZ]: (v: string) => `at ${v}` } }]) {
      for (const params of [['{1,2}', null], ['{1,2}', 'Ben'], ['{3}', null]]) {
        expect(await prepared.query(text, params, options)).toEqual(await pg.query(text, params, options));
      }
    }
  });

  it('parses a statement once however often it runs', async () => {
    const text = 'select name from probe_people where id = $1';
    const names = [];
    for (const id of [1, 2, 1, 2]) names.push((await prepared.query<{ name: string }>(text, [id])).rows[0]?.name);
    expect(names).toEqual(['Asha', 'Ben', 'Asha', 'Ben']);
    expect((await preparedTexts()).filter((s) => s === text)).toHaveLength(1);
  });

  it('throws PostgreSQL’s error with its code, and the next statements run', async () => {
    await expect(prepared.query('insert into probe_people (id, name) values ($1, $2)', [1, 'Again'])).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('select nonsense from probe_people')).rejects.toMatchObject({ code: '42703' });
    expect((await prepared.query<{ n: number }>('select count(*)::int as n from probe_people')).rows).toEqual([{ n: 2 }]);
  });

  it('answers with the new shape when a table changes under a prepared statement', async () => {
    await pg.exec('create table probe_notes (id int, body text); insert into probe_notes values (1, $$x$$)');
    expect((await prepared.query('select * from probe_notes')).rows).toEqual([{ id: 1, body: 'x' }]);
    await pg.exec('alter table probe_notes add column pinned boolean default false');
    expect((await prepared.query('select * from probe_notes')).rows).toEqual([{ id: 1, body: 'x', pinned: false }]);
  });

  it('never runs inside another caller’s transaction: it waits for the commit and sees it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const transaction = pg.transaction(async (tx) => {
      await tx.query(`insert into probe_people (id, name) values (3, 'Chen')`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    const count = prepared.query<{ n: number }>('select count(*)::int as n from probe_people');
    release();
    await transaction;
    expect((await count).rows).toEqual([{ n: 3 }]);
  });

  it('keeps at most its limit of statements prepared, closing the oldest', async () => {
    const small = new PreparedPglite(pg, 2);
    const texts = ['select 1 as a', 'select 2 as b', 'select 3 as c'];
    for (const text of texts) await small.query(text);
    const kept = (await preparedTexts()).filter((s) => texts.includes(s));
    expect(kept.sort()).toEqual(['select 2 as b', 'select 3 as c']);
    // The closed one prepares again when it comes back.
    expect((await small.query('select 1 as a')).rows).toEqual([{ a: 1 }]);
  });
});
