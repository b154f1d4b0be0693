import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
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

  describe('a named statement described once per connection', () => {
    /** The describe messages a client sends, counted on its connection. */
    function countDescribes(of: PreparingClient) {
      const connection = (of as unknown as { connection: { describe: (...args: unknown[]) => void } }).connection;
      const describe = connection.describe.bind(connection);
      const counted = { n: 0 };
      connection.describe = (...args) => {
        counted.n++;
        describe(...args);
      };
      return counted;
    }
    const text = `select $1::int as id, now() - make_interval(days => $1::int) as at, array['a', $2::text] as tags, ($1::int * 1.5)::numeric as amount,
      json_build_object('id', $1::int) as doc, case when $1::int > 2 then null else 'small' end as size`;

    it('asks PostgreSQL to describe its rows the first time only, and parses every later execution as the first', async () => {
      const fresh = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
      await fresh.connect();
      const plain = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await plain.connect();
      try {
        const describes = countDescribes(fresh);
        for (const [id, tag] of [[1, 'b'], [2, 'c'], [3, 'd'], [3, 'd']] as const) {
          const expected = (await plain.query({ text, values: [id, tag] })).rows[0];
          const got = (await fresh.query({ text, values: [id, tag] })).rows[0];
          expect({ ...got, at: undefined }).toEqual({ ...expected, at: undefined });
          expect(got.at).toBeInstanceOf(Date);
        }
        // Array rows and the driver's own parsers (drizzle's way) on the same statement: described again only for parsers of other types.
        const asText = { getTypeParser: () => (value: string) => `text:${value}` };
        const arrays = await fresh.query({ text, values: [2, 'x'], rowMode: 'array', types: asText });
        expect(arrays.rows[0]!.slice(0, 3)).toEqual(['text:2', expect.stringMatching(/^text:\d{4}-/), 'text:{a,x}']);
        expect((await fresh.query({ text, values: [4, 'y'], rowMode: 'array' })).rows[0]![0]).toBe(4);
        expect(describes.n).toBe(1);
      } finally {
        await fresh.end();
        await plain.end();
      }
    });

    it('answers an error of a described statement and goes on, alone and pipelined among others', async () => {
      const failing = 'select 10 / $1::int as q';
      expect((await client.query({ text: failing }, [5])).rows).toEqual([{ q: 2 }]);
      await expect(client.query({ text: failing }, [0])).rejects.toMatchObject({ code: '22012' });
      expect((await client.query({ text: failing }, [2])).rows).toEqual([{ q: 5 }]);

      const lane = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL, pipeline: true } as pg.ClientConfig);
      await lane.connect();
      try {
        const describes = countDescribes(lane);
        let afterFirstRound = 0;
        for (let round = 0; round < 3; round++) {
          const answers = await Promise.allSettled(
            [5, 0, 1, 10, 0, 2].flatMap((d) => [lane.query({ text: failing }, [d]), lane.query({ text }, [d, `t${d}`])]),
          );
          const outcomes = answers.map((a) => (a.status === 'fulfilled' ? (a.value.rows[0] as { q?: number; id?: number }) : (a.reason as { code: string }).code));
          expect(outcomes.map((o) => (typeof o === 'string' ? o : (o.q ?? o.id)))).toEqual([2, 5, '22012', 0, 10, 1, 1, 10, '22012', 0, 5, 2]);
          if (round === 0) afterFirstRound = describes.n;
        }
        // The first round's statements were all written before any description came back: each described then, none after.
        expect(afterFirstRound).toBeGreaterThan(0);
        expect(describes.n).toBe(afterFirstRound);
      } finally {
        await lane.end();
      }
    });
  });
});

