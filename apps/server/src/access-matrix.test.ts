import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_ENDPOINTS } from '@staffdesk/shared/api/index';
import { pathParameters } from '@staffdesk/shared/api/endpoint';
import type { Role } from '@staffdesk/shared/roles';
import { createTestApp, type TestApp } from '../test/harness';
import type { LightMyRequestResponse } from 'fastify';
import {
  ASKERS,
  OWNER,
  rowsOf,
  type Asker,
  type AskerName,
  type MatrixContext,
  type MatrixRecord,
  type MatrixRoute,
} from '../test/access-matrix/matrix';
import { DECISIONS_NOT_IN_MATRIX, MATRIX_FAMILIES, NOT_IN_MATRIX } from '../test/access-matrix/families';
import { users } from './db/schema/identity';
import { employees } from './db/schema/organisation';

/**
 * The access matrix: every operation with an id × every kind of asker gets the answer the shared rules
 * (packages/shared/src/access.ts, roles.ts) give, and a refusal leaves the record and its audit trail as they
 * were; no list shows an asker a row they may not see.
 *
 * A family adds one `MatrixFamily` in apps/server/test/access-matrix/<family>.ts (`routes` with the helpers
 * of matrix.ts, `lists`, `seed`) and an entry in MATRIX_FAMILIES (families.ts). The completeness test fails
 * for an operation with a path parameter that no family covers and NOT_IN_MATRIX does not name.
 */

let t: TestApp;
let ctx: MatrixContext;
const askers = new Map<AskerName, Asker>();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ id: users.id, username: users.username, roles: users.roles, managerId: employees.reportingManagerId })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id));
  // One sign-in per asker for the whole file.
  await Promise.all(
    ASKERS.map(async (name) => {
      const row = rows.find((r) => r.username === name)!;
      // A session stands in for employee.2fa's one-time code.
      const token = name === 'employee.2fa' ? await t.sessionToken(row.id) : await t.tokenOf(name);
      askers.set(name, { name, id: row.id, roles: row.roles as Role[], managerId: row.managerId, token });
    }),
  );
  const today = (await t.as(askers.get(OWNER)!.token, { method: 'GET', url: '/api/check-in-out-events/status' })).json()
    .date as string;
  let counter = 0;
  ctx = {
    t,
    owner: askers.get(OWNER)!,
    asker: (name) => askers.get(name)!,
    call: (as, method, url, payload) =>
      t.as(askers.get(as)!.token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }),
    today,
    next: () => ++counter,
  };
});
afterAll(() => t.close());

const urlOf = (route: string, id: number | string) =>
  `/api${route.slice(route.indexOf(' ') + 1).replace(/\{\w+\}/, String(id))}`;
