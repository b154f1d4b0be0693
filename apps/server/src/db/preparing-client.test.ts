import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/test-config';
import { PreparingClient } from './preparing-client';

/** What this connection has prepared, as PostgreSQL lists it. */
const preparedOn = async (client: PreparingClient) =>
  ((await client.query('select name, statement from pg_prepared_statements order by prepare_time')) as { rows: { name: string; statement: string }[] }).rows;

// node-postgres only: PGlite prepares every statement by its text itself (db/pglite-prepared.ts).
describe.runIf(testDbKind === 'postgres')('statements prepared by their text on PostgreSQL', () => {
  let client: PreparingClient;
  beforeAll(async () => {
    client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(() => client.end());

  it('prepares a statement with parameters once, under a name from its text, and reuses it', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query({ text }, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text }, [41])).rows).toEqual([{ n: 42 }]);
    const prepared = await preparedOn(client);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.statement).toBe(text);
    expect(prepared[0]!.name).toMatch(/^s_[\w-]{27}$/);
  });

  it('leaves alone statements without parameters, utility statements and those already named', async () => {
    await client.query('select 1');
    await client.query({ text: 'begin' }, []);
    await client.query({ text: 'set local statement_timeout = 1000' }, []);
    await client.query({ text: 'rollback' }, []);
    await client.query({ name: 'chosen', text: 'select $1::text as t' }, ['x']);
    const names = (await preparedOn(client)).map((p) => p.name);
    expect(names.filter((n) => !n.startsWith('s_'))).toEqual(['chosen']);
    expect(names.filter((n) => n.startsWith('s_'))).toHaveLength(1);
  });

  it('names at most 1,000 texts on one connection and sends the rest unnamed', async () => {
    const fresh = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
    await fresh.connect();
    try {
      for (let i = 0; i < 1_005; i++) expect((await fresh.query({ text: `select $1::int + ${i} as n` }, [1])).rows[0]).toEqual({ n: i + 1 });
      expect(await preparedOn(fresh)).toHaveLength(1_000);
      // A text it named before is still used by name.
      expect((await fresh.query({ text: 'select $1::int + 0 as n' }, [5])).rows[0]).toEqual({ n: 5 });
      expect(await preparedOn(fresh)).toHaveLength(1_000);
    } finally {
      await fresh.end();
    }
  });
});
