import type { z } from 'zod';
import { getTableColumns, type BuildColumns, type IsPrimaryKey, type NotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSerialBuilderInitial, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { MergedRequestKind, TMergedRequest } from '@staffdesk/shared/schemas/leave';
import type { Executor, Tx } from '../../db/client';
import type { requestColumns } from '../../db/schema/requests';
import { can, deciderPermission, mayViewRecordsOf, type AuthUser } from '../../access';
import type { NotificationMessage } from '../notifications/service';
import { managersOf } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import type { ListSorts } from '../../db/prepared';

/**
 * What every family's table has: its serial id and requestColumns() (db/schema/requests.ts), the columns the
 * lifecycle reads and writes. Each family's own table is one of these with its own columns beside them.
 */
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

/** A request as the lifecycle sees it: the columns of RequestTable. */
export type RequestRow = RequestTable['$inferSelect'];

/**
 * A family's requests as a query: each row whole (`row`, the family's own type) and its lifecycle columns typed
 * beside it (`request`). drizzle types a table it does not know only whole, so the lifecycle reads the columns
 * it needs from the second.
 */
export function requestQuery<T extends RequestTable>(executor: Executor, table: T) {
  const base: RequestTable = table;
  return executor.select({ row: getTableColumns(table), request: getTableColumns(base) }).from(base);
}

/** A row of a family's table, as drizzle reads it. */
export type FamilyRow<T extends RequestTable> = Awaited<ReturnType<typeof requestQuery<T>>>[number]['row'];

/**
 * A request as the lifecycle reads it: its row whole (`row`, what the family's hooks take) and its lifecycle
 * columns typed (`request`, what the lifecycle reads: drizzle types a generic family's row only as a whole).
 */
export interface LoadedRequest<T extends RequestTable> {
  readonly row: FamilyRow<T>;
  readonly request: RequestRow;
}

/** What a decider rule and a chain's condition read of a request: its lifecycle columns and its fields (a ticket's category). */
export interface FieldedRequest {
  readonly request: RequestRow;
  readonly fields: Readonly<Record<string, unknown>>;
}

export const fieldedOf = <T extends RequestTable>({ row, request }: LoadedRequest<T>): FieldedRequest => ({
  request,
  fields: row,
});

/** The requests of a family that `where` picks, locked for update when asked. */
export async function loadRequests<T extends RequestTable>(
  executor: Executor,
  table: T,
  where: SQL | undefined,
  lock: 'update' | 'none' = 'none',
): Promise<LoadedRequest<T>[]> {
  const query = requestQuery(executor, table).where(where);
  return lock === 'update' ? query.for('update') : query;
}

/**
 * The sorts every request family's lists share (its creation, status and requester's name; db/prepared.ts,
 * preparedListPages), with the family's own columns beside them.
 */
export const requestSorts = <Extra extends string>(table: RequestTable, extra: ListSorts<Extra>) => ({
  createdAt: table.createdAt,
  status: table.status,
  employeeName: userNameSql(table.employeeId),
  ...extra,
});

export type Decision = 'approve' | 'reject';

/** What a read check needs of a request: its requester and the fields a decider rule picks by (a ticket's category). */
export type ReadableRequest = { readonly employeeId: number } & Readonly<Record<string, unknown>>;

/** The read check of a family the reporting manager decides: whoever may see the requester's records. */
export async function requesterRecordsReader(
  executor: Executor,
  actor: AuthUser,
  request: ReadableRequest,
): Promise<boolean> {
  const managerId = (await managersOf(executor, [request.employeeId])).get(request.employeeId);
  return mayViewRecordsOf(actor, { id: request.employeeId, managerId });
}

/**
 * The read check of a family one permission decides (or a field's permission: a ticket's category): the
 * requester, or whoever holds the permission that decides it.
 */
export function requesterOrDecider(declaration: Pick<RequestFamily, 'deciders'>) {
  return async (_executor: Executor, actor: AuthUser, request: ReadableRequest): Promise<boolean> => {
    if (request.employeeId === actor.id) return true;
    const permission = deciderPermission(declaration.deciders, { fields: request });
    return permission !== undefined && can(actor, permission);
  };
}

/**
 * Where a notification about one request opens: the screen, `?tab=` naming the family's tab where the
 * screen has tabs (the approvals screens), and `?request=<id>`, which the screen scrolls to and highlights.
 */
export function requestLink(path: string, id: number, tab?: string): string {
  const params = new URLSearchParams(tab ? { tab, request: String(id) } : { request: String(id) });
  return `${path}?${params.toString()}`;
}

/** Which entries of an employee's request timeline a family is asked for: the newest `limit`, filtered. */
export interface TimelineQuery {
  status?: string;
  kind?: MergedRequestKind;
  limit: number;
}

/** The words a family gives where the lifecycle's would not read well (a timesheet week). */
export interface RequestWords<Row> {
  /** What an open request waits for, in its reminders and escalations: "approval"; "a decision" unless said. */
  readonly awaits?: string;
  /** The requester's notification of a decision: who decided it (for whom, standing in), and how. */
  decided?(
    row: Row,
    decision: { status: string; remark?: string; by: string; onBehalfOf?: string },
  ): NotificationMessage;
}

/**
 * A request family as the server keeps it: the shared declaration (statuses, decision paths, deciders,
 * the item), and what only the server knows: its table, the words of its notifications, where they link,
 * how it answers one request, and the effects of a decision. The family registry (src/request-families.ts)
 * lists them; the lifecycle, the decision endpoints and the timeline are built from it. `T` is the family's
 * table: its hooks get its rows as drizzle reads them.
 */
export interface ServerRequestFamily<T extends RequestTable = RequestTable, Item = unknown> {
  readonly declaration: RequestFamily<z.ZodType<Item>>;
  /** Audit entity name, e.g. 'event-request'. */
  readonly entity: string;
  readonly table: T;
  /** A short phrase for notifications: "Casual Leave from November 24, 2026 to November 25, 2026 (2 days)". */
  describe(row: FamilyRow<T>): string;
  /** The web app's routes the notifications link to, for the requester and for the deciders. */
  links(row: FamilyRow<T>): { requester: string; decider: string };
  readonly words?: RequestWords<FamilyRow<T>>;
  /**
   * When an open request is overdue for a reminder to its deciders, for a family that keeps its own due time
   * (a ticket's due by); the others wait REMINDER_AFTER_WORKING_DAYS working days (requests/reminders.ts).
   */
  readonly overdueColumn?: AnyPgColumn;
  /**
   * Since when an open request has waited at its first step, as SQL over the family's table, for a family
   * whose requests wait from something other than their creation (a timesheet week: its first day locked).
   */
  readonly waitingSince?: SQL;
  /** The options of the family's choice fields a chain's condition may test (chains.ts), by field name. */
  chainChoices?(executor: Executor): Promise<Record<string, { value: string; label: string }[]>>;
  /** One request as the API answers it. */
  view(executor: Executor, id: number): Promise<Item>;
  /**
   * May the actor read this request: the one check of the family's own read endpoint, which its history
   * (modules/requests/history.ts) asks too. The requester, their deciders, holders of a view-any permission.
   */
  mayRead(executor: Executor, actor: AuthUser, request: ReadableRequest): Promise<boolean>;
  /** A sentence the deciders' notification of a new request adds ("Attendance is recorded on …"), if any. */
  deciderNote?(tx: Tx, row: FamilyRow<T>): Promise<string | undefined>;
  /**
   * Effects of a decision, in the same transaction (balances, punches). `body` is the decision's body as
   * the family declared it (approveBodies), for an approval that records something.
   */
  onDecided?(tx: Tx, row: FamilyRow<T>, decision: Decision, actor: AuthUser, body?: unknown): Promise<void>;
  /** Effects of a cancellation by the requester, in the same transaction. */
  onCancelled?(tx: Tx, row: FamilyRow<T>): Promise<void>;
  /** The family's newest entries in an employee's request timeline and how many there are, for families shown there. */
  timeline?(
    executor: Executor,
    employeeId: number,
    query: TimelineQuery,
  ): Promise<{ items: TMergedRequest[]; total: number }>;
}
