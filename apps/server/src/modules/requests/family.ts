import type { z } from 'zod';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { MergedRequestKind, TMergedRequest } from '@staffdesk/shared/schemas/leave';
import type { Executor, Tx } from '../../db/client';
import { can, deciderPermission, mayViewRecordsOf, type AuthUser } from '../../access';
import { managersOf } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import type { ListSorts } from '../../db/prepared';

/** The columns of requestColumns() (db/schema/requests.ts) that the lifecycle reads and writes. */
export interface RequestTable extends PgTable {
  id: AnyPgColumn;
  employeeId: AnyPgColumn;
  status: AnyPgColumn;
  decidedBy: AnyPgColumn;
  decidedAt: AnyPgColumn;
  remark: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  step: AnyPgColumn;
  chain: AnyPgColumn;
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

export interface RequestRow {
  id: number;
  employeeId: number;
  status: string;
  /** The step it waits at, and the deciders of its later steps (chains.ts). */
  step: number;
  chain: string[];
}

export type Decision = 'approve' | 'reject';

/** What a read check needs of a request: its requester and the fields a decider rule picks by (a ticket's category). */
export type ReadableRequest = { readonly employeeId: number } & Readonly<Record<string, unknown>>;

/** The read check of a family the reporting manager decides: whoever may see the requester's records. */
export async function requesterRecordsReader(executor: Executor, actor: AuthUser, request: ReadableRequest): Promise<boolean> {
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

/**
 * A request family as the server keeps it: the shared declaration (statuses, decision paths, deciders,
 * the item), and what only the server knows: its table, the words of its notifications, where they link,
 * how it answers one request, and the effects of a decision. The family registry (src/request-families.ts)
 * lists them; the lifecycle, the decision endpoints and the timeline are built from it.
 */
export interface ServerRequestFamily<Row extends RequestRow = RequestRow, Item = unknown> {
  readonly declaration: RequestFamily<z.ZodType<Item>>;
  /** Audit entity name, e.g. 'event-request'. */
  readonly entity: string;
  readonly table: RequestTable;
  /** A short phrase for notifications: "Casual Leave from November 24, 2026 to November 25, 2026 (2 days)". */
  describe(row: Row): string;
  /** The web app's routes the notifications link to, for the requester and for the deciders. */
  links(row: Row): { requester: string; decider: string };
  /**
   * When an open request is overdue for a reminder to its deciders, for a family that keeps its own due time
   * (a ticket's due by); the others wait REMINDER_AFTER_WORKING_DAYS working days (requests/reminders.ts).
   */
  readonly overdueColumn?: AnyPgColumn;
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
  deciderNote?(tx: Tx, row: Row): Promise<string | undefined>;
  /**
   * Effects of a decision, in the same transaction (balances, punches). `body` is the decision's body as
   * the family declared it (approveBodies), for an approval that records something.
   */
  onDecided?(tx: Tx, row: Row, decision: Decision, actor: AuthUser, body?: unknown): Promise<void>;
  /** Effects of a cancellation by the requester, in the same transaction. */
  onCancelled?(tx: Tx, row: Row): Promise<void>;
  /** The family's newest entries in an employee's request timeline and how many there are, for families shown there. */
  timeline?(executor: Executor, employeeId: number, query: TimelineQuery): Promise<{ items: TMergedRequest[]; total: number }>;
}
