import type { FastifyPluginAsync } from 'fastify';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createTimesheetService } from './service';

export function timesheetRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createTimesheetService(deps);
  return async (app) => {
    registerEndpoints(app, timesheetsApi, {
      timesheetEntries: ({ user, query }) => service.list(user, query),
      createTimesheetEntry: ({ user, body }) => service.create(user, body),
      updateTimesheetEntry: ({ user, params, body }) => service.update(user, params.id, body),
      deleteTimesheetEntry: ({ user, params }) => service.remove(user, params.id),
      timesheetWeek: ({ user, query }) => service.week(user, query),
      timesheetDay: ({ user, query }) => service.day(user, query),
      saveTimesheetWeek: ({ user, body }) => service.saveWeek(user, body),
      timesheetCalendarSummary: ({ user, query }) => service.calendarSummary(user, query),
      lockTimesheetWeek: ({ user, query }) => service.ownWeek(user, query, 'lock'),
      lockReporteeTimesheetWeek: ({ user, params, query }) => service.reporteeWeek(user, params.id, query, 'lock'),
      unlockTimesheetWeek: ({ user, query }) => service.ownWeek(user, query, 'unlock'),
      unlockReporteeTimesheetWeek: ({ user, params, query }) => service.reporteeWeek(user, params.id, query, 'unlock'),
      approveTimesheetWeek: () => service.refuseOwnDecision(),
      approveReporteeTimesheetWeek: ({ user, params, query }) => service.reporteeWeek(user, params.id, query, 'approve'),
      unapproveTimesheetWeek: () => service.refuseOwnDecision(),
      unapproveReporteeTimesheetWeek: ({ user, params, query }) => service.reporteeWeek(user, params.id, query, 'unapprove'),
      lockTimesheetDay: ({ user, query }) => service.dayAction(user, undefined, query.date, 'lock'),
      unlockTimesheetDay: ({ user, query }) => service.dayAction(user, undefined, query.date, 'unlock'),
      approveTimesheetDay: ({ user, params, query }) => service.dayAction(user, params.id, query.date, 'approve'),
      unapproveTimesheetDay: ({ user, params, query }) => service.dayAction(user, params.id, query.date, 'unapprove'),
      pendingTimesheetWeeks: ({ user, query }) => service.pending(user, query),
      approveTimesheetWeeks: ({ user, body }) => service.approveWeeks(user, body.weeks),
    });
  };
}
