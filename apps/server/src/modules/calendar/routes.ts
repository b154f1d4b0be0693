import type { FastifyPluginAsync } from 'fastify';
import { holidaysApi } from '@staffdesk/shared/api/attendance';
import { yearOf, todayIn, DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createHoliday, deleteHoliday, holidaysOfYear, updateHoliday } from './holidays';

export function calendarRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, holidaysApi, {
      holidays: ({ user, query }) =>
        holidaysOfYear(db, query.year ?? yearOf(todayIn(user.employee?.timeZone ?? DEFAULT_TIME_ZONE))),
      createHoliday: ({ user, body }) => createHoliday(db, user, body),
      updateHoliday: ({ user, params, body }) => updateHoliday(db, user, params.id, body),
      deleteHoliday: ({ user, params }) => deleteHoliday(db, user, params.id),
    });
  };
}
