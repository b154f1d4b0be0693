import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/** One per user who works here; its id is the user's id. */
export const employees = pgTable(
  'employees',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeCode: text('employee_code').notNull(),
    designation: text('designation'),
    department: text('department'),
    dateOfJoining: date('date_of_joining'),
    /** Set when the user is deactivated (their last day on the roll), cleared when they are active again. */
    dateOfLeaving: date('date_of_leaving'),
    reportingManagerId: integer('reporting_manager_id').references(() => users.id, { onDelete: 'set null' }),
    officeStart: time('office_start').notNull().default('09:30'),
    officeEnd: time('office_end').notNull().default('18:30'),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    workLatitude: doublePrecision('work_latitude'),
    workLongitude: doublePrecision('work_longitude'),
    workRadiusMeters: integer('work_radius_meters'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_code_idx').on(t.employeeCode),
    // With user_id in it, the reportees of a manager are read from the index alone.
    index('employees_manager_idx').on(t.reportingManagerId, t.userId),
  ],
);
