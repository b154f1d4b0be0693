import { ZIdParamsSchema } from '../schemas/common';
import {
  ZEmployeeDirectoryPageSchema,
  ZEmployeeListQuerySchema,
  ZEmployeeProfileSchema,
  ZEmployeeRecordPageSchema,
  ZEmployeeRecordSchema,
  ZEmployeeUpdateSchema,
  ZOrgChartQuerySchema,
  ZOrgChartSchema,
  ZPeopleDirectoryQuerySchema,
  ZReporteeListQuerySchema,
} from '../schemas/organisation';
import { ZThisWeekSchema } from '../schemas/dashboard';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const NO_RECORD = 'You have no employee record.';

export const employeesApi = defineEndpoints(TAGS.employee, {
  directory: {
    method: 'GET',
    path: '/employee',
    access: 'signed-in',
    summary: 'Directory of active colleagues: name, code, designation, department, manager',
    query: ZEmployeeListQuerySchema,
    success: { status: 200, description: 'A page of colleagues, by name.', schema: ZEmployeeDirectoryPageSchema },
  },
  peopleDirectory: {
    method: 'GET',
    path: '/employee/directory',
    access: 'signed-in',
    summary: 'The people directory: active colleagues by name, department or designation',
    description:
      'The search matches the name, code, email or designation, in any case; department and designation ' +
      'filter on the whole value, in any case. Work details only: no personal contact, birthday or address.',
    query: ZPeopleDirectoryQuerySchema,
    success: {
      status: 200,
      description: 'A page of colleagues, in the order asked for.',
      schema: ZEmployeeDirectoryPageSchema,
    },
  },
  orgChart: {
    method: 'GET',
    path: '/employee/org-chart',
    access: 'signed-in',
    summary: 'The org chart: the direct reports of a manager, or the chain of managers above a person',
    description:
      'Active people only, each with their count of active direct reports. Without a query: the top of the ' +
      'tree, the people with no manager, by name. With `managerId`: their direct reports, by name. With ' +
      '`personId`: their chain of active managers from the top down, ending with the person.',
    query: ZOrgChartQuerySchema,
    success: { status: 200, description: 'The people of the level, or of the chain.', schema: ZOrgChartSchema },
    errors: { 404: 'No such active employee.' },
  },
  ownRecord: {
    method: 'GET',
    path: '/employee/context',
    access: 'signed-in',
    summary: "Your own employee record, with your manager's name and your office hours",
    success: { status: 200, description: 'Your record.', schema: ZEmployeeRecordSchema },
    errors: { 404: NO_RECORD },
  },
  reporteeRecord: {
    method: 'GET',
    path: '/employee/context/reportee/{id}',
    access: 'signed-in',
    summary: "The record of one of your reportees (whoever acts as any manager: anyone's)",
    params: ZIdParamsSchema,
    success: { status: 200, description: "The reportee's record.", schema: ZEmployeeRecordSchema },
    errors: { 404: 'No such reportee of yours.' },
  },
  reportees: {
    method: 'GET',
    path: '/employee/reportees',
    access: 'signed-in',
    summary: 'Your direct reportees (whoever acts as any manager: everyone else)',
    query: ZReporteeListQuerySchema,
    success: { status: 200, description: 'A page of records, by name.', schema: ZEmployeeRecordPageSchema },
  },
  employeeProfile: {
    method: 'GET',
    path: '/employee/{id}',
    access: 'signed-in',
    summary: "An employee's profile",
    description:
      'Yourself, your reportee, and anyone for holders of VIEW_ANY_EMPLOYEE: the whole record (`full: ' +
      'true`). Anyone else: the directory fields of an active colleague (`full: false`).',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The whole record, or the directory fields.', schema: ZEmployeeProfileSchema },
    errors: { 404: 'No such employee (or no active one).' },
  },
  updateEmployee: {
    method: 'PUT',
    path: '/employee/{id}',
    access: { grant: 'MANAGE_EMPLOYEES' },
    summary: "Change an employee's designation, department, office hours, time zone, work location or status",
    description: 'Fields left out stay as they are. Audited.',
    params: ZIdParamsSchema,
    body: ZEmployeeUpdateSchema,
    success: { status: 200, description: 'The record as it is now.', schema: ZEmployeeRecordSchema },
    errors: { 404: 'No such employee.' },
  },
});

/** The dashboard's "This week" card: served by the organisation module, which knows who works with whom. */
export const thisWeekApi = defineEndpoints(TAGS.dashboard, {
  thisWeek: {
    method: 'GET',
    path: '/dashboard/this-week',
    access: 'signed-in',
    summary: 'This week: the coming holidays, and the birthdays and work anniversaries of your department',
    description:
      'In your office time (your time zone): holidays from today to the Sunday of next week; birthdays ' +
      'and work anniversaries (whole years since joining, not the joining year itself) of active ' +
      'colleagues of your department, yourself left out, from today to seven days ahead. A birthday ' +
      'shows as day and month only; one on February 29 falls on February 28 in a year that has none, as ' +
      'does an anniversary of joining on that day.',
    success: {
      status: 200,
      description: 'The holidays, birthdays and anniversaries, each by date.',
      schema: ZThisWeekSchema,
    },
  },
});
