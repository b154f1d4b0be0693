import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { employees } from './schema/organisation';
import { users } from './schema/identity';
import { eventRequests, eventTypes } from './schema/leave';
import { compiledRows } from './compiled-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A user without an employee record: the left join's nested object is null for them.
  await t.db.insert(users).values({ username: 'no.record', passwordHash: 'x', firstname: 'No', lastname: 'Record', email: 'no.record@staffdesk.example', roles: ['EMPLOYEE'] });
});
afterAll(() => t.close());

let names = 0;
/** The same select prepared twice: mapped by drizzle, and by the compiled mapper. */
async function bothWays(build: () => { prepare(name: string): { execute(): Promise<unknown[]> } }) {
  const drizzles = build().prepare(`compiled_rows_probe_${++names}`);
  const compiled = compiledRows(build().prepare(`compiled_rows_probe_${++names}`));
  expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper, 'drizzle no longer takes a row mapper').toBeTypeOf('function');
  return { drizzle: await drizzles.execute(), compiled: await compiled.execute() };
}

describe('rows mapped by a mapper compiled once', () => {
  it('maps columns, SQL with and without a decoder, timestamps, numerics and arrays as drizzle does', async () => {
    const { drizzle, compiled } = await bothWays(() =>
      t.db
        .select({
          id: eventRequests.id,
          createdAt: eventRequests.createdAt,
          decidedAt: eventRequests.decidedAt,
          days: eventRequests.days,
          chain: eventRequests.chain,
          fromDate: eventRequests.fromDate,
          typeLabel: eventTypes.label,
          isLeave: eventTypes.isLeave,
          twice: sql<number>`${eventRequests.id} * 2`.mapWith(Number),
          asText: sql<string>`${eventRequests.id}::text`,
        })
        .from(eventRequests)
        .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
        .orderBy(asc(eventRequests.id)),
    );
    expect(drizzle.length).toBeGreaterThan(3);
    expect(compiled).toEqual(drizzle);
    const first = compiled[0] as { createdAt: unknown; days: unknown; twice: unknown };
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(typeof first.days).toBe('number');
    expect(typeof first.twice).toBe('number');
  });

  it('makes a left-joined nested object null where the join missed, and keeps a nested object of two tables', async () => {
    const { drizzle, compiled } = await bothWays(() =>
      t.db
        .select({
          id: users.id,
          roles: users.roles,
          employee: { code: employees.employeeCode, joined: employees.dateOfJoining, manager: employees.reportingManagerId },
          mixed: { username: users.username, code: employees.employeeCode },
          named: { name: sql<string>`${users.firstname}`, code: employees.employeeCode },
        })
        .from(users)
        .leftJoin(employees, eq(employees.userId, users.id))
        .orderBy(asc(users.id)),
    );
    expect(compiled).toEqual(drizzle);
    const without = compiled.find((r) => (r as { mixed: { username: string } }).mixed.username === 'no.record') as Record<string, unknown>;
    expect(without).toMatchObject({ employee: null, mixed: { username: 'no.record', code: null }, named: null });
    expect(compiled.filter((r) => (r as { employee: unknown }).employee !== null).length).toBeGreaterThan(5);
  });
});
