import type { FastifyPluginAsync } from 'fastify';
import { thisWeekApi } from '@staffdesk/shared/api/employees';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { thisWeek } from './this-week';

/** The dashboard's cards that belong to no one module: they read the calendar and the people through their functions. */
export function dashboardRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, thisWeekApi, {
      thisWeek: ({ user }) => thisWeek(deps.db, user),
    });
  };
}
