import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { holidays } from './schema/calendar';
import { inOneMessage } from './one-message';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('inOneMessage', () => {
  it('answers the last statement\'s rows, with the values written into the text as they were given', async () => {
    const text = `O'Brien \\ "quoted" -- not a comment; nor a second statement`;
    const rows = await inOneMessage<{ t: string; n: number; b: boolean; none: number | null }>(t.db, [
      sql`select 1`,
      sql`select ${text}::text as t, (${-12.5})::float8 as n, ${true}::boolean as b, (${null})::float8 as none`,
    ]);
    expect(rows).toEqual([{ t: text, n: -12.5, b: true, none: null }]);
  });

  it('runs the statements in one transaction: a failing one undoes those before it', async () => {
    const name = 'Written by a message that failed';
    await expect(inOneMessage(t.db, [sql`insert into ${holidays} (date, name) values ('2031-01-02', ${name})`, sql`select 1 / (${0})::int`])).rejects.toThrow();
    expect(await t.db.$count(holidays, eq(holidays.name, name))).toBe(0);
  });

  it('runs in the transaction it is given, which keeps or undoes it with the rest', async () => {
    const name = 'Written inside a transaction rolled back';
    await expect(
      t.db.transaction(async (tx) => {
        await inOneMessage(tx, [sql`insert into ${holidays} (date, name) values ('2031-01-03', ${name})`]);
        expect(await tx.$count(holidays, eq(holidays.name, name))).toBe(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await t.db.$count(holidays, eq(holidays.name, name))).toBe(0);
  });
});
