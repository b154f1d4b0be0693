import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { ALL_ENDPOINTS } from '@staffdesk/shared/api/index';
import type { Endpoint } from '@staffdesk/shared/api/endpoint';
import { ROLES, type Role } from '@staffdesk/shared/roles';
import { ERROR_CODES } from '@staffdesk/shared/constants';
import { createTestApp, type TestApp } from '../test/harness';
import { users } from './db/schema/identity';
import { DEMO_PEOPLE } from './seeds/demo';

/**
 * Issue 10: every operation of packages/shared/src/api/index.ts, fuzzed from its declared schemas. Each
 * request is built from the operation's input schemas (as JSON Schema) and then spoilt: wrong types,
 * missing and extra fields, nulls, long strings, control characters, dates at and past the bounds,
 * negative and huge numbers, `__proto__` keys, wrong content types, bodies over the limit, malformed
 * query values and ids. No answer may be a 5xx, and every error body must be `{ message, errorDetails? }`.
 *
 * A fixed seed and FUZZ_REQUESTS requests (2,000 by default, for CI); `npm run fuzz` runs 20,000, and
 * FUZZ_SEED picks another sequence. A failure prints the seed and the request, to replay it.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof prng>;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\r', '\u007f', '\u0085', '\u2028', '\ufeff'];
const BAD_STRINGS = [
  '',
  ' ',
  'x'.repeat(5_000),
  'é'.repeat(300),
  '😀'.repeat(100),
  '0000-01-01',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '2101-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '0000-01',
  '9999-12',
  '-1',
  '0',
  '01',
  '+1',
  ' 1',
  '1e0',
  '0x10',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e308',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '=cmd|/c calc',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '23:60',
  '24:00',
  '99:99',
];
const BAD_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 2_147_483_648, -2_147_483_649, 1e308, -1e308, Number.MAX_SAFE_INTEGER, [], [null], {}, { __proto__: { admin: true } }, 'x'.repeat(70_000)];

function badString(rng: Rng): string {
  if (rng.chance(0.3)) {
    const base = rng.pick(['abc', 'Rahul', 'CASUAL', '2026-05-04', '12', '']);
    const at = rng.int(0, base.length);
    return base.slice(0, at) + rng.pick(CONTROL) + base.slice(at);
  }
  return rng.pick(BAD_STRINGS);
}

function isoDate(rng: Rng): string {
  const year = rng.chance(0.9) ? rng.int(2024, 2027) : rng.pick([1900, 2100, 1970, 2099]);
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

/** A value the schema accepts, as often as it is easy to make one. */
function valid(schema: JsonSchema | undefined, rng: Rng, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return valid(rng.pick(choices), rng, depth + 1);
  if (schema.allOf?.length) return valid(schema.allOf[0], rng, depth + 1);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.6)) out[key] = valid(inner, rng, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: rng.int(0, 3) }, () => valid(schema.items, rng, depth + 1));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = Math.min(schema.maximum ?? 60, min + 60);
      const n = rng.int(Math.ceil(min), Math.floor(max));
      return type === 'number' && rng.chance(0.3) ? n + 0.5 : n;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) return schema.pattern?.includes('(0[1-9]|1[0-2])$') ? isoDate(rng).slice(0, 7) : isoDate(rng);
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return `fuzz${rng.int(1, 1e6)}@example.com`;
      if (schema.pattern?.includes(':[0-5]')) return `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
      const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, rng.int(2, 12)));
      return `Fuzz ${'abcdefghij'.repeat(2)}`.slice(0, Math.max(length, 1)).padEnd(length, 'x');
    }
    default:
      return rng.pick(['abc', 1, true, null]);
  }
}

/** A valid value, then spoilt in one of the ways the issue lists. */
function spoil(value: unknown, schema: JsonSchema | undefined, rng: Rng): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return rng.chance(0.5) ? badString(rng) : rng.pick(BAD_VALUES);
  }
  const obj = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(schema?.properties ?? {});
  const mutations = rng.int(1, 3);
  for (let i = 0; i < mutations; i++) {
    const key = keys.length ? rng.pick(keys) : 'field';
    switch (rng.int(0, 7)) {
      case 0:
        delete obj[key];
        break;
      case 1:
        obj[key] = null;
        break;
      case 2:
        obj[key] = badString(rng);
        break;
      case 3:
        obj[key] = rng.pick(BAD_VALUES);
        break;
      case 4:
        obj[rng.pick(['extra', '__proto__', 'constructor', 'prototype', `x${rng.pick(CONTROL)}`])] = rng.pick([{ isAdmin: true }, 'x', 1]);
        break;
      case 5: {
        const inner = schema?.properties?.[key];
        obj[key] = inner && rng.chance(0.5) ? spoil(valid(inner, rng), inner, rng) : [badString(rng), rng.pick(BAD_VALUES)];
        break;
      }
      case 6:
        obj[key] = rng.int(-3, 3) * rng.pick([1, 1_000, 2_147_483_647, 1e15]);
        break;
      default:
        obj[key] = isoDate(rng).replace(/^\d{4}/, String(rng.pick([0, 1, 1899, 2101, 9999, 10000])).padStart(4, '0'));
    }
  }
  return obj;
}

const ID_VALUES = ['1', '2', '3', '5', '8', '13', '21', '40', '0', '-1', '01', '+1', ' 1', '1e0', '0x10', '1.0', '2147483647', '2147483648', '99999999999999999999', 'abc', '%00', '%0A', 'NaN', '%E2%80%AE1'];
const PARAM_STRINGS = ['CASUAL', 'SICK', 'PROFILE_PICTURE', 'ATTACHMENT', 'x', '%00', '%0d%0a', '..%2F..%2Fetc', 'x'.repeat(300), '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%E2%80%AE'];

function pathOf(endpoint: Endpoint, rng: Rng): string {
  return `/api${endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' && !endpoint.path.startsWith('/files/') ? rng.pick(ID_VALUES) : rng.pick(PARAM_STRINGS)))}`;
}

