import type { z } from 'zod';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { MergedRequestKind, TMergedRequest } from '@staffdesk/shared/schemas/leave';
import type { Executor, Tx } from '../../db/client';
import type { AuthUser } from '../../access';

/** The columns of requestColumns() (db/schema/requests.ts) that the lifecycle reads and writes. */
export interface RequestTable extends PgTable {
  id: AnyPgColumn;
  employeeId: AnyPgColumn;
  status: AnyPgColumn;
  decidedBy: AnyPgColumn;
  decidedAt: AnyPgColumn;
  remark: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

export interface RequestRow {
  id: number;
  employeeId: number;
  status: string;
}

export type Decision = 'approve' | 'reject';

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
  /** One request as the API answers it. */
  view(executor: Executor, id: number): Promise<Item>;
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
