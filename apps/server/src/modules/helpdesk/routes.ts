import type { FastifyPluginAsync } from 'fastify';
import { helpdeskApi, helpdeskStatisticsApi, itPoliciesApi } from '@staffdesk/shared/api/helpdesk';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { narrowFileReaders } from '../files/service';
import { createPolicyService } from './policies';
import { helpdeskStatistics } from './statistics';
import { TICKET_ENTITY } from './ticket-view';
import { createTicketService, mayReadTicketFiles } from './tickets';

/** The help desk: tickets (their decisions come from the family registry), comments, statistics, IT policies. */
export function helpdeskRoutes(deps: AppDeps): FastifyPluginAsync {
  const tickets = createTicketService(deps);
  const policies = createPolicyService(deps);
  // A ticket's attachments: its requester and the desk of its category, not every desk.
  narrowFileReaders(TICKET_ENTITY, mayReadTicketFiles);
  return async (app) => {
    registerEndpoints(app, helpdeskApi, {
      createTicket: ({ user, body }) => tickets.create(user, body),
      deciderTickets: ({ user, query }) => tickets.ofDesk(user, query),
      ownTickets: ({ user, query }) => tickets.own(user, query),
      ticket: ({ user, params }) => tickets.get(user, params.id),
      commentOnTicket: ({ user, params, body }) => tickets.comment(user, params.id, body),
    });
    registerEndpoints(app, helpdeskStatisticsApi, {
      helpdeskStatistics: ({ user, query }) => helpdeskStatistics(deps.db, user, query),
    });
    registerEndpoints(app, itPoliciesApi, {
      itPolicies: ({ query }) => policies.list(query),
      createItPolicy: ({ user, body }) => policies.create(user, body),
      itPolicy: ({ params }) => policies.get(params.id),
      updateItPolicy: ({ user, params, body }) => policies.update(user, params.id, body),
      retireItPolicy: ({ user, params }) => policies.retire(user, params.id),
    });
  };
}
