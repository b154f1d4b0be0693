import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { projectActivities, projects } from './projects';
import { createdListIndex, requestColumns, statusListIndex } from './requests';

/** Hours an employee logged on a day against a project's activity (DOMAIN.md, "timesheet entry"). */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => projectActivities.id),
    /** Quarter hours, kept as minutes (a multiple of 15) so that no sum is rounded. */
    minutes: integer('minutes').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timesheet_entries_employee_date_idx').on(t.employeeId, t.date),
    index('timesheet_entries_project_idx').on(t.projectId),
    index('timesheet_entries_activity_idx').on(t.activityId),
    check('timesheet_entries_quarter_hours', sql`${t.minutes} > 0 and ${t.minutes} <= 1440 and ${t.minutes} % 15 = 0`),
  ],
);

/**
 * The minutes of timesheet_entries summed per project, activity and employee, so that logged hours are not
 * summed from a project's whole history. Kept by triggers (migration 0019) in the writes' transaction. One row
 * per employee, whose writes already take turns, so that two people's saves never wait for each other here.
 */
export const timesheetLoggedMinutes = pgTable(
  'timesheet_logged_minutes',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => projectActivities.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.activityId, t.employeeId] }),
    index('timesheet_logged_minutes_activity_idx').on(t.activityId),
  ],
);

/**
 * The days of one week an employee locked, decided in the request lifecycle (decision 013). `fromDate`,
 * `toDate` and `days` are kept while it is open, and stay as they were once it is decided.
 */
export const timesheetRequests = pgTable(
  'timesheet_requests',
  {
    id: serial('id').primaryKey(),
    ...requestColumns(),
    /** The Monday of its week. */
    weekStart: date('week_start').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    days: smallint('days').notNull(),
  },
  (t) => [
    index('timesheet_requests_employee_week_idx').on(t.employeeId, t.weekStart),
    statusListIndex('timesheet_requests_status_idx', t),
    createdListIndex('timesheet_requests_created_idx', t),
    check('timesheet_requests_week_start_monday', sql`extract(isodow from ${t.weekStart}) = 1`),
  ],
);

/** A day without a row is OPEN. */
export const timesheetDays = pgTable(
  'timesheet_days',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    status: text('status').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The seeds' days get theirs from linkDaysToRequests (timesheets/requests.ts). */
    requestId: integer('request_id').references(() => timesheetRequests.id),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.date] }),
    index('timesheet_days_status_idx').on(t.status, t.employeeId),
    index('timesheet_days_request_idx').on(t.requestId),
    check('timesheet_days_status', sql`${t.status} in ('LOCKED', 'APPROVED')`),
  ],
);
