import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import { attendanceDashboardApi, attendanceExportApi, punchesApi } from '@staffdesk/shared/api/attendance';
import { regularizationsApi } from '@staffdesk/shared/api/regularizations';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { attendanceCsv } from './csv';
import { createRegularizationService } from './regularizations';
import { createAttendanceService } from './service';

export function attendanceRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createAttendanceService(deps);
  const regularizations = createRegularizationService(deps);
  return async (app) => {
    registerEndpoints(app, punchesApi, {
      punch: ({ user, body }) => service.punch(user, body),
      ownPunches: ({ user, query }) => service.ownEvents(user, query),
      calendar: ({ user, query }) => service.calendar(user, query),
      status: ({ user }) => service.status(user),
      teamMissingDays: ({ user, query }) => service.missingOfReportees(user, query),
      missingDays: ({ user, params, query }) => service.missingOfEmployee(user, params.id, query),
      officeHours: ({ user, params }) => service.officeHours(user, params.id),
      employeePunches: ({ user, params, query }) => service.employeeEvents(user, params.id, query),
      punchById: ({ user, params }) => service.event(user, params.id),
    });

    registerEndpoints(app, regularizationsApi, {
      createRegularization: ({ user, body }) => regularizations.create(user, body),
      allRegularizations: ({ query }) => regularizations.all(query),
      ownRegularizations: ({ user, query }) => regularizations.own(user, query),
      teamRegularizations: ({ user, query }) => regularizations.ofReportees(user, query),
      regularization: ({ user, params }) => regularizations.get(user, params.id),
    });

    registerEndpoints(app, attendanceDashboardApi, {
      attendanceDashboard: ({ user }) => service.ownDashboard(user),
      reporteeAttendanceDashboard: ({ user, params, query }) => service.reporteeDashboard(user, params.id, query.selectedMonthYear),
      teamToday: ({ user }) => service.teamToday(user),
    });

    registerEndpoints(app, attendanceExportApi, {
      attendanceCsv: ({ query, reply }) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="attendance-${query.monthYear}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(attendanceCsv(deps.db, query.monthYear, new Date(), query.department))),
    });
  };
}
