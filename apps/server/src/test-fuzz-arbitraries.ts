import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint } from '@staffdesk/shared/api/endpoint';
import { ROLES, type Role } from '@staffdesk/shared/roles';

/** The fuzz test's requests. zod-fast-check knows zod 3 only, so the schemas go through z.toJSONSchema. */

export interface JsonSchema {
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
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** The JSON Schema of a zod schema as a client sends it; one zod cannot express is any value. */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

export interface FuzzRequest {
  role: Role;
  /** Whether the request carries the role's session token. */
  withToken: boolean;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** `weight` in a hundred. */
const weighted = <T>(...choices: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...choices.map(([weight, arbitrary]) => ({ weight, arbitrary })));
const chance = (percent: number) => weighted([100 - percent, fc.constant(false)], [percent, fc.constant(true)]);
/** An own property even for `__proto__`, which an assignment would take for the prototype. */
const withKey = (obj: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });

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

/** Strings no field should take as they are. */
export const badString: fc.Arbitrary<string> = weighted(
  [60, fc.constantFrom(...BAD_STRINGS)],
  [
    30,
    fc
      .tuple(fc.constantFrom('abc', 'Rahul', 'CASUAL', '2026-05-04', '12', ''), fc.nat(), fc.constantFrom(...CONTROL))
      .map(
        ([base, at, control]) => base.slice(0, at % (base.length + 1)) + control + base.slice(at % (base.length + 1)),
      ),
  ],
  [10, fc.string({ unit: 'binary', maxLength: 40 })],
);

/** Values of the wrong type or out of every range. */
export const badValue: fc.Arbitrary<unknown> = weighted(
  [
    80,
    fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2_147_483_648,
      -2_147_483_649,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER,
      [],
      [null],
      {},
      JSON.parse('{"__proto__":{"admin":true}}'),
      'x'.repeat(70_000),
    ),
  ],
  [20, fc.oneof(fc.double(), fc.integer(), fc.bigInt().map(String))],
);

const pad2 = (n: number) => String(n).padStart(2, '0');
/** A date mostly near today, sometimes at the bounds the schemas allow. */
const isoDate = fc
  .tuple(
    weighted([90, fc.integer({ min: 2024, max: 2027 })], [10, fc.constantFrom(1900, 2100, 1970, 2099)]),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${y}-${pad2(m)}-${pad2(d)}`);
/** A year past every bound. */
const dateOutOfBounds = fc
  .tuple(isoDate, fc.constantFrom(0, 1, 1899, 2101, 9999, 10000))
  .map(([date, year]) => date.replace(/^\d{4}/, String(year).padStart(4, '0')));
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad2(h)}:${pad2(m)}`);
const plainText = (schema: JsonSchema) => {
  const min = Math.max(1, schema.minLength ?? 0);
  const max = Math.max(min, Math.min(schema.maxLength ?? 16, min + 16));
  return fc
    .string({ unit: fc.constantFrom(...'abcdefghij '), minLength: min - 1, maxLength: max - 1 })
    .map((s) => `F${s}`);
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'date-time') return fc.tuple(isoDate, clock).map(([date, time]) => `${date}T${time}:00Z`);
  if (schema.format === 'date' || pattern.includes('\\d{4}-'))
    return pattern.includes('(0[1-9]|1[0-2])$') ? isoDate.map((date) => date.slice(0, 7)) : isoDate;
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') return fc.integer({ min: 1, max: 1e6 }).map((n) => `fuzz${n}@example.com`);
  if (pattern.includes(':[0-5]')) return clock;
  if (pattern) {
    try {
      const max = schema.maxLength ?? Infinity;
      return fc
        .stringMatching(new RegExp(pattern))
        .filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= max);
    } catch {
      return plainText(schema);
    }
  }
  return plainText(schema);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.ceil(schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1));
  const max = Math.floor(
    Math.min(schema.maximum ?? (schema.exclusiveMaximum === undefined ? 60 : schema.exclusiveMaximum - 1), min + 60),
  );
  const whole = fc.integer({ min, max: Math.max(min, max) });
  if (integer) return whole;
  // A whole number is a multiple of a fraction such as 0.01; of a whole step, only its multiples are.
  const step = schema.multipleOf;
  if (step) return step >= 1 ? whole.map((n) => n * step) : whole;
  return weighted([70, whole], [30, whole.map((n) => n + 0.5)]);
}

const validCache = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();

/** Values the schema accepts, where one is easy to make. */
export function validOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const cached = validCache.get(schema);
  if (cached) return cached;
  const made = makeValid(schema, depth);
  validCache.set(schema, made);
  return made;
}

function makeValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => validOf(c, depth + 1)));
  if (schema.allOf?.length) return validOf(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => makeValid({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([key, inner]) => [key, validOf(inner, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validOf(schema.items, depth + 1), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 3, minLength + 3),
      });
    }
    case 'integer':
    case 'number':
      return numberOf(schema, types[0] === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(schema);
    default:
      return fc.constantFrom('abc', 1, true, null);
  }
}

const DELETE = Symbol('delete');
type Mutation = [key: string, value: unknown];

/** A field deleted, nulled, of the wrong type, out of range, or one too many. */
function mutationOf(schema: JsonSchema, nested: boolean): fc.Arbitrary<Mutation> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
  const set = (value: fc.Arbitrary<unknown>) => fc.tuple(key, value);
  const inner = keys
    .filter((k) => properties[k]!.properties)
    .map((k) => fc.tuple(fc.constant(k), spoiltOf(properties[k], true)));
  return fc.oneof(
    set(fc.constant(DELETE)),
    set(fc.constant(null)),
    set(badString),
    set(badValue),
    fc.tuple(
      fc.constantFrom('extra', '__proto__', 'constructor', 'prototype', ...CONTROL.map((c) => `x${c}`)),
      fc.constantFrom<unknown>({ isAdmin: true }, 'x', 1),
    ),
    set(fc.tuple(badString, badValue)),
    ...(nested || inner.length === 0 ? [] : [fc.oneof(...inner)]),
    set(
      fc.tuple(fc.integer({ min: -3, max: 3 }), fc.constantFrom(1, 1_000, 2_147_483_647, 1e15)).map(([a, b]) => a * b),
    ),
    set(dateOutOfBounds),
  );
}

