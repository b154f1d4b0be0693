import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ALL_ENDPOINTS } from '@staffdesk/shared/api/index';
import type { Endpoint } from '@staffdesk/shared/api/endpoint';
import { ROLES, type Role } from '@staffdesk/shared/roles';
import { ERROR_CODES } from '@staffdesk/shared/constants';
import { createTestApp, type TestApp } from '../test/harness';
import { users } from './db/schema/identity';
import { DEMO_PEOPLE } from './seeds/demo';
import { requestOf, type FuzzRequest } from './test-fuzz-arbitraries';

/**
 * Every operation, fuzzed with requests built from its declared schemas and then spoilt
 * (test-fuzz-arbitraries.ts): no answer may be a 5xx, and every error body is `{ message, errorDetails? }`.
 * FUZZ_REQUESTS and FUZZ_SEED pick how many and which; a failure prints the shrunk request and its seed.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

let t: TestApp;
const tokens = new Map<Role, string>();
const userIds = new Map<Role, number>();

async function refreshToken(role: Role) {
  const [row] = await t.db
    .select({ id: users.id, isActive: users.isActive, mustChange: users.passwordMustChange })
    .from(users)
    .where(eq(users.id, userIds.get(role)!));
  // A fuzzed deactivation or password reset would leave the role refused from then on.
  if (!row?.isActive || row.mustChange)
    await t.db
      .update(users)
      .set({ isActive: true, passwordMustChange: false })
      .where(eq(users.id, userIds.get(role)!));
  tokens.set(role, await t.sessionToken(userIds.get(role)!));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const person = DEMO_PEOPLE.find((p) => p.roles.length === 1 && p.roles[0] === role)!;
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, person.username));
    userIds.set(role, row!.id);
    await refreshToken(role);
  }
});
afterAll(() => t.close());

// The event stream never ends; it takes no input.
const operations = ALL_ENDPOINTS.filter(
  (e) => !('contentType' in e.success && e.success.contentType === 'text/event-stream'),
);

const ErrorBody = z.strictObject({
  message: z.string().min(1),
  errorDetails: z.array(z.string()).optional(),
  code: z.enum(Object.values(ERROR_CODES)).optional(),
});

/** The same for all, give or take one. */
const shareOf = (index: number) =>
  Math.floor(REQUESTS / operations.length) + (index < REQUESTS % operations.length ? 1 : 0);

const clip = (text: string) => text.slice(0, 300);
const describeRequest = (endpoint: Endpoint, r: FuzzRequest) =>
  `${endpoint.operationId} as ${r.role}${r.withToken ? '' : ' (no token)'}: ${endpoint.method} ${clip(r.url)} ${clip(r.payload ?? '')}`;

interface Tally {
  perOperation: Map<string, number>;
  statuses: Map<number, number>;
}

/** Throws, for fast-check, on no answer, a 5xx, or an error body of another shape. */
async function answersWell(endpoint: Endpoint, r: FuzzRequest, tally: Tally): Promise<void> {
  const headers = { ...r.headers, ...(r.withToken ? { authorization: `Bearer ${tokens.get(r.role)}` } : {}) };
  // A response the server destroyed throws here.
  const res = await t.app.inject({ method: endpoint.method, url: r.url, payload: r.payload, headers });
  tally.perOperation.set(endpoint.operationId, (tally.perOperation.get(endpoint.operationId) ?? 0) + 1);
  tally.statuses.set(res.statusCode, (tally.statuses.get(res.statusCode) ?? 0) + 1);
  // A fuzzed password reset, sign-out or deactivation may have ended the role's session.
  const mustChange = res.statusCode === 403 && res.body.includes(ERROR_CODES.passwordChangeRequired);
  if ((res.statusCode === 401 || mustChange) && r.withToken) await refreshToken(r.role);
  const answer = `${res.statusCode} ${clip(res.body)}`;
  if (res.statusCode >= 500) throw new Error(answer);
  if (res.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      parsed = undefined;
    }
    if (!ErrorBody.safeParse(parsed).success) throw new Error(`not { message, errorDetails? }: ${answer}`);
  }
}

describe(`fuzzing every operation from its schema (${REQUESTS} requests, seed ${SEED})`, () => {
  it('answers no 5xx, and every error as { message, errorDetails? }', async () => {
    // The same requests every run for one FUZZ_SEED.
    const seeds = fc.sample(fc.integer(), { seed: SEED, numRuns: operations.length });
    const tally: Tally = { perOperation: new Map(), statuses: new Map() };
    const failures: string[] = [];
    for (const [index, endpoint] of operations.entries()) {
      const numRuns = shareOf(index);
      if (numRuns === 0) continue;
      const run = await fc.check(
        fc.asyncProperty(requestOf(endpoint), (r) => answersWell(endpoint, r, tally)),
        { seed: seeds[index], numRuns },
      );
      if (run.failed && run.counterexample) {
        const error = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
        failures.push(
          `${describeRequest(endpoint, run.counterexample[0])} → ${error} (fast-check seed ${run.seed}, ` +
            `path ${run.counterexamplePath}, shrunk ${run.numShrinks} times)`,
        );
      } else if (run.failed) failures.push(`${endpoint.operationId}: fast-check could not run it (seed ${run.seed})`);
      if (failures.length >= 20) break;
    }
    const { perOperation, statuses } = tally;
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.warn(
      `fuzz: ${[...perOperation.values()].reduce((a, b) => a + b, 0)} requests over ${perOperation.size} operations (seed ${SEED}); ${summary}`,
    );
    expect(perOperation.size).toBe(operations.length);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 1_800_000);
});
