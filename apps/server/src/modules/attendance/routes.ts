import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import { attendanceDashboardApi, attendanceExportApi, punchesApi } from '@staffdesk/shared/api/attendance';
import { regularizationsApi } from '@staffdesk/shared/api/regularizations';
import { attendanceCsvName } from '@staffdesk/shared/schemas/attendance';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { attachmentDisposition } from '../files/file-names';
import { attendanceCsv } from './csv';
import { calendar, officeHours, ownDashboard, reporteeDashboard, teamToday } from './day-views';
import { missingOfEmployee, missingOfReportees } from './missing-days';
import { employeeEvents, eventById, ownEvents, punch, punchStatus } from './punches';
import {
  allRegularizations,
  createRegularization,
  ownRegularizations,
  readRegularization,
  reporteeRegularizations,
} from './regularizations';

export function attendanceRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, punchesApi, {
      punch: ({ user, body }) => punch(db, user, body),
      ownPunches: ({ user, query }) => ownEvents(db, user, query),
      calendar: ({ user, query }) => calendar(db, user, query),
      status: ({ user }) => punchStatus(db, user),
      teamMissingDays: ({ user, query }) => missingOfReportees(db, user, query),
      missingDays: ({ user, params, query }) => missingOfEmployee(db, user, params.id, query),
      officeHours: ({ user, params }) => officeHours(db, user, params.id),
      employeePunches: ({ user, params, query }) => employeeEvents(db, user, params.id, query),
      punchById: ({ user, params }) => eventById(db, user, params.id),
    });

    registerEndpoints(app, regularizationsApi, {
      createRegularization: ({ user, body }) => createRegularization(deps, user, body),
      allRegularizations: ({ query }) => allRegularizations(db, query),
      ownRegularizations: ({ user, query }) => ownRegularizations(db, user, query),
      teamRegularizations: ({ user, query }) => reporteeRegularizations(db, user, query),
      regularization: ({ user, params }) => readRegularization(db, user, params.id),
    });

    registerEndpoints(app, attendanceDashboardApi, {
      attendanceDashboard: ({ user }) => ownDashboard(db, user),
      reporteeAttendanceDashboard: ({ user, params, query }) =>
        reporteeDashboard(db, user, params.id, query.selectedMonthYear),
      teamToday: ({ user }) => teamToday(db, user),
    });

    registerEndpoints(app, attendanceExportApi, {
      attendanceCsv: ({ query, reply }) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentDisposition(attendanceCsvName(query.monthYear, query.department)))
          .header('cache-control', 'no-store')
          .send(Readable.from(attendanceCsv(db, query.monthYear, new Date(), query.department))),
    });
  };
}
