import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttendanceStatusSchema,
  ZAttendanceSummarySchema,
  ZCalendarQuerySchema,
  ZCalendarSchema,
  ZCheckInOutEventPageSchema,
  ZCheckInOutEventSchema,
  ZCsvQuerySchema,
  ZDateRangeQuerySchema,
  ZHolidayQuerySchema,
  ZHolidayRequestSchema,
  ZHolidaySchema,
  ZMissingDayPageSchema,
  ZMissingEventsQuerySchema,
  ZMonthQuerySchema,
  ZOfficeHoursSchema,
  ZOwnRegularizationQuerySchema,
  ZPunchRequestSchema,
  ZRegularizationCreateSchema,
  ZRegularizationListQuerySchema,
  ZRegularizationPageSchema,
  ZRegularizationSchema,
  ZReporteeRegularizationQuerySchema,
} from '@staffdesk/shared/schemas/attendance';
import { ZIdParamsSchema } from '@staffdesk/shared/schemas/common';
import type { AppDeps } from '../../deps';
import { registerDecisionRoutes } from '../requests/routes';
import { attendanceCsv } from './csv';
import { createRegularizationService } from './regularizations';
import { createAttendanceService } from './service';

const punchTags = ['Check-in/out'];
const regularizationTags = ['Attendance regularizations'];
const holidayTags = ['Holidays'];
const dashboardTags = ['Dashboard'];

