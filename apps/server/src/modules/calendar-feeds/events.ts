import { addDays } from '@staffdesk/shared/dates';
import type { ApprovedRequest } from '../absences/approved-events';
import type { Holiday } from '../calendar/holidays';

/** One all-day event of a feed: `end` is the day after the last, as iCalendar's DTEND of a date is exclusive. */
export interface FeedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

export interface FeedCalendar {
  name: string;
  stamp: Date;
  events: FeedEvent[];
}

const HALVES: Record<string, string> = { FIRST_HALF: ' (first half)', SECOND_HALF: ' (second half)' };

/** The owner's own requests by their type ("Casual Leave"); a reportee's with their name first. */
function requestEvent(ownerId: number, r: ApprovedRequest): FeedEvent {
  const what = `${r.typeLabel}${HALVES[r.halfDay] ?? ''}`;
  return {
    uid: `${r.isLeave ? 'leave' : 'wfh'}-${r.id}@staffdesk`,
    start: r.fromDate,
    end: addDays(r.toDate, 1),
    summary: r.employeeId === ownerId ? what : `${r.employeeName} — ${what}`,
  };
}

/** A holiday's uid is its date, which no two holidays share. */
function holidayEvent(h: Holiday): FeedEvent {
  return {
    uid: `holiday-${h.date}@staffdesk`,
    start: h.date,
    end: addDays(h.date, 1),
    summary: h.optional ? `${h.name} (optional holiday)` : h.name,
  };
}

export function feedEvents(input: {
  ownerId: number;
  ownerName: string;
  requests: readonly ApprovedRequest[];
  holidays: readonly Holiday[];
  stamp: Date;
}): FeedCalendar {
  const events = [
    ...input.requests.map((r) => requestEvent(input.ownerId, r)),
    ...input.holidays.map(holidayEvent),
  ].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
  return { name: `Staffdesk — ${input.ownerName}`, stamp: input.stamp, events };
}
