import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { projectActivities, projects } from './projects';

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
 * The minutes of timesheet_entries summed per project, activity and employee: what a project's and an
 * activity's logged hours are read from, instead of summing every entry of their history (a year of a
 * 5,000-person project is 1.5 million entries, 150 ms a project). Kept by triggers on timesheet_entries
 * (migration 0019), in the same transaction as every write of entries, whatever writes them. One row per
 * employee: an employee's writes are already taken one at a time (timesheets' lockEmployee), so two people's
 * saves never wait for each other here. A row at 0 minutes stays until its project or activity goes.
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
  (t) => [primaryKey({ columns: [t.projectId, t.activityId, t.employeeId] }), index('timesheet_logged_minutes_activity_idx').on(t.activityId)],
);

/**
 * A day of an employee's timesheet that is no longer OPEN: LOCKED (submitted) or APPROVED. A day without a
 * row is OPEN.
 */
export const timesheetDays = pgTable(
  'timesheet_days',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    /** LOCKED or APPROVED. */
    status: text('status').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The reminder job (issue 18, timesheets/waiting.ts): when the locked week of this day was reminded to its
     * decider, and when escalated, and to whom: they may decide it as its manager may.
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    escalatedTo: integer('escalated_to').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.date] }),
    index('timesheet_days_status_idx').on(t.status, t.employeeId),
    // The few days escalated to someone: what waits for approval reads them beside the teams' days.
    index('timesheet_days_escalated_idx')
      .on(t.status)
      .where(sql`cardinality(${t.escalatedTo}) > 0`),
    check('timesheet_days_status', sql`${t.status} in ('LOCKED', 'APPROVED')`),
  ],
);
