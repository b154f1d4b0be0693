import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@staffdesk/shared/constants';
import { calendarFeedsApi } from '@staffdesk/shared/api/calendar-feeds';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { icsOf } from './ics';
import { createFeed, feedCalendar, listFeeds, revokeFeed } from './service';

/** The address a calendar app subscribes to, on the host the owner reached us by (behind a proxy, as it says). */
const feedUrl = (request: FastifyRequest, token: string) =>
  `${request.protocol}://${request.host}${API_PREFIX}${calendarFeedsApi.calendarFeed.path.replace('{token}', token)}`;

export function calendarFeedRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, calendarFeedsApi, {
      calendarFeeds: ({ user }) => listFeeds(db, user),
      createCalendarFeed: async ({ user, request }) => {
        const { id, token } = await createFeed(db, user);
        return { id, url: feedUrl(request, token) };
      },
      revokeCalendarFeed: ({ user, params }) => revokeFeed(db, user, params.id),
      calendarFeed: async ({ params, reply }) =>
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="staffdesk.ics"')
          .send(icsOf(await feedCalendar(db, params.token))),
    });
  };
}
