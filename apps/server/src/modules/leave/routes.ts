import type { FastifyPluginAsync } from 'fastify';
import { balancesApi, eventRequestsApi, leaveDashboardApi, leaveSummariesApi } from '@staffdesk/shared/api/leave';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createBalanceService } from './balances';
import { createEventRequestService } from './event-requests';
import { createLeaveSummaryService } from './summaries';

export function leaveRoutes(deps: AppDeps): FastifyPluginAsync {
  const balances = createBalanceService(deps);
  const requests = createEventRequestService(deps, balances);
  const summaries = createLeaveSummaryService(deps, balances);
  return async (app) => {
    registerEndpoints(app, balancesApi, {
      ownBalances: ({ user, query }) => balances.ownBalances(user, query.year),
      eventTypes: () => balances.types(),
      employeeBalances: ({ user, params, query }) => balances.employeeBalances(user, params.id, query.year),
      balanceOfType: ({ user, params, query }) => balances.balanceOfType(user, params.id, query.year),
      balance: ({ user, params }) => balances.balance(user, params.id),
      updateBalance: ({ user, params, body }) => balances.updateBalance(user, params.id, body),
      updateEmployeeBalance: ({ user, params, body }) => balances.updateEmployeeBalance(user, params.id, body),
    });

    registerEndpoints(app, eventRequestsApi, {
      createEventRequest: ({ user, body }) => requests.create(user, body),
      allEventRequests: ({ query }) => requests.allRequests(query),
      ownEventRequests: ({ user, query }) => requests.ownRequests(user, query),
      teamEventRequests: ({ user, query }) => requests.reporteeRequests(user, query),
      employeeEventRequests: ({ user, params, query }) => requests.employeeRequests(user, params.id, query),
    });

    registerEndpoints(app, leaveSummariesApi, {
      leaveSummary: ({ user }) => summaries.leaveSummary(user),
      leaveStatistics: ({ user, query }) => summaries.ownStatistics(user, query.year),
      reporteeLeaveStatistics: ({ user, params, query }) => summaries.reporteeStatistics(user, params.id, query.year),
    });

    registerEndpoints(app, leaveDashboardApi, {
      leaveDashboard: ({ user }) => summaries.ownDashboard(user),
      reporteeLeaveDashboard: ({ user, params }) => summaries.reporteeDashboard(user, params.id),
    });
  };
}
