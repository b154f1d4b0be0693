import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdListIndex, requestColumns } from './requests';

/** A punch. Kind IN or OUT; source WEB (the employee), REGULARIZATION (an approved request) or ADMIN. */
export const checkInOutEvents = pgTable(
  'check_in_out_events',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    source: text('source').notNull().default('WEB'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    workFromHome: boolean('work_from_home').notNull().default(false),
    regularizationId: integer('regularization_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('check_in_out_events_employee_at_idx').on(t.employeeId, t.at),
    index('check_in_out_events_at_idx').on(t.at),
  ],
);

export const attendanceRegularizations = pgTable(
  'attendance_regularizations',
  {
    id: serial('id').primaryKey(),
    ...requestColumns(),
    date: date('date').notNull(),
    checkIn: time('check_in').notNull(),
    checkOut: time('check_out').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('attendance_regularizations_employee_date_idx').on(t.employeeId, t.date),
    index('attendance_regularizations_pending_idx').on(t.status, t.employeeId),
    createdListIndex('attendance_regularizations_created_idx', t),
    // One live request per day: a second one while the first is pending or approved is a conflict.
    uniqueIndex('attendance_regularizations_live_day_idx')
      .on(t.employeeId, t.date)
      .where(sql`status in ('PENDING', 'APPROVED')`),
  ],
);
