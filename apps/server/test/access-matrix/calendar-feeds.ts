import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../src/db/schema/calendar-feeds';
import {
  everyone,
  isOwner,
  made,
  seenBy,
  OWNER,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

/** A new feed of the owner's; the address's token is the id of the route that reads it. */
async function feed(ctx: MatrixContext): Promise<MatrixRecord & { token: string }> {
  const { id, url } = await made<{ id: number; url: string }>(ctx, OWNER, 'POST', '/api/calendar-feeds');
  const token = new URL(url).pathname
    .split('/')
    .pop()!
    .replace(/\.ics$/, '');
  return { id, token, state: () => ctx.t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id)) };
}

/**
 * Issue 45: only the owner revokes a feed (404 for everyone else); its address needs no session, so it answers
 * whoever holds it, signed in as anyone or not at all.
 */
export const calendarFeedsMatrix: MatrixFamily = {
  name: 'calendar feeds',
  routes: [
    { route: 'DELETE /calendar-feeds/{id}', record: feed, expect: seenBy(isOwner, 204) },
    {
      route: 'GET /calendar-feeds/{token}.ics',
      record: async (ctx) => {
        const { token, state } = await feed(ctx);
        return { id: token, state };
      },
      expect: seenBy(everyone),
    },
  ],
};
