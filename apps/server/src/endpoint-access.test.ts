import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@staffdesk/shared/api/index';
import { rolesAdmitted, type Endpoint, type EndpointAccess } from '@staffdesk/shared/api/endpoint';
import { ROLES, hasAnyRole, type Role } from '@staffdesk/shared/roles';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_PEOPLE } from './seeds/demo';

/**
 * Every role × every operation of the API, from the declarations: those the access rule admits get an
 * answer of the operation itself (never 401 or 403, never a 5xx), everyone else 403; without a token,
 * every operation but the public ones answers 401. Record-level rules (another person's request: 404) are
 * the services' own tests, and the access matrix's (access-matrix.test.ts).
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
  typeof access === 'string' || hasAnyRole([role], rolesAdmitted(access) ?? []);

// The event stream never ends: its access is the same signed-in rule, tested with the notifications.
const callable = ALL_ENDPOINTS.filter(
  (e) => !('contentType' in e.success && e.success.contentType === 'text/event-stream'),
);

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

  it.each(callable.filter((e) => e.access !== 'public').map((e) => [e.operationId, e] as const))(
    '%s needs a token',
    async (_id, endpoint) => {
      const res = await call(endpoint, undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required.' });
    },
  );

  it.each(callable.map((e) => [e.operationId, e] as const))(
    '%s answers each role as its access rule says',
    async (_id, endpoint) => {
      const outcomes: string[] = [];
      for (const role of ROLES) {
        const res = await call(endpoint, tokens.get(role));
        const admitted = admits(endpoint.access, role);
        const ok = admitted
          ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
          : res.statusCode === 403;
        if (!ok) outcomes.push(`${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(outcomes, `${endpoint.method} ${endpoint.path}`).toEqual([]);
    },
  );
});
