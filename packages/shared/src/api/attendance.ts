import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZAttendanceStatusSchema,
  ZAttendanceSummarySchema,
  ZTeamTodaySchema,
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
  ZPunchRequestSchema,
} from '../schemas/attendance';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const NO_EMPLOYEE = 'No such employee, or not one whose records you may see.';
const NO_RECORD = 'You have no employee record.';

export const punchesApi = defineEndpoints(TAGS.punches, {
  punch: {
    method: 'POST',
    path: '/check-in-out-events',
    access: 'signed-in',
    summary: 'Punch in or out now',
    description:
      "The server takes the time. Without `kind`, the punch is the opposite of today's last one. " +
      "Punches alternate within the employee's day: a second IN without an OUT, or an OUT without an " +
      'IN, is a 409. Holders of PUNCH_FOR_ANYONE (ADMIN, MD) may punch for another employee with ' +
      '`employeeId` (source ADMIN, audited).',
    body: ZPunchRequestSchema,
    success: { status: 201, description: 'The punch, with its local date and time.', schema: ZCheckInOutEventSchema },
    errors: {
      403: 'Punching for someone else needs PUNCH_FOR_ANYONE.',
      404: `${NO_RECORD} Or, with employeeId, no such employee.`,
      409: 'The punch does not alternate with the last one today, or the employee has left.',
    },
  },
  ownPunches: {
    method: 'GET',
    path: '/check-in-out-events',
    access: 'signed-in',
    summary: 'Your own punches, newest first, in a date range',
    query: ZDateRangeQuerySchema,
    success: { status: 200, description: 'A page of punches.', schema: ZCheckInOutEventPageSchema },
    errors: { 404: NO_RECORD },
  },
  calendar: {
    method: 'GET',
    path: '/check-in-out-events/calendar',
    access: 'signed-in',
    summary:
      'Derived attendance days of an employee (yourself by default; your reportee; anyone for holders of VIEW_ANY_EMPLOYEE)',
    description:
      'Defaults to the current month. At most 93 days. Day statuses: NOT_JOINED, WEEKEND, HOLIDAY, ' +
      'LEAVE, HALF_DAY_LEAVE, WFH, PRESENT, MISSING_PUNCH (an IN without an OUT), ABSENT (no punch on a ' +
      'past working day), TODAY, UPCOMING.',
    query: ZCalendarQuerySchema,
    success: {
      status: 200,
      description: 'The days of the range, with office hours and time zone.',
      schema: ZCalendarSchema,
    },
    errors: { 404: NO_EMPLOYEE },
  },
  status: {
    method: 'GET',
    path: '/check-in-out-events/status',
    access: 'signed-in',
    summary: 'Your day so far: checked in or out, first in, last out, worked time, office hours',
    success: { status: 200, description: "Today's state.", schema: ZAttendanceStatusSchema },
    errors: { 404: NO_RECORD },
  },
  teamMissingDays: {
    method: 'GET',
    path: '/check-in-out-events/missing-events-all',
    access: 'signed-in',
    summary: 'Missing-punch and absent days of your reportees (whoever acts as any manager: everyone else)',
    description: 'Defaults to the last 30 days up to yesterday; at most 93 days. Newest first.',
    query: ZMissingEventsQuerySchema,
    success: { status: 200, description: 'A page of days, newest first, then by name.', schema: ZMissingDayPageSchema },
  },
  missingDays: {
    method: 'GET',
    path: '/check-in-out-events/missing-events/{id}',
    access: 'signed-in',
    summary:
      'Missing-punch and absent days of one employee (yourself, your reportee; anyone for holders of VIEW_ANY_EMPLOYEE)',
    params: ZIdParamsSchema,
    query: ZMissingEventsQuerySchema,
    success: { status: 200, description: 'A page of days, newest first.', schema: ZMissingDayPageSchema },
    errors: { 404: NO_EMPLOYEE },
  },
  officeHours: {
    method: 'GET',
    path: '/check-in-out-events/offic-hours/{id}',
    access: 'signed-in',
    summary:
      'Office hours and time zone of an employee (yourself, your reportee; anyone for holders of VIEW_ANY_EMPLOYEE)',
    params: ZIdParamsSchema,
    success: {
      status: 200,
      description: "Start and end (HH:mm) in the employee's time zone.",
      schema: ZOfficeHoursSchema,
    },
    errors: { 404: NO_EMPLOYEE },
  },
  employeePunches: {
    method: 'GET',
    path: '/check-in-out-events/employee/{id}',
    access: 'signed-in',
    summary: 'Punches of an employee (yourself, your reportee; anyone for holders of VIEW_ANY_EMPLOYEE)',
    params: ZIdParamsSchema,
    query: ZDateRangeQuerySchema,
    success: { status: 200, description: 'A page of punches, newest first.', schema: ZCheckInOutEventPageSchema },
    errors: { 404: NO_EMPLOYEE },
  },
  punchById: {
    method: 'GET',
    path: '/check-in-out-events/{id}',
    access: 'signed-in',
    summary: 'One punch: your own, or one of an employee whose records you may see',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The punch.', schema: ZCheckInOutEventSchema },
    errors: { 404: 'No such punch, or not one you may see.' },
  },
});

