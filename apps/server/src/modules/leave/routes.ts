import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBalanceUpdateSchema,
  ZEventBalanceSchema,
  ZEventRequestAdminQuerySchema,
  ZEventRequestCreateSchema,
  ZEventRequestPageSchema,
  ZEventRequestQuerySchema,
  ZEventRequestSchema,
  ZEventTypeSchema,
  ZLeaveStatisticsSchema,
  ZLeaveSummarySchema,
  ZMergedRequestPageSchema,
  ZMergedRequestQuerySchema,
  ZReporteeRequestQuerySchema,
  ZTypeCodeParamsSchema,
  ZYearQuerySchema,
} from '@staffdesk/shared/schemas/leave';
import { ZDashboardLeavesSchema } from '@staffdesk/shared/schemas/dashboard';
import { ZIdParamsSchema } from '@staffdesk/shared/schemas/common';
import type { AppDeps } from '../../deps';
import { registerDecisionRoutes } from '../requests/routes';
import { createLeaveService } from './service';

const balanceTags = ['Leave balances'];
const requestTags = ['Leave and work-from-home requests'];
const summaryTags = ['Leave summaries'];

export function leaveRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = createLeaveService(deps);
  return async (app) => {
    // ---- balances ----
    app.get('/employee-event-balance', {
      schema: { tags: balanceTags, summary: 'Your balances of a year (default this year): allotted, used, pending, available per leave type', querystring: ZYearQuerySchema, response: { 200: z.array(ZEventBalanceSchema) } },
      handler: (request) => service.ownBalances(request.user, request.query.year),
    });

    app.get('/employee-event-balance/types', {
      schema: { tags: balanceTags, summary: 'Leave types and work from home: yearly allotment, whether a balance is needed, whether it is leave', response: { 200: z.array(ZEventTypeSchema) } },
      handler: () => service.types(),
    });

    app.get('/employee-event-balance/employee/:id', {
      schema: {
        tags: balanceTags,
        summary: 'Balances of one employee for a year: yourself, your reportee, or anyone for MD, ADMIN, HR_HEAD',
        description: 'Anyone else gets 404.',
        params: ZIdParamsSchema,
        querystring: ZYearQuerySchema,
        response: { 200: z.array(ZEventBalanceSchema) },
      },
      handler: (request) => service.employeeBalances(request.user, request.params.id, request.query.year),
    });

    app.get('/employee-event-balance/type/:id', {
      schema: { tags: balanceTags, summary: 'Your balance of one leave type (the id is a type code such as CASUAL), this year unless `year` is given', params: ZTypeCodeParamsSchema, querystring: ZYearQuerySchema, response: { 200: ZEventBalanceSchema } },
      handler: (request) => service.balanceOfType(request.user, request.params.id, request.query.year),
    });

    app.get('/employee-event-balance/:id', {
      schema: { tags: balanceTags, summary: 'One balance row: your own, your reportee\'s, or anyone\'s for MD, ADMIN, HR_HEAD', params: ZIdParamsSchema, response: { 200: ZEventBalanceSchema } },
      handler: (request) => service.balance(request.user, request.params.id),
    });

    app.put('/employee-event-balance/:id', {
      config: { grant: 'MANAGE_LEAVE_BALANCES' },
      schema: {
        tags: balanceTags,
        summary: 'Set the days allotted in one balance row (HR_HEAD, MD, ADMIN); audited',
        description: 'Grants compensatory off or corrects an allotment. Never below the days already used or pending (409); not your own balance (403).',
        params: ZIdParamsSchema,
        body: ZBalanceUpdateSchema,
        response: { 200: ZEventBalanceSchema },
      },
      handler: (request) => service.updateBalance(request.user, request.params.id, request.body),
    });

    // ---- requests ----
    app.post('/employee-event-request', {
      schema: {
        tags: requestTags,
        summary: 'Ask for leave or work from home (typeCode WFH) for a date range or a half day',
        description:
          'Counts working days only (weekends and holidays excluded); a half day is 0.5 and only for a single day. Refused with 400: an end before the start, a start more than 30 days back, a range across years or longer than 60 days, no working day. Refused with 409: an overlap with a pending or approved request, more days than available. Notifies the reporting manager.',
        body: ZEventRequestCreateSchema,
        response: { 201: ZEventRequestSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.user, request.body)),
    });

    app.get('/employee-event-request', {
      config: { grant: 'VIEW_ANY_EMPLOYEE' },
      schema: { tags: requestTags, summary: 'Everyone\'s requests, newest first, with filters (MD, ADMIN, HR_HEAD)', querystring: ZEventRequestAdminQuerySchema, response: { 200: ZEventRequestPageSchema } },
      handler: (request) => service.allRequests(request.query),
    });

    app.get('/employee-event-request/employee', {
      schema: { tags: requestTags, summary: 'Your requests, newest first; filter by status, type, kind (leave or wfh) and dates', querystring: ZEventRequestQuerySchema, response: { 200: ZEventRequestPageSchema } },
      handler: (request) => service.ownRequests(request.user, request.query),
    });

    app.get('/employee-event-request/reportee', {
      schema: {
        tags: requestTags,
        summary: 'Requests of your direct reportees (everyone\'s for MD and ADMIN), pending ones unless `status` says otherwise (ALL for every status)',
        querystring: ZReporteeRequestQuerySchema,
        response: { 200: ZEventRequestPageSchema },
      },
      handler: (request) => service.reporteeRequests(request.user, request.query),
    });

    app.get('/employee-event-request/employee/:id', {
      schema: { tags: requestTags, summary: 'Requests of one employee: yourself, your reportee, or anyone for MD, ADMIN, HR_HEAD', params: ZIdParamsSchema, querystring: ZEventRequestQuerySchema, response: { 200: ZEventRequestPageSchema } },
      handler: (request) => service.employeeRequests(request.user, request.params.id, request.query),
    });

    registerDecisionRoutes(app, {
      base: '/employee-event-request',
      tags: requestTags,
      noun: 'leave or work-from-home request',
      item: ZEventRequestSchema,
      approvalEffect: 'The days move from pending to used in the balance, in the same transaction.',
      decide: service.decide,
      decideBulk: service.decideBulk,
      cancel: service.cancel,
    });

    app.get('/merge-event-requests/employee/:id', {
      schema: {
        tags: requestTags,
        summary: 'One timeline of an employee\'s leave, work-from-home and attendance regularization requests, newest first',
        description: 'Yourself, your reportee, or anyone for MD, ADMIN, HR_HEAD; anyone else gets 404.',
        params: ZIdParamsSchema,
        querystring: ZMergedRequestQuerySchema,
        response: { 200: ZMergedRequestPageSchema },
      },
      handler: (request) => service.merged(request.user, request.params.id, request.query),
    });

    // ---- summaries ----
    app.get('/employee/leave-summary', {
      schema: { tags: summaryTags, summary: 'Your balances this year, your approved leave still to come and how many requests wait', response: { 200: ZLeaveSummarySchema } },
      handler: (request) => service.leaveSummary(request.user),
    });

    app.get('/employee/leave-statistics', {
      schema: { tags: summaryTags, summary: 'Your approved days per month of a year, by type', querystring: ZYearQuerySchema, response: { 200: ZLeaveStatisticsSchema } },
      handler: (request) => service.ownStatistics(request.user, request.query.year),
    });

    app.get('/employee/reportee/leave-statistics/:id', {
      schema: { tags: summaryTags, summary: 'A reportee\'s approved days per month of a year, by type (their manager; MD and ADMIN: anyone)', params: ZIdParamsSchema, querystring: ZYearQuerySchema, response: { 200: ZLeaveStatisticsSchema } },
      handler: (request) => service.reporteeStatistics(request.user, request.params.id, request.query.year),
    });

    app.get('/dashboard/leaves', {
      schema: { tags: ['Dashboard'], summary: 'Your leave cards: balances, totals, pending requests, next leave, days taken this year', response: { 200: ZDashboardLeavesSchema } },
      handler: (request) => service.ownDashboard(request.user),
    });

    app.get('/dashboard/reportee/leaves/:id', {
      schema: { tags: ['Dashboard'], summary: 'A reportee\'s leave cards (their manager; MD and ADMIN: anyone)', params: ZIdParamsSchema, response: { 200: ZDashboardLeavesSchema } },
      handler: (request) => service.reporteeDashboard(request.user, request.params.id),
    });
  };
}
