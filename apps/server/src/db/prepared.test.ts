import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { pairsFromText, preparedSql } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pairsFromText', () => {
  const pairs = preparedSql<{ text: string | null }>(
    sql`select string_agg(v.key || ' ' || v.value, ',') as text
      from (values ('2027-03-08', '360'), ('2027-03-09', 'LOCKED'), ('2027-03-10', 'a value with spaces')) v(key, value)
      where v.key <= ${sql.placeholder('upTo')}::text`,
    ['text'],
  );

  it("reads string_agg's text back by key, a value's spaces kept", async () => {
    const [row] = await pairs(t.db, { upTo: '2027-12-31' });
    expect([...pairsFromText(row!.text)]).toEqual([
      ['2027-03-08', '360'],
      ['2027-03-09', 'LOCKED'],
      ['2027-03-10', 'a value with spaces'],
    ]);
  });

  it('gives no pair for no row (string_agg answers null)', async () => {
    const [row] = await pairs(t.db, { upTo: '2000-01-01' });
    expect(row!.text).toBeNull();
    expect(pairsFromText(row!.text).size).toBe(0);
  });
});
