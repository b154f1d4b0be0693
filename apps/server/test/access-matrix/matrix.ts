import type { LightMyRequestResponse } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { and, eq } from 'drizzle-orm';
import { auditEntries } from '../../src/db/schema/audit';
import { files } from '../../src/db/schema/files';
import { FILE_CATEGORIES, type FileCategory } from '@staffdesk/shared/schemas/files';
import { fixtures, upload } from '../../src/modules/files/test-helpers';
import { ALL_ENDPOINTS } from '@staffdesk/shared/api/index';
import { can, hasAnyRole, type Grant, type Role } from '@staffdesk/shared/roles';
import {
  deciderPermission,
  manages,
  mayDecide,
  mayViewRecordsOf,
  mayViewTeamViewsOf,
  type Deciders,
} from '@staffdesk/shared/access';
import type { TestApp } from '../harness';
import type { ServerRequestFamily } from '../../src/modules/requests/family';

/**
 * The access matrix (issue 10): what a family declares, and the rules its answers are computed from. The
 * test is apps/server/src/access-matrix.test.ts; its header says how a family adds its declaration.
 */

/** Who asks, by what they are to the owner of the records: the owner, another employee, the owner's manager … */
export const ASKERS = [
  'employee',
  'employee.2fa',
  'manager',
  'pm',
  'hr.head',
  'finance.head',
  'it.head',
  'admin.head',
  'business.head',
  'ta.head',
  'group.head',
  'md',
  'admin',
] as const;
export type AskerName = (typeof ASKERS)[number];
/** The owner of every record the matrix makes: `employee`, whose manager is `manager`. */
export const OWNER: AskerName = 'employee';