/** A valid value, spoilt one to three times. */
export function spoiltOf(schema: JsonSchema | undefined, nested = false): fc.Arbitrary<unknown> {
  if (!schema?.properties) return fc.oneof(badString, badValue);
  return fc
    .tuple(validOf(schema), fc.array(mutationOf(schema, nested), { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return mutations[0]![1] === DELETE ? null : mutations[0]![1];
      const obj = { ...(value as Record<string, unknown>) };
      for (const [key, replacement] of mutations) {
        if (replacement === DELETE) delete obj[key];
        else withKey(obj, key, replacement);
      }
      return obj;
    });
}

const ID_VALUES = [
  '1',
  '2',
  '3',
  '5',
  '8',
  '13',
  '21',
  '40',
  '0',
  '-1',
  '01',
  '+1',
  ' 1',
  '1e0',
  '0x10',
  '1.0',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '%0A',
  'NaN',
  '%E2%80%AE1',
];
const PARAM_STRINGS = [
  'CASUAL',
  'SICK',
  'PROFILE_PICTURE',
  'ATTACHMENT',
  'x',
  '%00',
  '%0d%0a',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '%E2%80%AE',
];

/** Path parameters good, and malformed ids and strings. */
export function pathOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const id = weighted([85, fc.constantFrom(...ID_VALUES)], [15, fc.integer({ min: 1, max: 60 }).map(String)]);
  const param = (name: string) =>
    name === 'id' && !endpoint.path.startsWith('/files/') ? id : fc.constantFrom(...PARAM_STRINGS);
  return fc.tuple(...names.map(param)).map((values) => {
    let at = 0;
    return `/api${endpoint.path.replace(/\{\w+\}/g, () => values[at++]!)}`;
  });
}

const ODD_VALUES = ['', '-5', '1e9', '0', '200', '201', '99999999999'];

/** Each parameter present or not, valid or spoilt, now and then repeated. */
export function queryOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0)
    return weighted(
      [90, fc.constant('')],
      [10, fc.constantFrom('a=%00', 'page=1&page=2', '__proto__[x]=1', `${'x'.repeat(3000)}=1`).map((q) => `?${q}`)],
    );
  const part = ([key, inner]: [string, JsonSchema]) => {
    const value = weighted(
      [50, validOf(inner).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))],
      [35, badString],
      [15, fc.constantFrom(...ODD_VALUES)],
    );
    return fc.option(
      fc.tuple(value, chance(5)).map(([text, repeated]) => {
        const one = `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
        return repeated ? [one, one] : [one]; // repeated: an array
      }),
      { freq: 2 },
    );
  };
  const extra = weighted(
    [90, fc.constant(null)],
    [
      10,
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'unknown'), badString)
        .map(([key, text]) => [`${key}=${encodeURIComponent(text)}`]),
    ],
  );
  return fc.tuple(...properties.map(part), extra).map((parts) => {
    const all = parts.flatMap((p) => p ?? []);
    return all.length ? `?${all.join('&')}` : '';
  });
}

const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });
const OVER_THE_LIMIT = JSON.stringify({ filler: 'x'.repeat(1_100_000) });

/** Spoilt JSON of the schema, or something that is not JSON at all. */
export function bodyOf(
  endpoint: Endpoint,
  schema: JsonSchema | undefined,
): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers'>> {
  if (endpoint.body === undefined && endpoint.upload === undefined && endpoint.method === 'GET')
    return fc.constant({ headers: {} });
  return weighted(
    [5, fc.constant(json('{"a":'))],
    [
      4,
      fc
        .constantFrom(
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/xml',
        )
        .map((type) => ({ payload: 'username=admin&password=x', headers: { 'content-type': type } })),
    ],
    [1, fc.constant(json(OVER_THE_LIMIT))],
    [
      3,
      fc
        .constantFrom<unknown>(null, [], 'text', 1, true, { a: { b: { c: { d: [[[[]]]] } } } })
        .map((value) => json(JSON.stringify(value))),
    ],
    [2, fc.constant(json('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'))],
    [1, fc.constant(json(''))],
    [14, validOf(schema).map((value) => json(JSON.stringify(value)))],
    [70, spoiltOf(schema).map((value) => json(JSON.stringify(value)))],
  );
}

/** Half the time an admin or the MD, who reach the most. */
const roleOf = weighted(
  [25, fc.constant<Role>('ADMIN')],
  [25, fc.constant<Role>('MD')],
  [50, fc.constantFrom(...ROLES)],
);

/** Mostly signed in. */
export function requestOf(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const schemas = { query: jsonSchemaOf(endpoint.query), body: jsonSchemaOf(endpoint.body) };
  // A public operation is mostly called signed out; any other now and then without its token.
  const signedIn = endpoint.access === 'public' ? fc.tuple(chance(30), chance(97)).map(([a, b]) => a && b) : chance(97);
  return fc
    .record({
      role: roleOf,
      withToken: signedIn,
      path: pathOf(endpoint),
      query: queryOf(schemas.query),
      body: bodyOf(endpoint, schemas.body),
    })
    .map(({ role, withToken, path, query, body }) => ({ role, withToken, url: path + query, ...body }));
}