const methodOf = (route: string) => route.slice(0, route.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const isSuccess = (status: number) => status >= 200 && status < 300;

/** A bulk route's outcome for the one id, else the status. */
function answerOf(route: MatrixRoute, res: { statusCode: number; json: () => unknown }): number {
  if (!route.bulk || res.statusCode !== 200) return res.statusCode;
  const { results } = res.json() as { results: { statusCode: number }[] };
  return results.length === 1 ? results[0]!.statusCode : -1;
}

async function ask(route: MatrixRoute, asker: AskerName, record: Awaited<ReturnType<MatrixRoute['record']>>) {
  const body = await route.body?.(ctx, record);
  const url = urlOf(route.route, route.bulk ? '' : record.id) + (route.query?.(ctx, record) ?? '');
  return ctx.call(asker, methodOf(route.route), url, body);
}

const routeCases = MATRIX_FAMILIES.flatMap((family) =>
  family.routes.map(
    (route) => [`${family.name}: ${route.route}${route.label ? ` (${route.label})` : ''}`, route] as const,
  ),
);

describe('the access matrix: each operation with an id × everyone who may ask', () => {
  it.each(routeCases)('%s', async (_name, route) => {
    const wrong: string[] = [];
    const expected = new Map(ASKERS.map((name) => [name, route.expect(askers.get(name)!, ctx.owner)]));
    const answered = (name: AskerName, res: LightMyRequestResponse) =>
      answerOf(route, res) === expected.get(name)
        ? undefined
        : `${name}: ${res.statusCode} ${res.body.slice(0, 100)}, expected ${expected.get(name)}`;
    if (methodOf(route.route) === 'GET') {
      // Reading changes nothing, so one record serves everyone.
      const record = await route.record(ctx);
      const answers = await Promise.all(ASKERS.map((name) => ask(route, name, record)));
      for (const [i, name] of ASKERS.entries()) {
        const res = answers[i]!;
        const problem = answered(name, res);
        if (problem) wrong.push(problem);
        else if (res.body.includes('passwordHash')) wrong.push(`${name}: a password hash in the answer`);
        else if (route.check && res.statusCode === 200) {
          const seen = route.check(askers.get(name)!, ctx.owner, res.json());
          if (seen) wrong.push(`${name}: ${seen}`);
        }
      }
    } else {
      // The refused share one record, which must stay as it was; each admitted asker gets their own.
      const record = await route.record(ctx);
      const before = JSON.stringify(await record.state());
      const refused = ASKERS.filter((n) => !isSuccess(expected.get(n)!));
      const refusals = await Promise.all(refused.map((name) => ask(route, name, record)));
      wrong.push(...refused.map((name, i) => answered(name, refusals[i]!)).filter((p) => p !== undefined));
      // Read once after all of them; a change names them all.
      if (JSON.stringify(await record.state()) !== before)
        wrong.push(`the record changed, though ${refused.join(', ')} were refused`);
      // Made one after another, since the makers count days and numbers.
      const admitted = ASKERS.filter((n) => isSuccess(expected.get(n)!));
      const own: MatrixRecord[] = [];
      for (const _name of admitted) own.push(await route.record(ctx));
      const answers = await Promise.all(admitted.map((name, i) => ask(route, name, own[i]!)));
      wrong.push(...admitted.map((name, i) => answered(name, answers[i]!)).filter((p) => p !== undefined));
    }
    expect(wrong, route.route).toEqual([]);
  });
});

const listCases = MATRIX_FAMILIES.flatMap((family) =>
  (family.lists ?? []).map(
    (list) => [`${family.name}: GET ${typeof list.url === 'string' ? list.url : list.label}`, list] as const,
  ),
);

describe('the access matrix: each list × every asker', () => {
  beforeAll(async () => {
    for (const family of MATRIX_FAMILIES) await family.seed?.(ctx);
  });

  it.each(listCases)('%s', async (_name, list) => {
    const wrong: string[] = [];
    let shown = 0;
    const url = `/api${typeof list.url === 'string' ? list.url : list.url(ctx)}`;
    const answers = await Promise.all(ASKERS.map((name) => ctx.call(name, 'GET', url)));
    for (const [i, name] of ASKERS.entries()) {
      const asker = askers.get(name)!;
      const expected = list.expect(asker, ctx.owner);
      const res = answers[i]!;
      if (res.statusCode !== expected) {
        wrong.push(`${name}: ${res.statusCode}, expected ${expected}`);
        continue;
      }
      if (expected !== 200) continue;
      const rows = (list.rows ?? rowsOf)(res.json());
      shown += rows.length;
      for (const row of rows)
        if (!list.visible(asker, row, ctx.owner)) wrong.push(`${name}: row ${JSON.stringify(row).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    // A list that showed nobody anything would prove nothing.
    expect(shown, 'the list shows rows to someone').toBeGreaterThan(0);
  });
});

describe('the access matrix is complete', () => {
  it('covers every operation with a path parameter, or says why not', () => {
    const covered = new Set(MATRIX_FAMILIES.flatMap((f) => f.routes.map((r) => r.route)));
    const withId = ALL_ENDPOINTS.filter((e) => pathParameters(e.path).length > 0).map((e) => `${e.method} ${e.path}`);
    const missing = withId.filter((route) => !covered.has(route) && !(route in NOT_IN_MATRIX));
    expect(missing, 'add a row to a family in apps/server/test/access-matrix/ (see the header of this file)').toEqual(
      [],
    );
    // Nothing is named twice, and the exemptions name real operations.
    expect(Object.keys(NOT_IN_MATRIX).filter((route) => covered.has(route) || !withId.includes(route))).toEqual([]);
  });

  it('covers the decision routes of every request family', () => {
    const covered = new Set(MATRIX_FAMILIES.flatMap((f) => f.routes.map((r) => r.route)));
    const decisions = ALL_ENDPOINTS.filter((e) => /^(approve|reject|solve|cancel)/.test(e.operationId)).map(
      (e) => `${e.method} ${e.path}`,
    );
    expect(decisions.filter((route) => !covered.has(route) && !(route in DECISIONS_NOT_IN_MATRIX))).toEqual([]);
    expect(
      Object.keys(DECISIONS_NOT_IN_MATRIX).filter((route) => covered.has(route) || !decisions.includes(route)),
    ).toEqual([]);
  });
});