export interface Asker {
  readonly name: AskerName;
  readonly id: number;
  readonly roles: readonly Role[];
  readonly managerId: number | null;
  readonly token: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a declaration's functions are given: the app, the askers, and a call as one of them. */
export interface MatrixContext {
  readonly t: TestApp;
  readonly owner: Asker;
  asker(name: AskerName): Asker;
  call(as: AskerName, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Today for the demo employees, as the server sees it. */
  readonly today: string;
  /** A fresh number for unique values (asset tags, titles). */
  next(): number;
}

/** A record made for one route: the id its path takes, and the part of the database a refused request must leave as it was. */
export interface MatrixRecord {
  readonly id: number | string;
  state(): Promise<unknown>;
}

/** The answer an asker must get: a status, from who they are to the owner. */
export type Expectation = (asker: Asker, owner: Asker) => number;

/** One route with an id × every asker. */
export interface MatrixRoute {
  /** The operation as declared: `POST /reimbursements/pay/{id}` (the completeness check matches these against the API). */
  readonly route: string;
  /** What distinguishes two rows of one route (a file given to one employee, and one to everyone). */
  readonly label?: string;
  /** A new record in the state the route acts on (a claim approved, for marking it paid). */
  record(ctx: MatrixContext): Promise<MatrixRecord>;
  /** The body sent, the same for every asker. */
  body?(ctx: MatrixContext, record: MatrixRecord): unknown | Promise<unknown>;
  /** The query string appended to the path, if any ("?employeeId=…"). */
  query?(ctx: MatrixContext, record: MatrixRecord): string;
  readonly expect: Expectation;
  /** For a read answered to all, what each may see of it: a problem in words, or undefined. */
  readonly check?: (asker: Asker, owner: Asker, body: unknown) => string | undefined;
  /**
   * For a bulk route (`POST /reimbursements/approve-multiple`): the answer is 200 with one outcome per id;
   * the asker's expectation is the outcome's statusCode (403 at the route is still the route's).
   */
  readonly bulk?: boolean;
}

/** A list × every asker: no row the asker may not see, and 403 for those the route refuses. */
export interface MatrixList {
  /** Under /api, with its query; a function for a query that names the owner. */
  readonly url: string | ((ctx: MatrixContext) => string);
  /** How the test names a list whose url is a function. */
  readonly label?: string;
  /** 200 when the asker may read the list (its rows then checked), else the refusal (403, 404). */
  readonly expect: (asker: Asker, owner: Asker) => number;
  /** Whether the asker may see this row. */
  visible(asker: Asker, row: Record<string, unknown>, owner: Asker): boolean;
  /** The rows of an answer: `items` of a page, or the array itself. */
  rows?(body: unknown): Record<string, unknown>[];
}

/** A family's declaration: records to have before its lists are read, its routes and its lists. */
export interface MatrixFamily {
  readonly name: string;
  /** Makes the records the lists must hide from some (the owner's, and the others' the lists show). */
  seed?(ctx: MatrixContext): Promise<void>;
  readonly routes: readonly MatrixRoute[];
  readonly lists?: readonly MatrixList[];
}

// ---------- the answers, from the shared rules ----------

const subject = (owner: Asker) => ({ id: owner.id, managerId: owner.managerId });

/** 200 when `admitted`, else 404: those who may not see a record learn nothing of it. */
export const seenBy =
  (admitted: (asker: Asker, owner: Asker) => boolean, ok = 200): Expectation =>
  (asker, owner) =>
    admitted(asker, owner) ? ok : 404;

export const isOwner = (asker: Asker, owner: Asker) => asker.id === owner.id;
export const holds = (grant: Grant) => (asker: Asker) => can(asker.roles, grant);
export const ownerOr = (grant: Grant) => (asker: Asker, owner: Asker) =>
  isOwner(asker, owner) || can(asker.roles, grant);
export const everyone = () => true;
export const recordsRule = (asker: Asker, owner: Asker) => mayViewRecordsOf(asker, subject(owner));
export const teamViewsRule = (asker: Asker, owner: Asker) => mayViewTeamViewsOf(asker, subject(owner));
export const managesRule = (asker: Asker, owner: Asker) => manages(asker, subject(owner));

/** A route only holders of a grant may call (403 for others), and among them `inner` decides. */
export const needs =
  (grant: Grant, inner: Expectation): Expectation =>
  (asker, owner) =>
    can(asker.roles, grant) ? inner(asker, owner) : 403;

/** Who may decide the owner's request: 403 for the owner (or for a role the route refuses), 200 for a decider, else 404. */
export function decides(deciders: Deciders, fields: Record<string, unknown> = {}, ok = 200): Expectation {
  return (asker, owner) => {
    if (deciders.kind === 'permission' && !can(asker.roles, deciders.permission)) return 403;
    if (isOwner(asker, owner)) return 403;
    return mayDecide(asker, deciders, { employeeId: owner.id, managerId: owner.managerId, fields }) ? ok : 404;
  };
}

/**
 * Who may read the owner's request, and so its history: for a family the reporting manager decides, whoever
 * may see the owner's records; for a family a permission decides, the owner and the holders of it.
 */
export function readsRequest(
  deciders: Deciders,
  fields: Record<string, unknown> = {},
): (asker: Asker, owner: Asker) => boolean {
  if (deciders.kind === 'reporting-manager') return recordsRule;
  const permission = deciderPermission(deciders, { fields });
  return (asker, owner) => isOwner(asker, owner) || (permission !== undefined && can(asker.roles, permission));
}

/**
 * The routes of a request family on one request: approve, reject and the requester's cancel, single and
 * bulk, and its history, each on a new request of the owner. `create` makes one (pending) and answers its id.
 */
export function requestFamilyRoutes(
  family: ServerRequestFamily,
  create: (ctx: MatrixContext) => Promise<number>,
  options: { fields?: Record<string, unknown>; approveBody?: (ctx: MatrixContext, id: number) => unknown } = {},
): MatrixRoute[] {
  const { declaration, table } = family;
  const { endpoints, deciders } = declaration;
  const record = async (ctx: MatrixContext): Promise<MatrixRecord> => {
    const id = await create(ctx);
    // The request's row, and its audit trail: a refused decision writes neither.
    return {
      id,
      state: async () => ({
        row: await ctx.t.db.select().from(table).where(eq(table.id, id)),
        audit: await ctx.t.db
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.entity, family.entity), eq(auditEntries.entityId, String(id)))),
      }),
    };
  };
  const decision = decides(deciders, options.fields);
  const remark = declaration.remarkRequired ? { remark: 'Checked by the access matrix.' } : {};
  const approveBody = (ctx: MatrixContext, r: MatrixRecord) => options.approveBody?.(ctx, Number(r.id)) ?? remark;
  const routeOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
  const withIds = (body: (ctx: MatrixContext, r: MatrixRecord) => unknown) => (ctx: MatrixContext, r: MatrixRecord) => {
    const one = body(ctx, r) as Record<string, unknown>;
    // A bulk approval that records something takes a list of what it records per id (assets: [{ id, … }]).
    const many = Object.fromEntries(Object.entries(one).filter(([k]) => k === 'remark'));
    const extra = Object.keys(one).some((k) => k !== 'remark')
      ? { assets: [{ id: Number(r.id), ...Object.fromEntries(Object.entries(one).filter(([k]) => k !== 'remark')) }] }
      : {};
    return { ids: [Number(r.id)], ...many, ...extra };
  };
  const rejectBody = () => ({ remark: 'Refused by the access matrix.' });
  return [
    { route: routeOf(endpoints.approve), record, body: approveBody, expect: decision },
    { route: routeOf(endpoints.reject), record, body: rejectBody, expect: decision },
    { route: routeOf(endpoints.approveMany), record, body: withIds(approveBody), expect: decision, bulk: true },
    { route: routeOf(endpoints.rejectMany), record, body: withIds(rejectBody), expect: decision, bulk: true },
    { route: routeOf(endpoints.cancel), record, expect: seenBy(isOwner) },
    {
      route: routeOf(endpoints.history),
      record,
      expect: seenBy(readsRequest(deciders, options.fields)),
      check: (_asker, owner, body) => {
        const items = (body as { items: { action: string; actorId: number }[] }).items;
        return items[0]?.action === `${family.entity}.create` && items[0].actorId === owner.id
          ? undefined
          : `history starts ${JSON.stringify(items[0])}`;
      },
    },
  ];
}

