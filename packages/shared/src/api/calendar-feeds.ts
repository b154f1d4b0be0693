import { ZIdParamsSchema } from '../schemas/common';
import {
  MAX_CALENDAR_FEEDS,
  ZCalendarFeedListSchema,
  ZCalendarFeedTokenParamsSchema,
  ZCreatedCalendarFeedSchema,
} from '../schemas/calendar-feeds';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** Calendar feeds (issue 45): made, listed and revoked by their owner; read by a calendar app with the secret address. */
export const calendarFeedsApi = defineEndpoints(TAGS.calendarFeeds, {
  calendarFeeds: {
    method: 'GET',
    path: '/calendar-feeds',
    access: 'signed-in',
    summary: 'Your calendar feeds that are not revoked, newest first (never their addresses)',
    success: { status: 200, description: 'The feeds.', schema: ZCalendarFeedListSchema },
  },
  createCalendarFeed: {
    method: 'POST',
    path: '/calendar-feeds',
    access: 'signed-in',
    summary: 'Make a calendar feed and answer its secret address, the only time it is shown',
    description:
      'The address is the credential: anyone who has it reads the feed, so it is stored only as its SHA-256. ' +
      `At most ${MAX_CALENDAR_FEEDS} feeds at a time.`,
    success: { status: 201, description: 'The feed and its address.', schema: ZCreatedCalendarFeedSchema },
    errors: { 400: `You have ${MAX_CALENDAR_FEEDS} feeds already: revoke one first.` },
  },
  revokeCalendarFeed: {
    method: 'DELETE',
    path: '/calendar-feeds/{id}',
    access: 'signed-in',
    summary: 'Revoke one of your calendar feeds: its address answers 404 from then on',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Revoked.' },
    errors: { 404: 'No such feed of yours.' },
  },
  calendarFeed: {
    method: 'GET',
    path: '/calendar-feeds/{token}.ics',
    access: 'public',
    summary: 'The feed as iCalendar (RFC 5545), for a calendar app to subscribe to',
    description:
      'No session: the secret address is the credential. All-day events for approved leave and work from home, ' +
      "the holidays, and for a manager their reportees' approved leave, from 90 days back to 365 ahead.",
    params: ZCalendarFeedTokenParamsSchema,
    success: { status: 200, description: 'The calendar.', contentType: 'text/calendar' },
    errors: { 404: 'No such feed: it was revoked, or its owner is no longer active.' },
  },
});
