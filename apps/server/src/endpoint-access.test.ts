import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@staffdesk/shared/api/index';
import type { Endpoint, EndpointAccess } from '@staffdesk/shared/api/endpoint';
import { ROLES, can, hasAnyRole, type Role } from '@staffdesk/shared/roles';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_PEOPLE } from './seeds/demo';
import { eq } from 'drizzle-orm';
import { manages, mayViewRecordsOf, mayViewTeamViewsOf } from '@staffdesk/shared/access';
import { users } from './db/schema/identity';
import { employees } from './db/schema/organisation';

/**
 * Every role × every operation of the API, from the declarations: those the access rule admits get an
 * answer of the operation itself (never 401 or 403, never a 5xx), everyone else 403; without a token,
 * every operation but the public ones answers 401. Record-level rules (another person's request: 404) are
 * the services' own tests.
 */

let t: TestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const person = DEMO_PEOPLE.find((p) => p.roles.length === 1 && p.roles[0] === role && !p.twoFa)!;
    tokens.set(role, await t.login(person.username));
  }
});
afterAll(() => t.close());

/** An id nobody has: an operation on it answers 404 once it is admitted, and changes nothing. */
const UNKNOWN_ID = 2_000_000_000;

function urlOf(endpoint: Endpoint): string {
  return `/api${endpoint.path.replace(/\{(\w+)\}/g, () => (endpoint.params?.safeParse({ id: UNKNOWN_ID }).success ? String(UNKNOWN_ID) : 'CASUAL'))}`;
}

const admits = (access: EndpointAccess, role: Role): boolean =>
  typeof access === 'string' ? true : 'roles' in access ? hasAnyRole([role], access.roles) : can([role], access.grant);

// The event stream never ends: its access is the same signed-in rule, tested with the notifications.
const callable = ALL_ENDPOINTS.filter((e) => !('contentType' in e.success && e.success.contentType === 'text/event-stream'));

