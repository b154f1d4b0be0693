import type { ComponentType, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { ZodString } from 'zod';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';

/**
 * A request family as the web app shows it: the shared declaration (its decision endpoints, statuses and
 * deciders), and what only the screens know: the words, the columns, and how its lists are fetched. The
 * approvals screens and the "my requests" pages read the registry of these (app/request-families.ts) and
 * never name a family. docs/decisions/006 has the recipe for a new one.
 */

/** What every request of every family has, as the lists show it. */
export interface RequestItem {
  id: number;
  employeeId: number;
  employeeName: string;
  status: string;
  /** Why it was asked; a family without one (documents) leaves it out, and its lists show no reason column. */
  reason?: string;
  remark: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  createdAt: string;
  /** It waited twice its family's limit and went to the next decider up as well. */
  escalated: boolean;
  /** The step it waits at (1 for the first), and the deciders of its later steps (empty: one step). */
  step: number;
  chain: string[];
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of a list, as the data table asks for it. */
export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
}

/** A filter of a "my requests" list beside the status: a name the API takes, and the choices. */
export interface OwnListFilter {
  name: string;
  label: string;
  allLabel: string;
  useOptions: () => readonly { value: string; label: string }[];
}

/** The requester's own list of a family: its screen, words, columns, and the page it fetches. */
export interface OwnRequestList<Item extends RequestItem> {
  /** The screen of the route table that shows it. */
  path: string;
  title: string;
  description: string;
  newRequest: { path: string; label: string };
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyHint: string;
  /** What was asked and when, in front of the columns every request has (reason, status, dates, decision). */
  columns: readonly DataTableColumn<Item>[];
  filters?: readonly OwnListFilter[];
  fetch: (query: ListQuery & { status?: string; filters: Record<string, string | undefined> }) => Promise<Page<Item>>;
  /** Whether the requester may withdraw it; while it is open unless said (leave: also approved, before it begins). */
  mayCancel?: (item: Item) => boolean;
  cancelDialog: (item: Item) => { title: string; description: string; confirmLabel: string };
  cancelledMessage: string;
}

export interface WebRequestFamily<Item extends RequestItem = RequestItem> {
  /** Names the family in URLs and query keys: 'leave', 'wfh'. */
  key: string;
  declaration: RequestFamily;
  /** The approvals screen that decides it. */
  area: 'self-service' | 'hr' | 'it';
  /** Its tab on that screen, and its requests in the plural: 'Leave', 'leave requests'. */
  label: string;
  noun: string;
  /** "Casual Leave (January 05, 2026)": names a request for the buttons and checkboxes of a screen reader. */
  describe: (item: Item) => string;
  /** Whether its requests carry a reason (the lists' reason column); true unless said otherwise. */
  hasReason?: boolean;
  /** What the deciders see of a request beside its requester and when it was sent. */
  approvalColumns: readonly DataTableColumn<Item>[];
  /** The requests waiting for the viewer's decision, a page at a time. */
  queue: (query: ListQuery) => Promise<Page<Item>>;
  /** How the queue is first sorted (newest first unless said: tickets go oldest due first). */
  queueSort?: TableSort;
  /** The heading of the `reason` column ('Reason' unless said) and the hint of an empty queue. */
  reasonLabel?: string;
  emptyQueueHint?: string;
  /** Queries of other screens that a decision or a cancellation changes (balances, the calendar). */
  affects: readonly (readonly unknown[])[];
  own?: OwnRequestList<Item>;
  /** What a decider looks at before deciding one request (its receipts, say), shown in the decision dialog. */
  details?: (item: Item) => ReactNode;
  /**
   * What an approval records (an asset request: the asset's tag and serial number), asked in the dialog
   * and sent in the approval's body. Such requests are approved one at a time.
   */
  approveFields?: readonly ApproveField[];
  /** What follows a decision, shown under the queue on the family's tab (approved claims to pay). */
  FollowUp?: ComponentType;
  /**
   * The queue's own words, for a family whose screen had them (timesheet weeks): its table's name, its search
   * box, its empty state, and what one of its requests is called ("week", "weeks"). With them the family's
   * decisions are counted in those words ("3 Weeks", "This Week"), and a single decision's outcome stays in the
   * status line above the queue too ("1 week approved."); a step's action (QueueAction) only names its requests so.
   */
  queueWords?: QueueWords;
}

export interface QueueWords {
  label: string;
  search: string;
  empty: string;
  one: string;
  many: string;
  /** Said when the queue could not be loaded; "Pending {noun} could not be loaded." unless said. */
  error?: string;
}

export interface ApproveField {
  /** The name of the field in the approval's body. */
  name: string;
  label: string;
  /** Said when it is left empty: "Give the asset tag." */
  required: string;
  /** The rest of its rule as the API states it: its messages, and its length. */
  schema?: ZodString;
  /** Said under it while nothing is wrong, for one request or several chosen at once. */
  hint?: (bulk: boolean) => string;
}

/**
 * A step after a family's decision with a queue of its own (finance paying approved claims): its one action
 * takes the place of approve and reject, on one request or several at once, and asks the same of each (the
 * payment reference). The queue lists the requests it waits for as a family does (a `WebRequestFamily` of
 * them); they are decided already, so the queue shows no step, escalation, submission, history nor trail, and
 * a notification's link, which names a request still to decide, is not for it. Its outcomes name a request as
 * that list does: "Claim marked paid.", "2 claims", "2 marked paid.".
 */
export interface QueueAction {
  /** Its button on a row ("Mark paid") and on a selection ("Mark selected paid"), and their icon (the empty queue's too). */
  verb: string;
  selectedVerb: string;
  icon: LucideIcon;
  /** What was done, in an outcome: "marked paid". */
  past: string;
  /** Why several are chosen at once: "Select claims paid with one transfer to mark them together." */
  selectionHint: string;
  /** The dialog: its title for whom it acts on ("Mark 2 claims Paid?"), what it says, and what it asks. */
  title: (subject: string) => string;
  description: string;
  fields: readonly ApproveField[];
  /** The calls: for one request, and for several at once, answered per id. */
  send: (id: number, values: Record<string, string>) => Promise<RequestItem>;
  sendMany: (ids: number[], values: Record<string, string>) => Promise<TBulkDecisionResponse>;
}

/** Every query of the request screens starts with this key: a decision or cancellation refreshes them all. */
export const REQUESTS_KEY = ['requests'] as const;

/** A list's sort key or status as one of those its endpoint takes (the columns and filters offer only those). */
export function oneOf<const S extends string>(allowed: readonly S[], value: string | undefined): S | undefined {
  return allowed.find((s) => s === value);
}