function queryOf(schema: JsonSchema | undefined, rng: Rng): string {
  if (!schema?.properties) return rng.chance(0.1) ? `?${rng.pick(['a=%00', 'page=1&page=2', '__proto__[x]=1', 'x'.repeat(3000) + '=1'])}` : '';
  const parts: string[] = [];
  for (const [key, inner] of Object.entries(schema.properties)) {
    if (!rng.chance(0.5)) continue;
    let value: unknown = valid(inner, rng);
    if (rng.chance(0.5)) value = rng.chance(0.7) ? badString(rng) : rng.pick(['', '-5', '1e9', '0', '200', '201', '99999999999']);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    if (rng.chance(0.05)) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`); // repeated: an array
  }
  if (rng.chance(0.1)) parts.push(`${rng.pick(['__proto__', 'constructor', 'unknown'])}=${encodeURIComponent(badString(rng))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The body of a request: JSON made from the schema and spoilt, or something that is not JSON at all. */
function bodyOf(endpoint: Endpoint, schema: JsonSchema | undefined, rng: Rng): Pick<InjectOptions, 'payload' | 'headers'> {
  const hasBody = endpoint.body !== undefined || endpoint.upload !== undefined || endpoint.method !== 'GET';
  if (!hasBody) return {};
  const roll = rng.next();
  if (roll < 0.05) return { payload: '{"a":', headers: { 'content-type': 'application/json' } };
  if (roll < 0.09) return { payload: 'username=admin&password=x', headers: { 'content-type': rng.pick(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml']) } };
  if (roll < 0.1) return { payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } };
  if (roll < 0.13) return { payload: JSON.stringify(rng.pick([null, [], 'text', 1, true, { a: { b: { c: { d: [[[[]]]] } } } }])), headers: { 'content-type': 'application/json' } };
  if (roll < 0.15) return { payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', headers: { 'content-type': 'application/json' } };
  if (roll < 0.16) return { payload: '', headers: { 'content-type': 'application/json' } };
  const value = valid(schema, rng);
  return { payload: JSON.stringify(roll < 0.3 ? value : spoil(value, schema, rng)), headers: { 'content-type': 'application/json' } };
}

let t: TestApp;
const tokens = new Map<Role, string>();
const userIds = new Map<Role, number>();

async function refreshToken(role: Role) {
  const [row] = await t.db.select({ id: users.id, isActive: users.isActive, mustChange: users.passwordMustChange }).from(users).where(eq(users.id, userIds.get(role)!));
  // A fuzzed deactivation or password reset (which asks for a new password) would leave the role refused from then on.
  if (!row?.isActive || row.mustChange) await t.db.update(users).set({ isActive: true, passwordMustChange: false }).where(eq(users.id, userIds.get(role)!));
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

// The event stream never ends: its input is none, and its access is tested with the notifications.
const operations = ALL_ENDPOINTS.filter((e) => !('contentType' in e.success && e.success.contentType === 'text/event-stream'));

describe(`fuzzing every operation from its schema (${REQUESTS} requests, seed ${SEED})`, () => {
  it('answers no 5xx, and every error as { message, errorDetails? }', async () => {
    const rng = prng(SEED);
    const schemas = new Map(operations.map((e) => [e.operationId, { query: jsonSchemaOf(e.query), body: jsonSchemaOf(e.body) }]));
    const failures: string[] = [];
    const perOperation = new Map<string, number>();
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      // Every operation in turn, so that each gets its share however many requests are made.
      const endpoint = operations[i % operations.length]!;
      const { query, body } = schemas.get(endpoint.operationId)!;
      const role = rng.chance(0.5) ? (rng.chance(0.5) ? 'ADMIN' : 'MD') : rng.pick(ROLES);
      const withToken = endpoint.access !== 'public' || rng.chance(0.3);
      const url = pathOf(endpoint, rng) + queryOf(query, rng);
      const { payload, headers } = bodyOf(endpoint, body, rng);
      const request: InjectOptions = { method: endpoint.method, url, payload, headers: { ...headers, ...(withToken && rng.chance(0.97) ? { authorization: `Bearer ${tokens.get(role)}` } : {}) } };
      let res: Awaited<ReturnType<typeof t.app.inject>>;
      try {
        res = await t.app.inject(request);
      } catch (err) {
        // A response the server destroyed (or any other failure to answer) is a failure of that request.
        failures.push(`no answer (${(err as Error).message}): #${i} ${endpoint.operationId} as ${role}: ${request.method} ${url.slice(0, 300)} ${String(payload ?? '').slice(0, 300)}`);
        continue;
      }
      perOperation.set(endpoint.operationId, (perOperation.get(endpoint.operationId) ?? 0) + 1);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const describeRequest = () => `#${i} ${endpoint.operationId} as ${role}: ${request.method} ${url.slice(0, 300)} ${String(payload ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      if (res.statusCode >= 500) failures.push(describeRequest());
      else if (res.statusCode >= 400) {
        let parsed: unknown;
        try {
          parsed = res.json();
        } catch {
          parsed = undefined;
        }
        const ok = z
          .strictObject({ message: z.string().min(1), errorDetails: z.array(z.string()).optional(), code: z.enum(Object.values(ERROR_CODES)).optional() })
          .safeParse(parsed).success;
        if (!ok) failures.push(`not { message, errorDetails? }: ${describeRequest()}`);
      }
      // A fuzzed password reset, sign-out or deactivation may end a session or ask for a new password: sign that role in again.
      const mustChange = res.statusCode === 403 && res.body.includes(ERROR_CODES.passwordChangeRequired);
      if ((res.statusCode === 401 || mustChange) && withToken && request.headers?.authorization) await refreshToken(role);
      if (failures.length >= 20) break;
    }
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
    console.warn(`fuzz: ${[...perOperation.values()].reduce((a, b) => a + b, 0)} requests over ${perOperation.size} operations (seed ${SEED}); ${summary}`);
    expect(perOperation.size).toBe(operations.length);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 1_800_000);
});
