import type { LightMyRequestResponse } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { and, eq } from 'drizzle-orm';
import { auditEntries } from '../../src/db/schema/audit';
import { files } from '../../src/db/schema/files';
import { FILE_CATEGORIES, type FileCategory } from '@staffdesk/shared/schemas/files';
import { fixtures, upload } from '../../src/modules/files/test-helpers';
import { ALL_ENDPOINTS } from '@staffdesk/shared/api/index';
import { rolesAdmitted, type EndpointAccess } from '@staffdesk/shared/api/endpoint';
import { can, hasAnyRole, type Grant, type Role } from '@staffdesk/shared/roles';
import {
  deciderPermission,
  manages,
  mayDecide,
  mayViewRecordsOf,
  mayViewTeamViewsOf,
  type Deciders,
} from '@staffdesk/shared/access';
import { decisionAccess } from '@staffdesk/shared/api/request-family';
import type { TestApp } from '../harness';
import type { ServerRequestFamily } from '../../src/modules/requests/family';

/** The access matrix's declarations and rules; apps/server/src/access-matrix.test.ts says how to add one. */

/** Who asks, named by what they are to the records' owner. */
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
/** The owner of every record the matrix makes; `manager` is their manager. */
export const OWNER: AskerName = 'employee';

export interface Asker {
  readonly name: AskerName;
  readonly id: number;
  readonly roles: readonly Role[];
  readonly managerId: number | null;
  readonly token: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixContext {
  readonly t: TestApp;
  readonly owner: Asker;
  asker(name: AskerName): Asker;
  call(as: AskerName, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Today for the demo employees, as the server sees it. */
  readonly today: string;
  /** A fresh number for unique values. */
  next(): number;
}

/** A record made for one route, and the state a refused request must leave as it was. */
export interface MatrixRecord {
  readonly id: number | string;
  state(): Promise<unknown>;
}

/** The status an asker must get. */
export type Expectation = (asker: Asker, owner: Asker) => number;

/** One route with an id × every asker. */
export interface MatrixRoute {
  /** As declared, `POST /reimbursements/pay/{id}`: the completeness check matches it against the API. */
  readonly route: string;
  /** What tells two rows of one route apart. */
  readonly label?: string;
  /** A new record in the state the route acts on. */
  record(ctx: MatrixContext): Promise<MatrixRecord>;
  /** The same for every asker. */
  body?(ctx: MatrixContext, record: MatrixRecord): unknown | Promise<unknown>;
  query?(ctx: MatrixContext, record: MatrixRecord): string;
  readonly expect: Expectation;
  /** For a read answered to all, a problem with what this asker sees, in words. */
  readonly check?: (asker: Asker, owner: Asker, body: unknown) => string | undefined;
  /** A bulk route answers 200 with one outcome per id; the expectation is then the outcome's statusCode. */
  readonly bulk?: boolean;
}

/** A list × every asker: no row the asker may not see, and 403 for those the route refuses. */
export interface MatrixList {
  /** Under /api; a function for a query that names the owner. */
  readonly url: string | ((ctx: MatrixContext) => string);
  /** The test's name for a list whose url is a function. */
  readonly label?: string;
  /** 200 when the asker may read the list, whose rows are then checked. */
  readonly expect: (asker: Asker, owner: Asker) => number;
  visible(asker: Asker, row: Record<string, unknown>, owner: Asker): boolean;
  /** By default `items` of a page, or the array itself. */
  rows?(body: unknown): Record<string, unknown>[];
}

export interface MatrixFamily {
  readonly name: string;
  /** Makes the records the lists must hide from some askers. */
  seed?(ctx: MatrixContext): Promise<void>;
  readonly routes: readonly MatrixRoute[];
  readonly lists?: readonly MatrixList[];
}

// ---------- the answers, from the shared rules ----------

const subject = (owner: Asker) => ({ id: owner.id, managerId: owner.managerId });

/** 404 for those not admitted: they learn nothing of the record. */
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

/** Whether a declared access admits these roles (a delegation aside). */
export const accessAdmits = (access: EndpointAccess, roles: readonly string[]): boolean =>
  typeof access === 'string' || hasAnyRole(roles, rolesAdmitted(access) ?? []);

/** 403 for the owner and for a role the family's decisions refuse, 404 for an asker who may not decide. */
export function decides(deciders: Deciders, fields: Record<string, unknown> = {}, ok = 200): Expectation {
  return (asker, owner) => {
    if (!accessAdmits(decisionAccess(deciders), asker.roles)) return 403;
    if (isOwner(asker, owner)) return 403;
    return mayDecide(asker, deciders, { employeeId: owner.id, managerId: owner.managerId, fields }) ? ok : 404;
  };
}

/** Who may read the owner's request: the records rule, or for a permission's family the owner and its holders. */
export function readsRequest(
  deciders: Deciders,
  fields: Record<string, unknown> = {},
): (asker: Asker, owner: Asker) => boolean {
  if (deciders.kind === 'reporting-manager') return recordsRule;
  const permission = deciderPermission(deciders, { fields });
  return (asker, owner) => isOwner(asker, owner) || (permission !== undefined && can(asker.roles, permission));
}

/** A request family's decision, cancel and history routes, each on a new pending request that `create` makes. */
export function requestFamilyRoutes(
  family: ServerRequestFamily,
  create: (ctx: MatrixContext) => Promise<number>,
  options: { fields?: Record<string, unknown>; approveBody?: (ctx: MatrixContext, id: number) => unknown } = {},
): MatrixRoute[] {
  const { declaration, table } = family;
  const { endpoints, deciders } = declaration;
  const record = async (ctx: MatrixContext): Promise<MatrixRecord> => {
    const id = await create(ctx);
    // A refused decision writes neither the row nor the audit trail.
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
    // A bulk approval that records something takes it per id.
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

export const rowsOf = (body: unknown): Record<string, unknown>[] =>
  (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as Record<string, unknown>[];

/** A PDF, or a PNG for the picture categories; answers its id. */
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

export const fileRecord = (ctx: MatrixContext, id: string): MatrixRecord => ({
  id,
  state: () => ctx.t.db.select().from(files).where(eq(files.id, id)),
});

/** Makes a record through the API, expecting `status`. */
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

/** 403 for a role the route's declaration refuses, else `inner`. */
export function byAccess(route: string, inner: Expectation = () => 200): Expectation {
  const endpoint = ALL_ENDPOINTS.find((e) => `${e.method} ${e.path}` === route);
  if (!endpoint) throw new Error(`no operation ${route}`);
  return (asker, owner) => (accessAdmits(endpoint.access, asker.roles) ? inner(asker, owner) : 403);
}

/** Roles written out rather than read from roles.ts, so that a grant given to the wrong role shows here. */
export const rolesIn =
  (roles: readonly Role[], ok = 200, refusal = 403): Expectation =>
  (asker) =>
    asker.roles.some((role) => roles.includes(role)) ? ok : refusal;
export const hasRoleIn = (roles: readonly Role[]) => (asker: Asker) => asker.roles.some((role) => roles.includes(role));

/** A refused request leaves the row and its audit trail as they were. */
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