export function attendanceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = createAttendanceService(deps);
  const regularizations = createRegularizationService(deps);
  return async (app) => {
    // ---------- check-in/out ----------
    app.post('/check-in-out-events', {
      schema: {
        tags: punchTags,
        summary: 'Punch in or out now',
        description:
          'The server takes the time. Without `kind`, the punch is the opposite of today\'s last one. Punches alternate within the employee\'s day: a second IN without an OUT, or an OUT without an IN, is a 409. ADMIN and MD may punch for another employee with `employeeId` (source ADMIN, audited).',
        body: ZPunchRequestSchema,
        response: { 201: ZCheckInOutEventSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await service.punch(request.user, request.body)),
    });

    app.get('/check-in-out-events', {
      schema: { tags: punchTags, summary: 'Your own punches, newest first, in a date range', querystring: ZDateRangeQuerySchema, response: { 200: ZCheckInOutEventPageSchema } },
      handler: (request) => service.ownEvents(request.user, request.query),
    });

    app.get('/check-in-out-events/calendar', {
      schema: {
        tags: punchTags,
        summary: 'Derived attendance days of an employee (yourself by default; your reportee; anyone for MD, ADMIN, HR_HEAD)',
        description: `Defaults to the current month. At most 93 days. Day statuses: NOT_JOINED, WEEKEND, HOLIDAY, LEAVE, HALF_DAY_LEAVE, WFH, PRESENT, MISSING_PUNCH (an IN without an OUT), ABSENT (no punch on a past working day), TODAY, UPCOMING.`,
        querystring: ZCalendarQuerySchema,
        response: { 200: ZCalendarSchema },
      },
      handler: (request) => service.calendar(request.user, request.query),
    });

    app.get('/check-in-out-events/status', {
      schema: { tags: punchTags, summary: 'Your day so far: checked in or out, first in, last out, worked time, office hours', response: { 200: ZAttendanceStatusSchema } },
      handler: (request) => service.status(request.user),
    });

    app.get('/check-in-out-events/missing-events-all', {
      schema: {
        tags: punchTags,
        summary: 'Missing-punch and absent days of your reportees (MD, ADMIN: everyone)',
        description: 'Defaults to the last 30 days up to yesterday; at most 93 days. Newest first.',
        querystring: ZMissingEventsQuerySchema,
        response: { 200: ZMissingDayPageSchema },
      },
      handler: (request) => service.missingOfReportees(request.user, request.query),
    });

    app.get('/check-in-out-events/missing-events/:id', {
      schema: {
        tags: punchTags,
        summary: 'Missing-punch and absent days of one employee (yourself, your reportee; anyone for MD, ADMIN, HR_HEAD)',
        params: ZIdParamsSchema,
        querystring: ZMissingEventsQuerySchema,
        response: { 200: ZMissingDayPageSchema },
      },
      handler: (request) => service.missingOfEmployee(request.user, request.params.id, request.query),
    });

    app.get('/check-in-out-events/offic-hours/:id', {
      schema: { tags: punchTags, summary: 'Office hours and time zone of an employee (yourself, your reportee; anyone for MD, ADMIN, HR_HEAD)', params: ZIdParamsSchema, response: { 200: ZOfficeHoursSchema } },
      handler: (request) => service.officeHours(request.user, request.params.id),
    });

    app.get('/check-in-out-events/employee/:id', {
      schema: {
        tags: punchTags,
        summary: 'Punches of an employee (yourself, your reportee; anyone for MD, ADMIN, HR_HEAD)',
        params: ZIdParamsSchema,
        querystring: ZDateRangeQuerySchema,
        response: { 200: ZCheckInOutEventPageSchema },
      },
      handler: (request) => service.employeeEvents(request.user, request.params.id, request.query),
    });

    app.get('/check-in-out-events/:id', {
      schema: { tags: punchTags, summary: 'One punch: your own, a reportee\'s, or anyone\'s for MD, ADMIN', params: ZIdParamsSchema, response: { 200: ZCheckInOutEventSchema } },
      handler: (request) => service.event(request.user, request.params.id),
    });

    // ---------- regularizations ----------
    app.post('/attendance-regularizations', {
      schema: {
        tags: regularizationTags,
        summary: 'Ask to regularize a past day\'s punches',
        description: 'A past working day (not a weekend, holiday or full day of approved leave), at most 30 days back; checkOut after checkIn on the same day. One pending or approved request per day (409). Approval replaces the day\'s punches with the requested IN and OUT.',
        body: ZRegularizationCreateSchema,
        response: { 201: ZRegularizationSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await regularizations.create(request.user, request.body)),
    });

    app.get('/attendance-regularizations', {
      config: { grant: 'VIEW_ANY_EMPLOYEE' },
      schema: { tags: regularizationTags, summary: 'Everyone\'s regularizations, filtered (MD, ADMIN, HR_HEAD)', querystring: ZRegularizationListQuerySchema, response: { 200: ZRegularizationPageSchema } },
      handler: (request) => regularizations.all(request.query),
    });

    app.get('/attendance-regularizations/employee', {
      schema: { tags: regularizationTags, summary: 'Your own regularizations', querystring: ZOwnRegularizationQuerySchema, response: { 200: ZRegularizationPageSchema } },
      handler: (request) => regularizations.own(request.user, request.query),
    });

    app.get('/attendance-regularizations/reportee', {
      schema: {
        tags: regularizationTags,
        summary: 'Regularizations of your reportees (MD, ADMIN: everyone\'s), PENDING by default',
        description: 'status=ALL lists every status.',
        querystring: ZReporteeRegularizationQuerySchema,
        response: { 200: ZRegularizationPageSchema },
      },
      handler: (request) => regularizations.ofReportees(request.user, request.query),
    });

    app.get('/attendance-regularizations/:id', {
      schema: { tags: regularizationTags, summary: 'One regularization: yours, a reportee\'s, or anyone\'s for MD, ADMIN, HR_HEAD', params: ZIdParamsSchema, response: { 200: ZRegularizationSchema } },
      handler: (request) => regularizations.get(request.user, request.params.id),
    });

    registerDecisionRoutes(app, {
      base: '/attendance-regularizations',
      tags: regularizationTags,
      noun: 'regularization',
      item: ZRegularizationSchema,
      approvalEffect: 'Approval replaces the day\'s punches with the requested IN and OUT; the removed punches are kept in the audit row.',
      decide: regularizations.decide,
      decideBulk: regularizations.decideBulk,
      cancel: regularizations.cancel,
    });

    // ---------- holidays ----------
    app.get('/holidays', {
      schema: { tags: holidayTags, summary: 'Holidays of a year (this year by default)', querystring: ZHolidayQuerySchema, response: { 200: z.array(ZHolidaySchema) } },
      handler: (request) => service.holidaysOfYear(request.query.year ?? new Date().getUTCFullYear()),
    });

    app.post('/holidays', {
      config: { grant: 'MANAGE_HOLIDAYS' },
      schema: { tags: holidayTags, summary: 'Add a holiday (ADMIN, MD, HR_HEAD); one per date', body: ZHolidayRequestSchema, response: { 201: ZHolidaySchema } },
      handler: async (request, reply) => reply.status(201).send(await service.createHoliday(request.user, request.body)),
    });

    app.put('/holidays/:id', {
      config: { grant: 'MANAGE_HOLIDAYS' },
      schema: { tags: holidayTags, summary: 'Change a holiday (ADMIN, MD, HR_HEAD)', params: ZIdParamsSchema, body: ZHolidayRequestSchema, response: { 200: ZHolidaySchema } },
      handler: (request) => service.updateHoliday(request.user, request.params.id, request.body),
    });

    app.delete('/holidays/:id', {
      config: { grant: 'MANAGE_HOLIDAYS' },
      schema: { tags: holidayTags, summary: 'Remove a holiday (ADMIN, MD, HR_HEAD)', params: ZIdParamsSchema, response: { 204: z.null().describe('Removed') } },
      handler: async (request, reply) => {
        await service.deleteHoliday(request.user, request.params.id);
        return reply.status(204).send(null);
      },
    });

    // ---------- dashboard ----------
    app.get('/dashboard/attendance', {
      schema: { tags: dashboardTags, summary: 'Your attendance this month: days per status, present days, average hours, today', response: { 200: ZAttendanceSummarySchema } },
      handler: (request) => service.ownDashboard(request.user),
    });

    app.get('/dashboard/reportee/attendance/:id', {
      schema: {
        tags: dashboardTags,
        summary: 'A reportee\'s attendance for a month (their manager; MD, ADMIN)',
        description: 'selectedMonthYear is YYYY-MM; the current month when absent.',
        params: ZIdParamsSchema,
        querystring: ZMonthQuerySchema,
        response: { 200: ZAttendanceSummarySchema },
      },
      handler: (request) => service.reporteeDashboard(request.user, request.params.id, request.query.selectedMonthYear),
    });

    // ---------- export ----------
    app.get('/employee/download-csv', {
      config: { grant: 'EXPORT_ATTENDANCE' },
      schema: {
        tags: ['Employee'],
        summary: 'The month\'s attendance of every employee as CSV (ADMIN, MD, HR_HEAD)',
        description:
          'One row per employee: code, name, department, designation, a column per day (hours when present, else a status code: NJ not joined, WO weekend, H holiday, L leave, HL half-day leave, WFH, MP missing punch, A absent, T today, empty upcoming) and totals. Streamed.',
        querystring: ZCsvQuerySchema,
      },
      handler: (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="attendance-${request.query.monthYear}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(attendanceCsv(deps.db, request.query.monthYear))),
    });
  };
}
