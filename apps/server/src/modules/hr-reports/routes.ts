import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { hrDashboard } from './dashboard';
import { leaveReport, leaveReportCsv } from './leaves';
import { assetReport, assetReportCsv, reimbursementsCsv } from './service';

const csv = (reply: FastifyReply, name: string, rows: AsyncGenerator<string>) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(rows));

/** The HR reports: the month's reimbursements (CSV), assets issued per employee and leave per employee in a month (JSON and CSV). */
export function hrReportRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, hrReportsApi, {
      reimbursementsCsv: ({ query, reply }) =>
        csv(reply, `reimbursements-${query.monthYear}.csv`, reimbursementsCsv(deps.db, query.monthYear)),
      assetReport: () => assetReport(deps.db),
      assetReportCsv: ({ reply }) => csv(reply, 'assets.csv', assetReportCsv(deps.db)),
      leaveReport: ({ query }) => leaveReport(deps.db, query.monthYear),
      hrDashboard: ({ user }) => hrDashboard(deps.db, user),
      leaveReportCsv: ({ query, reply }) =>
        csv(reply, `leaves-${query.monthYear}.csv`, leaveReportCsv(deps.db, query.monthYear)),
    });
  };
}
