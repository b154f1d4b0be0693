import { z } from 'zod';

/**
 * Calendar feeds (issue 45): a secret address that a calendar app subscribes to, showing your approved leave and
 * work from home, the holidays, and a manager's reportees' approved leave. The address is the credential, since a
 * calendar app cannot sign in: it is shown once and revoked from Settings.
 */
export const MAX_CALENDAR_FEEDS = 5;

/** The days a feed shows, around today in the owner's office time. */
export const CALENDAR_FEED_WINDOW = { daysBack: 90, daysAhead: 365 } as const;

export const ZCalendarFeedSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** When a calendar app last read it; null until then. */
  lastUsedAt: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeedSchema>;

export const ZCalendarFeedListSchema = z.array(ZCalendarFeedSchema);

/** The only answer that holds the secret address. */
export const ZCreatedCalendarFeedSchema = z.object({ id: z.number().int(), url: z.string() });
export type TCreatedCalendarFeed = z.infer<typeof ZCreatedCalendarFeedSchema>;

/** 32 random bytes in base64url: anything else names no feed, and is not looked up. */
export const ZCalendarFeedTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This is not the address of a calendar feed: copy it again from Settings.'),
});
