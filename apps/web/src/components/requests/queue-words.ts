import type { QueueAction, RequestItem, WebRequestFamily } from './request-family';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What a queue says: its table's words, how it names its requests, and what it says was done to them. */
export interface QueueSpeech<Item> {
  label: string;
  search: string;
  empty: string;
  error: string;
  selectionHint: string;
  /** "Rahul Verma's Casual Leave": a row's buttons and checkbox. */
  subject: (item: Item) => string;
  /** Whom the dialog of one request asks about: the request, or "This Week". */
  dialogSubject: (item: Item) => string;
  /** "3 requests", "3 Weeks", "3 claims": whom the dialog of a selection asks about. */
  count: (n: number) => string;
  /** What one request's outcome says ("Request approved.", "1 week approved.", "Claim marked paid."). */
  doneWithOne: (past: string) => string;
  /** Whether the status line keeps that outcome as well as the toast. */
  keepsOne: boolean;
  /** What a bulk outcome counts in ("2 weeks approved."), if it names the requests. */
  counted?: { one: string; many: string };
}

/**
 * The words of a family's queue: its own where it has them (timesheet weeks, decided in them), else every
 * queue's ("Pending leave requests", "3 requests"); a step's action names its requests as its list does.
 */
export function queueSpeech<Item extends RequestItem>(
  family: WebRequestFamily<Item>,
  action?: QueueAction,
): QueueSpeech<Item> {
  const words = family.queueWords;
  const open = capitalized(family.declaration.statuses[0].toLowerCase());
  const table = {
    label: words?.label ?? `${open} ${family.noun}`,
    search: words?.search ?? 'Search by requester',
    empty: words?.empty ?? `No ${open.toLowerCase()} ${family.noun}.`,
    error: words?.error ?? `${open} ${family.noun} could not be loaded.`,
  };
  const subject = (item: Item) => `${item.employeeName}'s ${family.describe(item)}`;
  if (words && !action) {
    return {
      ...table,
      selectionHint: `Select ${words.many} to decide several at once.`,
      subject,
      dialogSubject: () => `This ${capitalized(words.one)}`,
      count: (n) => `${n} ${capitalized(n === 1 ? words.one : words.many)}`,
      doneWithOne: (past) => `1 ${words.one} ${past}.`,
      keepsOne: true,
      counted: words,
    };
  }
  const one = words?.one ?? 'request';
  const many = words?.many ?? 'requests';
  return {
    ...table,
    selectionHint: action?.selectionHint ?? `Select ${many} to decide several at once.`,
    subject,
    dialogSubject: subject,
    count: (n) => `${n} ${n === 1 ? one : many}`,
    doneWithOne: (past) => `${capitalized(one)} ${past}.`,
    keepsOne: false,
  };
}
