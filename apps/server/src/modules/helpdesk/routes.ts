import type { FastifyPluginAsync } from 'fastify';
import { helpdeskApi, helpdeskStatisticsApi, itPoliciesApi } from '@staffdesk/shared/api/helpdesk';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { narrowFileReaders } from '../files/service';
import { createPolicy, listPolicies, policyDetail, retirePolicy, updatePolicy } from './policies';
import { helpdeskStatistics } from './statistics';
import { TICKET_ENTITY } from './ticket-view';
import { commentOnTicket, createTicket, deskTickets, mayReadTicketFiles, ownTickets, ticketDetail } from './tickets';

/** The help desk: tickets (their decisions come from the family registry), comments, statistics, IT policies. */
export function helpdeskRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  // A ticket's attachments: its requester and the desk of its category, not every desk.
  narrowFileReaders(TICKET_ENTITY, mayReadTicketFiles);
  return async (app) => {
    registerEndpoints(app, helpdeskApi, {
      createTicket: ({ user, body }) => createTicket(deps, user, body),
      deciderTickets: ({ user, query }) => deskTickets(db, user, query),
      ownTickets: ({ user, query }) => ownTickets(db, user, query),
      ticket: ({ user, params }) => ticketDetail(db, user, params.id),
      commentOnTicket: ({ user, params, body }) => commentOnTicket(deps, user, params.id, body),
    });
    registerEndpoints(app, helpdeskStatisticsApi, {
      helpdeskStatistics: ({ user, query }) => helpdeskStatistics(db, user, query),
    });
    registerEndpoints(app, itPoliciesApi, {
      itPolicies: ({ query }) => listPolicies(db, query),
      createItPolicy: ({ user, body }) => createPolicy(db, user, body),
      itPolicy: ({ params }) => policyDetail(db, params.id),
      updateItPolicy: ({ user, params, body }) => updatePolicy(db, user, params.id, body),
      retireItPolicy: ({ user, params }) => retirePolicy(db, user, params.id),
    });
  };
}
