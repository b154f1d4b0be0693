import type { FastifyPluginAsync } from 'fastify';
import {
  balancesApi,
  eventRequestsApi,
  leaveCalendarApi,
  leaveDashboardApi,
  leavePoliciesApi,
  leaveSummariesApi,
} from '@staffdesk/shared/api/leave';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import {
  balanceById,
  balanceOfType,
  employeeBalances,
  listEventTypes,
  ownBalances,
  updateBalance,
  updateEmployeeBalance,
} from './balances';
import { leaveCalendar } from './calendar';
import { adjustBalance, ledgerOf } from './ledger';
import { allRequests, employeeRequests, ownRequests, reporteeRequests } from './event-request-lists';
import { createEventRequest } from './event-requests';
import { createPolicy, listPolicies, policyById, updatePolicy } from './policy-versions';
import {
  leaveSummary,
  ownLeaveDashboard,
  ownStatistics,
  reporteeLeaveDashboard,
  reporteeStatistics,
} from './summaries';

export function leaveRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, balancesApi, {
      ownBalances: ({ user, query }) => ownBalances(db, user, query.year),
      eventTypes: () => listEventTypes(db),
      employeeBalances: ({ user, params, query }) => employeeBalances(db, user, params.id, query.year),
      balanceOfType: ({ user, params, query }) => balanceOfType(db, user, params.id, query.year),
      balance: ({ user, params }) => balanceById(db, user, params.id),
      balanceLedger: ({ user, params }) => ledgerOf(db, user, params.id),
      adjustBalance: ({ user, body }) => adjustBalance(deps, user, body),
      updateBalance: ({ user, params, body }) => updateBalance(db, user, params.id, body),
      updateEmployeeBalance: ({ user, params, body }) => updateEmployeeBalance(db, user, params.id, body),
    });

    registerEndpoints(app, eventRequestsApi, {
      createEventRequest: ({ user, body }) => createEventRequest(deps, user, body),
      allEventRequests: ({ query }) => allRequests(db, query),
      ownEventRequests: ({ user, query }) => ownRequests(db, user, query),
      teamEventRequests: ({ user, query }) => reporteeRequests(db, user, query),
      employeeEventRequests: ({ user, params, query }) => employeeRequests(db, user, params.id, query),
    });

    registerEndpoints(app, leaveSummariesApi, {
      leaveSummary: ({ user }) => leaveSummary(db, user),
      leaveStatistics: ({ user, query }) => ownStatistics(db, user, query.year),
      reporteeLeaveStatistics: ({ user, params, query }) => reporteeStatistics(db, user, params.id, query.year),
    });

    registerEndpoints(app, leaveCalendarApi, {
      leaveCalendar: ({ user, query }) => leaveCalendar(db, user, query),
    });

    registerEndpoints(app, leaveDashboardApi, {
      leaveDashboard: ({ user }) => ownLeaveDashboard(db, user),
      reporteeLeaveDashboard: ({ user, params }) => reporteeLeaveDashboard(db, user, params.id),
    });

    registerEndpoints(app, leavePoliciesApi, {
      leavePolicies: ({ user, query }) => listPolicies(db, user, query.type),
      createLeavePolicy: ({ user, body }) => createPolicy(db, user, body),
      leavePolicy: ({ user, params }) => policyById(db, user, params.id),
      updateLeavePolicy: ({ user, params, body }) => updatePolicy(db, user, params.id, body),
    });
  };
}
