import type { RequestItem, WebRequestFamily } from './request-family';

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
  /** "3 requests", "3 Weeks": whom the dialog of a selection asks about. */
  count: (n: number) => string;
  /** What one request's outcome says ("Request approved.", "1 week approved."). */
  doneWithOne: (past: string) => string;
  /** Whether the status line keeps that outcome as well as the toast. */
  keepsOne: boolean;
  /** What a bulk outcome counts in ("2 weeks approved."), if it names the requests. */
  counted?: { one: string; many: string };
}

/** The words of a family's queue: its own where it has them (timesheet weeks), else every queue's ("Pending leave requests", "3 requests"). */
export function queueSpeech<Item extends RequestItem>(family: WebRequestFamily<Item>): QueueSpeech<Item> {
  const words = family.queueWords;
  const open = capitalized(family.declaration.statuses[0].toLowerCase());
  const table = {
    label: words?.label ?? `${open} ${family.noun}`,
    search: words?.search ?? 'Search by requester',
    empty: words?.empty ?? `No ${open.toLowerCase()} ${family.noun}.`,
    error: `${open} ${family.noun} could not be loaded.`,
  };
  const subject = (item: Item) => `${item.employeeName}'s ${family.describe(item)}`;
  if (words) {
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
  return {
    ...table,
    selectionHint: 'Select requests to decide several at once.',
    subject,
    dialogSubject: subject,
    count: (n) => `${n} request${n === 1 ? '' : 's'}`,
    doneWithOne: (past) => `Request ${past}.`,
    keepsOne: false,
  };
}