export const holidaysApi = defineEndpoints(TAGS.holidays, {
  holidays: {
    method: 'GET',
    path: '/holidays',
    access: 'signed-in',
    summary: 'Holidays of a year (this year by default)',
    query: ZHolidayQuerySchema,
    success: { status: 200, description: 'The holidays, by date.', schema: z.array(ZHolidaySchema) },
  },
  createHoliday: {
    method: 'POST',
    path: '/holidays',
    access: { grant: 'MANAGE_HOLIDAYS' },
    summary: 'Add a holiday; one per date',
    body: ZHolidayRequestSchema,
    success: { status: 201, description: 'The new holiday.', schema: ZHolidaySchema },
    errors: { 409: 'There is already a holiday on that date.' },
  },
  updateHoliday: {
    method: 'PUT',
    path: '/holidays/{id}',
    access: { grant: 'MANAGE_HOLIDAYS' },
    summary: 'Change a holiday',
    params: ZIdParamsSchema,
    body: ZHolidayRequestSchema,
    success: { status: 200, description: 'The holiday as it is now.', schema: ZHolidaySchema },
    errors: { 404: 'No such holiday.', 409: 'There is already a holiday on that date.' },
  },
  deleteHoliday: {
    method: 'DELETE',
    path: '/holidays/{id}',
    access: { grant: 'MANAGE_HOLIDAYS' },
    summary: 'Remove a holiday',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Removed.' },
    errors: { 404: 'No such holiday.' },
  },
});

export const attendanceDashboardApi = defineEndpoints(TAGS.dashboard, {
  attendanceDashboard: {
    method: 'GET',
    path: '/dashboard/attendance',
    access: 'signed-in',
    summary: 'Your attendance this month: days per status, present days, average hours, today',
    success: { status: 200, description: 'The month summed up, with its days.', schema: ZAttendanceSummarySchema },
    errors: { 404: NO_RECORD },
  },
  reporteeAttendanceDashboard: {
    method: 'GET',
    path: '/dashboard/reportee/attendance/{id}',
    access: 'signed-in',
    summary: "A reportee's attendance for a month (their manager; whoever acts as any manager)",
    description: 'selectedMonthYear is YYYY-MM; the current month when absent.',
    params: ZIdParamsSchema,
    query: ZMonthQuerySchema,
    success: { status: 200, description: 'The month summed up, with its days.', schema: ZAttendanceSummarySchema },
    errors: { 404: 'No such employee, or not one you manage.' },
  },
  teamToday: {
    method: 'GET',
    path: '/dashboard/team-today',
    access: 'signed-in',
    summary: 'Who of your team is out today: on leave, working from home, absent or not in yet',
    description:
      "Your direct reportees (MD and ADMIN: everyone else), each by their own day in the viewer's today. Empty for someone without a team.",
    success: { status: 200, description: 'The team size and who is out, by reason.', schema: ZTeamTodaySchema },
  },
});

/** The month's attendance of everyone, under the employee paths of the spec. */
export const attendanceExportApi = defineEndpoints(TAGS.employee, {
  attendanceCsv: {
    method: 'GET',
    path: '/employee/download-csv',
    access: { grant: 'EXPORT_ATTENDANCE' },
    summary: "The month's attendance of every employee as CSV",
    description:
      'One row per employee (of one department with `department`): code, name, department, designation, ' +
      'a column per day (hours as h:mm when present, else a status code: NJ not joined, WO weekend, H ' +
      'holiday, L leave, HL half-day leave, WFH, MP missing punch, A absent, T today, empty upcoming) ' +
      'and totals. UTF-8 with a BOM, CRLF lines, formula-safe cells; only the table (the codes are ' +
      'ATTENDANCE_CSV_CODES, shown beside the export). Streamed.',
    query: ZCsvQuerySchema,
    success: {
      status: 200,
      description:
        'The CSV, as an attachment named attendance-YYYY-MM.csv, or attendance-YYYY-MM-<department>.csv for one department.',
      contentType: 'text/csv',
    },
  },
});
