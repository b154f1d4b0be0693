import ical from 'ical-generator';
import type { FeedCalendar } from './events';

/**
 * The feed as iCalendar (RFC 5545) through ical-generator, which escapes text and folds lines at 75 octets.
 * Dates go in as `YYYY-MM-DD` strings with no time zone, so each is written as the same DATE value.
 */
export function icsOf(calendar: FeedCalendar): string {
  const cal = ical({
    name: calendar.name,
    prodId: { company: 'Staffdesk', product: 'Staffdesk', language: 'EN' },
  });
  for (const event of calendar.events)
    cal.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      allDay: true,
      summary: event.summary,
      stamp: calendar.stamp,
    });
  // Every content line ends with CRLF, the last one too.
  return `${cal.toString()}\r\n`;
}
