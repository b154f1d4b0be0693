import type { FastifyPluginAsync } from 'fastify';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { approveWeeks, dayAction, ownWeek, refuseOwnDecision, reporteeWeek } from './day-actions';
import { createEntry, listEntries, removeEntry, updateEntry } from './entries';
import { pendingWeeks } from './requests';
import { calendarSummary, saveWeek, timesheetDay, timesheetWeek } from './week';

/**
 * The timesheet screen's calls: entries, week, month, locking and deciding days. The week and day calls decide
 * the same requests as the family's own decision paths (modules/requests).
 */
export function timesheetRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, timesheetsApi, {
      timesheetEntries: ({ user, query }) => listEntries(db, user, query),
      createTimesheetEntry: ({ user, body }) => createEntry(db, user, body),
      updateTimesheetEntry: ({ user, params, body }) => updateEntry(db, user, params.id, body),
      deleteTimesheetEntry: ({ user, params }) => removeEntry(db, user, params.id),
      timesheetWeek: ({ user, query }) => timesheetWeek(db, user, query),
      timesheetDay: ({ user, query }) => timesheetDay(db, user, query),
      saveTimesheetWeek: ({ user, body }) => saveWeek(db, user, body),
      timesheetCalendarSummary: ({ user, query }) => calendarSummary(db, user, query),
      lockTimesheetWeek: ({ user, query }) => ownWeek(deps, user, query, 'lock'),
      lockReporteeTimesheetWeek: ({ user, params, query }) => reporteeWeek(deps, user, params.id, query, 'lock'),
      unlockTimesheetWeek: ({ user, query }) => ownWeek(deps, user, query, 'unlock'),
      unlockReporteeTimesheetWeek: ({ user, params, query }) => reporteeWeek(deps, user, params.id, query, 'unlock'),
      approveTimesheetWeek: () => refuseOwnDecision(),
      approveReporteeTimesheetWeek: ({ user, params, query }) => reporteeWeek(deps, user, params.id, query, 'approve'),
      unapproveTimesheetWeek: () => refuseOwnDecision(),
      unapproveReporteeTimesheetWeek: ({ user, params, query }) =>
        reporteeWeek(deps, user, params.id, query, 'unapprove'),
      lockTimesheetDay: ({ user, query }) => dayAction(deps, user, undefined, query.date, 'lock'),
      unlockTimesheetDay: ({ user, query }) => dayAction(deps, user, undefined, query.date, 'unlock'),
      approveTimesheetDay: ({ user, params, query }) => dayAction(deps, user, params.id, query.date, 'approve'),
      unapproveTimesheetDay: ({ user, params, query }) => dayAction(deps, user, params.id, query.date, 'unapprove'),
      pendingTimesheetWeeks: ({ user, query }) => pendingWeeks(db, user, query),
      approveTimesheetWeeks: ({ user, body }) => approveWeeks(deps, user, body.weeks),
    });
  };
}
