import type { FastifyPluginAsync } from 'fastify';
import { thisWeekApi } from '@staffdesk/shared/api/employees';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createThisWeekService } from './this-week';

/** The dashboard's cards that belong to no one module: they read the calendar and the people through their functions. */
export function dashboardRoutes(deps: AppDeps): FastifyPluginAsync {
  const week = createThisWeekService(deps);
  return async (app) => {
    registerEndpoints(app, thisWeekApi, {
      thisWeek: ({ user }) => week.thisWeek(user),
    });
  };
}