async function call(endpoint: Endpoint, token: string | undefined) {
  const hasBody = endpoint.body !== undefined;
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // An empty body: admitted callers learn what to fill in (400) before anything changes.
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('the access rule of every operation', () => {
  it('declares every operation once, with an operation id of its own', () => {
    const ids = ALL_ENDPOINTS.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(callable.filter((e) => e.access !== 'public').map((e) => [e.operationId, e] as const))('%s needs a token', async (_id, endpoint) => {
    const res = await call(endpoint, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required.' });
  });

  it.each(callable.map((e) => [e.operationId, e] as const))('%s answers each role as its access rule says', async (_id, endpoint) => {
    const outcomes: string[] = [];
    for (const role of ROLES) {
      const res = await call(endpoint, tokens.get(role));
      const admitted = admits(endpoint.access, role);
      const ok = admitted ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === 403;
      if (!ok) outcomes.push(`${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(outcomes, `${endpoint.method} ${endpoint.path}`).toEqual([]);
  });
});

/**
 * Issue 10: the access matrix. Every operation with an id of a person's record × the people who may ask:
 * the owner, another employee, the owner's manager, another manager, each head, MD and ADMIN — each gets
 * the answer the shared rules (packages/shared/src/access.ts) give for who they are to the owner; and every
 * team list × every role holds no row of someone the role may not see. New families add their rows here.
 */
describe('the access matrix: records of one owner × everyone who may ask', () => {
  const OWNER = 'employee';
  /** Who asks, by what they are to the owner (the owner's manager is `manager`; `pm` manages nobody). */
  const VIEWERS = ['employee', 'employee.2fa', 'manager', 'pm', 'hr.head', 'finance.head', 'it.head', 'admin.head', 'business.head', 'ta.head', 'group.head', 'md', 'admin'] as const;
  type Rule = 'records' | 'team-views' | 'manages' | 'users';
  const people = new Map<string, { id: number; roles: readonly Role[]; managerId: number | null; token: string }>();

  beforeAll(async () => {
    const rows = await t.db.select({ id: users.id, username: users.username, roles: users.roles, managerId: employees.reportingManagerId }).from(users).leftJoin(employees, eq(employees.userId, users.id));
    for (const name of VIEWERS) {
      const row = rows.find((r) => r.username === name)!;
      const token = name === 'employee.2fa' ? await t.sessionToken(row.id) : await t.tokenOf(name);
      people.set(name, { id: row.id, roles: row.roles as Role[], managerId: row.managerId, token });
    }
  });

  /** What the shared rules say a viewer may see of the owner's records. */
  function admitted(rule: Rule, viewerName: string): boolean {
    const viewer = people.get(viewerName)!;
    const owner = people.get(OWNER)!;
    const subject = { id: owner.id, managerId: owner.managerId };
    if (rule === 'manages') return manages(viewer, subject);
    if (rule === 'team-views') return mayViewTeamViewsOf(viewer, subject);
    if (rule === 'records') return mayViewRecordsOf(viewer, subject);
    return mayViewRecordsOf(viewer, subject) || can(viewer.roles, 'MANAGE_USERS');
  }

  // Every GET with the id of a person (or of one of their records), and the rule that decides who sees it.
  const ROUTES: { path: (ids: RecordIds) => string; rule: Rule }[] = [
    { path: (r) => `/api/employee/context/reportee/${r.owner}`, rule: 'manages' },
    { path: (r) => `/api/employee/reportee/leave-statistics/${r.owner}`, rule: 'team-views' },
    { path: (r) => `/api/dashboard/reportee/leaves/${r.owner}`, rule: 'team-views' },
    { path: (r) => `/api/dashboard/reportee/attendance/${r.owner}`, rule: 'team-views' },
    { path: (r) => `/api/employee-event-balance/employee/${r.owner}`, rule: 'records' },
    { path: (r) => `/api/employee-event-request/employee/${r.owner}`, rule: 'records' },
    { path: (r) => `/api/check-in-out-events/missing-events/${r.owner}`, rule: 'records' },
    { path: (r) => `/api/check-in-out-events/offic-hours/${r.owner}`, rule: 'records' },
    { path: (r) => `/api/check-in-out-events/employee/${r.owner}`, rule: 'records' },
    { path: (r) => `/api/merge-event-requests/employee/${r.owner}`, rule: 'records' },
    { path: (r) => `/api/employee-event-balance/${r.balance}`, rule: 'records' },
    { path: (r) => `/api/check-in-out-events/${r.punch}`, rule: 'records' },
    { path: (r) => `/api/users/${r.owner}`, rule: 'users' },
  ];
  interface RecordIds {
    owner: number;
    balance: number;
    punch: number;
  }
  async function recordIds(): Promise<RecordIds> {
    const owner = people.get(OWNER)!;
    const get = (url: string) => t.as(owner.token, { method: 'GET', url });
    const balances = (await get(`/api/employee-event-balance/employee/${owner.id}`)).json() as { id: number }[];
    const punches = (await get(`/api/check-in-out-events/employee/${owner.id}`)).json() as { items: { id: number }[] };
    expect(balances.length, 'the demo owner has balances').toBeGreaterThan(0);
    expect(punches.items.length, 'the demo owner has punches').toBeGreaterThan(0);
    return { owner: owner.id, balance: balances[0]!.id, punch: punches.items[0]!.id };
  }

  it('answers each viewer of each route as the rules say: 200 when admitted, else 404, never another', async () => {
    const ids = await recordIds();
    const wrong: string[] = [];
    for (const route of ROUTES) {
      for (const viewer of VIEWERS) {
        const res = await t.as(people.get(viewer)!.token, { method: 'GET', url: route.path(ids) });
        const expected = admitted(route.rule, viewer) ? 200 : 404;
        if (res.statusCode !== expected) wrong.push(`${route.path(ids)} as ${viewer}: ${res.statusCode}, expected ${expected}`);
        else if (expected === 200 && res.body.includes('passwordHash')) wrong.push(`${route.path(ids)} as ${viewer}: a hash in the answer`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the profile route answers everyone, the whole record only to those who may see records', async () => {
    const ids = await recordIds();
    for (const viewer of VIEWERS) {
      const res = await t.as(people.get(viewer)!.token, { method: 'GET', url: `/api/employee/${ids.owner}` });
      expect(res.statusCode, viewer).toBe(200);
      expect(res.json().full, viewer).toBe(admitted('records', viewer));
    }
  });

  it('every team list × every role: no row of someone the role does not manage, never one of its own', async () => {
    const managers = new Map((await t.db.select({ id: employees.userId, managerId: employees.reportingManagerId }).from(employees)).map((r) => [r.id, r.managerId]));
    const LISTS = ['/api/employee-event-request/reportee', '/api/attendance-regularizations/reportee', '/api/employee/reportees'];
    const wrong: string[] = [];
    for (const viewer of VIEWERS) {
      const me = people.get(viewer)!;
      for (const list of LISTS) {
        const res = await t.as(me.token, { method: 'GET', url: `${list}?pageSize=200` });
        if (res.statusCode === 403) continue; // a list the role may not open at all
        if (res.statusCode !== 200) {
          wrong.push(`${list} as ${viewer}: ${res.statusCode}`);
          continue;
        }
        for (const row of (res.json() as { items: { employeeId: number }[] }).items) {
          if (!manages(me, { id: row.employeeId, managerId: managers.get(row.employeeId) })) wrong.push(`${list} as ${viewer}: a row of employee ${row.employeeId}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the user list answers only those with MANAGE_USERS', async () => {
    for (const viewer of VIEWERS) {
      const res = await t.as(people.get(viewer)!.token, { method: 'GET', url: '/api/users' });
      expect(res.statusCode, viewer).toBe(can(people.get(viewer)!.roles, 'MANAGE_USERS') ? 200 : 403);
    }
  });
});