/** The rows of a page (`items`) or of an array. */
export const rowsOf = (body: unknown): Record<string, unknown>[] =>
  (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as Record<string, unknown>[];

/** Uploads a file as an asker and answers its id (a PDF, or a PNG for the picture categories). */
export async function uploaded(ctx: MatrixContext, as: AskerName, category: FileCategory): Promise<string> {
  const picture = !FILE_CATEGORIES[category].contentTypes.includes('application/pdf');
  const res = await upload(
    ctx.t,
    ctx.asker(as).token,
    category,
    picture ? { name: 'picture.png', data: fixtures.png() } : { name: 'paper.pdf', data: fixtures.pdf() },
  );
  if (res.statusCode !== 201) throw new Error(`upload of a ${category} as ${as}: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** A file as a record of the download route: its row must not change. */
export const fileRecord = (ctx: MatrixContext, id: string): MatrixRecord => ({
  id,
  state: () => ctx.t.db.select().from(files).where(eq(files.id, id)),
});

/** Makes a record through the API as an asker, expecting `status`, and answers the body. */
export async function made<T = Record<string, unknown>>(
  ctx: MatrixContext,
  as: AskerName,
  method: Method,
  url: string,
  payload?: unknown,
  status = 201,
): Promise<T> {
  const res = await ctx.call(as, method, url, payload);
  if (res.statusCode !== status) throw new Error(`${method} ${url} as ${as}: ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}

/**
 * The route's own access rule (its declaration in shared/api): 403 for a role it refuses, else `inner`.
 * For lists and routes whose role rule is the whole of it: `byAccess('GET /flashes')`.
 */
export function byAccess(route: string, inner: Expectation = () => 200): Expectation {
  const endpoint = ALL_ENDPOINTS.find((e) => `${e.method} ${e.path}` === route);
  if (!endpoint) throw new Error(`no operation ${route}`);
  const { access } = endpoint;
  const admits = (roles: readonly string[]) =>
    typeof access === 'string' || ('roles' in access ? hasAnyRole(roles, access.roles) : can(roles, access.grant));
  return (asker, owner) => (admits(asker.roles) ? inner(asker, owner) : 403);
}

/**
 * The roles an issue names, written out rather than read from roles.ts, so that a grant given to the wrong
 * role shows here: `ok` for an asker holding one of them, else `refusal` (403 at the route, 404 for a record
 * the asker may not see).
 */
export const rolesIn =
  (roles: readonly Role[], ok = 200, refusal = 403): Expectation =>
  (asker) =>
    asker.roles.some((role) => roles.includes(role)) ? ok : refusal;
export const hasRoleIn = (roles: readonly Role[]) => (asker: Asker) => asker.roles.some((role) => roles.includes(role));

/** A row made for a route: the row itself and its audit trail, which a refused request leaves as they were. */
export function auditedRecord(
  ctx: MatrixContext,
  table: PgTable & { id: PgColumn },
  entity: string,
  id: number,
): MatrixRecord {
  return {
    id,
    state: async () => ({
      row: await ctx.t.db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id)),
      audit: await ctx.t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, String(id)))),
    }),
  };
}
