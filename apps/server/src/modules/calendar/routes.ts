import type { FastifyPluginAsync } from 'fastify';
import { holidaysApi } from '@staffdesk/shared/api/attendance';
import { yearOf, todayIn, DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createHolidayService } from './holidays';

export function calendarRoutes(deps: AppDeps): FastifyPluginAsync {
  const holidays = createHolidayService(deps);
  return async (app) => {
    registerEndpoints(app, holidaysApi, {
      holidays: ({ user, query }) => holidays.holidaysOfYear(query.year ?? yearOf(todayIn(user.employee?.timeZone ?? DEFAULT_TIME_ZONE))),
      createHoliday: ({ user, body }) => holidays.createHoliday(user, body),
      updateHoliday: ({ user, params, body }) => holidays.updateHoliday(user, params.id, body),
      deleteHoliday: ({ user, params }) => holidays.deleteHoliday(user, params.id),
    });
  };
}
