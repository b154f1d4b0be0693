import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import { CALENDAR_FEED_WINDOW, MAX_CALENDAR_FEEDS, type TCalendarFeed } from '@staffdesk/shared/schemas/calendar-feeds';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, notFound } from '../../errors';
import { opaqueToken, tokenHash } from '../auth/sessions';
import { isActiveUser, userName } from '../users/people';
import { employeeInfo } from '../organisation/employees';
import { holidaysBetween } from '../calendar/holidays';
import { approvedRequestsOfTeam } from '../absences/approved-events';
import { feedEvents, type FeedCalendar } from './events';

const live = isNull(calendarFeeds.revokedAt);
const NO_SUCH_FEED = 'No such calendar feed: it was revoked, or its address is wrong. Make a new one in Settings.';

/** A new feed and its token, which exists nowhere else once answered. */
export async function createFeed(db: Db, actor: AuthUser): Promise<{ id: number; token: string }> {
  return db.transaction(async (tx) => {
    // One creation at a time per owner, so that two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('calendar_feeds'), ${actor.id}::int)`);
    const [held] = await tx
      .select({ n: count() })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.ownerId, actor.id), live));
    if ((held?.n ?? 0) >= MAX_CALENDAR_FEEDS)
      throw badRequest(`You have ${MAX_CALENDAR_FEEDS} calendar feeds already: revoke one you no longer use first.`);
    const token = opaqueToken();
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ ownerId: actor.id, tokenHash: tokenHash(token) })
      .returning({ id: calendarFeeds.id });
    return { id: row!.id, token };
  });
}

export async function listFeeds(db: Db, actor: AuthUser): Promise<TCalendarFeed[]> {
  const rows = await db
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.ownerId, actor.id), live))
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/** 404 for a feed of someone else's, so that nobody learns which ids exist. */
export async function revokeFeed(db: Db, actor: AuthUser, id: number): Promise<void> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.ownerId, actor.id), live))
    .returning({ id: calendarFeeds.id });
  if (!row) throw notFound('No such calendar feed of yours: it may be revoked already.');
}

/**
 * What a feed's address shows, read without a session: the token is the credential. A revoked feed, and every
 * feed of an owner no longer active, answers 404.
 */
export async function feedCalendar(db: Db, token: string, now = new Date()): Promise<FeedCalendar> {
  const [feed] = await db
    .select({ id: calendarFeeds.id, ownerId: calendarFeeds.ownerId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash(token)), live));
  if (!feed || !(await isActiveUser(db, feed.ownerId))) throw notFound(NO_SUCH_FEED);
  const [ownerName, owner] = await Promise.all([userName(db, feed.ownerId), employeeInfo(db, feed.ownerId)]);
  const today = todayIn(owner?.timeZone ?? DEFAULT_TIME_ZONE, now);
  const from = addDays(today, -CALENDAR_FEED_WINDOW.daysBack);
  const to = addDays(today, CALENDAR_FEED_WINDOW.daysAhead);
  const [requests, holidays] = await Promise.all([
    approvedRequestsOfTeam(db, feed.ownerId, from, to),
    holidaysBetween(db, from, to),
  ]);
  await db.update(calendarFeeds).set({ lastUsedAt: now }).where(eq(calendarFeeds.id, feed.id));
  return feedEvents({ ownerId: feed.ownerId, ownerName, requests, holidays, stamp: now });
}
