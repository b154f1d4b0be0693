import type { FastifyPluginAsync } from 'fastify';
import { balancesApi, eventRequestFamily, eventRequestsApi, leaveDashboardApi, leaveSummariesApi } from '@staffdesk/shared/api/leave';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { registerDecisionRoutes } from '../requests/routes';
import { createLeaveService } from './service';

export function leaveRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createLeaveService(deps);
  return async (app) => {
    registerEndpoints(app, balancesApi, {
      ownBalances: ({ user, query }) => service.ownBalances(user, query.year),
      eventTypes: () => service.types(),
      employeeBalances: ({ user, params, query }) => service.employeeBalances(user, params.id, query.year),
      balanceOfType: ({ user, params, query }) => service.balanceOfType(user, params.id, query.year),
      balance: ({ user, params }) => service.balance(user, params.id),
      updateBalance: ({ user, params, body }) => service.updateBalance(user, params.id, body),
    });

    registerEndpoints(app, eventRequestsApi, {
      createEventRequest: ({ user, body }) => service.create(user, body),
      allEventRequests: ({ query }) => service.allRequests(query),
      ownEventRequests: ({ user, query }) => service.ownRequests(user, query),
      teamEventRequests: ({ user, query }) => service.reporteeRequests(user, query),
      employeeEventRequests: ({ user, params, query }) => service.employeeRequests(user, params.id, query),
      requestTimeline: ({ user, params, query }) => service.merged(user, params.id, query),
    });
    registerDecisionRoutes(app, eventRequestFamily, service);

    registerEndpoints(app, leaveSummariesApi, {
      leaveSummary: ({ user }) => service.leaveSummary(user),
      leaveStatistics: ({ user, query }) => service.ownStatistics(user, query.year),
      reporteeLeaveStatistics: ({ user, params, query }) => service.reporteeStatistics(user, params.id, query.year),
    });

    registerEndpoints(app, leaveDashboardApi, {
      leaveDashboard: ({ user }) => service.ownDashboard(user),
      reporteeLeaveDashboard: ({ user, params }) => service.reporteeDashboard(user, params.id),
    });
  };
}
