import type { z } from 'zod';
import { getTableColumns, type BuildColumns, type IsPrimaryKey, type NotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSerialBuilderInitial, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { MergedRequestKind, TMergedRequest } from '@staffdesk/shared/schemas/leave';
import { uiPath, type UiPath } from '@staffdesk/shared/routes';
import type { Executor, Tx } from '../../db/client';
import type { requestColumns } from '../../db/schema/requests';
import { can, deciderPermission, mayViewRecordsOf, type AuthUser } from '../../access';
import type { NotificationMessage } from '../notifications/service';
import { managersOf } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import type { ListSorts } from '../../db/prepared';

/** A family's table: its serial id and requestColumns(), the columns the lifecycle reads and writes. */
export type RequestTable = PgTableWithColumns<{
  name: string;
  schema: string | undefined;
  dialect: 'pg';
  columns: BuildColumns<
    string,
    { id: IsPrimaryKey<NotNull<PgSerialBuilderInitial<'id'>>> } & ReturnType<typeof requestColumns>,
    'pg'
  >;
}>;

export type RequestRow = RequestTable['$inferSelect'];

/**
 * A family's requests as a query: each row whole (`row`) and its lifecycle columns typed beside it (`request`),
 * since drizzle types a table it does not know only whole.
 */
export function requestQuery<T extends RequestTable>(executor: Executor, table: T) {
  const base: RequestTable = table;
  return executor.select({ row: getTableColumns(table), request: getTableColumns(base) }).from(base);
}

export type FamilyRow<T extends RequestTable> = Awaited<ReturnType<typeof requestQuery<T>>>[number]['row'];

/** A request as the lifecycle reads it: whole for the family's hooks (`row`), typed for the lifecycle (`request`). */
export interface LoadedRequest<T extends RequestTable> {
  readonly row: FamilyRow<T>;
  readonly request: RequestRow;
}

/** What decider rules and chain conditions read: lifecycle columns and fields (a ticket's category). */
export interface FieldedRequest {
  readonly request: RequestRow;
  readonly fields: Readonly<Record<string, unknown>>;
}

export const fieldedOf = <T extends RequestTable>({ row, request }: LoadedRequest<T>): FieldedRequest => ({
  request,
  fields: row,
});

/** Locked for update when asked. */
export async function loadRequests<T extends RequestTable>(
  executor: Executor,
  table: T,
  where: SQL | undefined,
  lock: 'update' | 'none' = 'none',
): Promise<LoadedRequest<T>[]> {
  const query = requestQuery(executor, table).where(where);
  return lock === 'update' ? query.for('update') : query;
}

/** The sorts every family's lists share (creation, status, requester's name), with the family's own. */
export const requestSorts = <Extra extends string>(table: RequestTable, extra: ListSorts<Extra>) => ({
  createdAt: table.createdAt,
  status: table.status,
  employeeName: userNameSql(table.employeeId),
  ...extra,
});

export type Decision = 'approve' | 'reject';

/** A requester and the fields a decider rule picks by (a ticket's category). */
export type ReadableRequest = { readonly employeeId: number } & Readonly<Record<string, unknown>>;

/** For a family the reporting manager decides: whoever may see the requester's records. */
export async function requesterRecordsReader(
  executor: Executor,
  actor: AuthUser,
  request: ReadableRequest,
): Promise<boolean> {
  const managerId = (await managersOf(executor, [request.employeeId])).get(request.employeeId);
  return mayViewRecordsOf(actor, { id: request.employeeId, managerId });
}

/** For a family a permission decides (or a field's permission): the requester, or the permission's holders. */
export function requesterOrDecider(declaration: Pick<RequestFamily, 'deciders'>) {
  return async (_executor: Executor, actor: AuthUser, request: ReadableRequest): Promise<boolean> => {
    if (request.employeeId === actor.id) return true;
    const permission = deciderPermission(declaration.deciders, { fields: request });
    return permission !== undefined && can(actor, permission);
  };
}

/** `?tab=` names the family's tab on tabbed screens; `?request=<id>` is scrolled to and highlighted. */
export function requestLink(path: UiPath, id: number, tab?: string): string {
  return uiPath(path, { tab, request: id });
}

export interface TimelineQuery {
  status?: string;
  kind?: MergedRequestKind;
  limit: number;
}

/** Where the lifecycle's words would not read well (a timesheet week). */
export interface RequestWords<Row> {
  /** What an open request waits for in reminders: "a decision" unless said. */
  readonly awaits?: string;
  /** The requester's notification of a decision: who decided it (for whom, standing in), and how. */
  decided?(
    row: Row,
    decision: { status: string; remark?: string; by: string; onBehalfOf?: string },
  ): NotificationMessage;
}

/**
 * A request family on the server: the shared declaration (statuses, decision paths, deciders, item) and what only
 * the server knows: its table, notification words and links, its read, and a decision's effects. The registry
 * (src/request-families.ts) lists them; `T` is the family's table.
 */
export interface ServerRequestFamily<T extends RequestTable = RequestTable, Item = unknown> {
  readonly declaration: RequestFamily<z.ZodType<Item>>;
  /** Audit entity name, e.g. 'event-request'. */
  readonly entity: string;
  readonly table: T;
  /** For notifications: "Casual Leave from November 24, 2026 to November 25, 2026 (2 days)". */
  describe(row: FamilyRow<T>): string;
  /** The web routes notifications link to, for the requester and for the deciders. */
  links(row: FamilyRow<T>): { requester: string; decider: string };
  readonly words?: RequestWords<FamilyRow<T>>;
  /** A due time of the family's own (a ticket's due by); the others wait REMINDER_AFTER_WORKING_DAYS. */
  readonly overdueColumn?: AnyPgColumn;
  /** Since when a request waits at its first step, if not its creation (a timesheet week: its first day locked). */
  readonly waitingSince?: SQL;
  /** The options of the choice fields a chain's condition may test, by field name. */
  chainChoices?(executor: Executor): Promise<Record<string, { value: string; label: string }[]>>;
  view(executor: Executor, id: number): Promise<Item>;
  /** The one read check of the family's read endpoint and of its history (requester, deciders, view-any holders). */
  mayRead(executor: Executor, actor: AuthUser, request: ReadableRequest): Promise<boolean>;
  /** A sentence added to the deciders' notification of a new request ("Attendance is recorded on …"). */
  deciderNote?(tx: Tx, row: FamilyRow<T>): Promise<string | undefined>;
  /** A decision's effects (balances, punches) in its transaction; `body` is an approval's declared body, if any. */
  onDecided?(tx: Tx, row: FamilyRow<T>, decision: Decision, actor: AuthUser, body?: unknown): Promise<void>;
  /** A cancellation's effects, in its transaction; `was` is the status it was cancelled from. */
  onCancelled?(tx: Tx, row: FamilyRow<T>, was: string): Promise<void>;
  /** With `cancel.approved`: why this approved request may not be withdrawn any more, in words; none if it may. */
  approvedCancelRefusal?(row: FamilyRow<T>, actor: AuthUser): string | undefined;
  /** The family's newest entries in an employee's timeline, and how many there are. */
  timeline?(
    executor: Executor,
    employeeId: number,
    query: TimelineQuery,
  ): Promise<{ items: TMergedRequest[]; total: number }>;
}
