import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { contractTaskOrders, contracts } from './contracts';

/** The kinds of project (modules/projects): client delivery, internal, support … kept like master data. */
export const projectCategories = pgTable(
  'project_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_categories_name_idx').on(sql`lower(${t.name})`)],
);

/** A project that timesheets are filled against (DOMAIN.md, "project"). */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => projectCategories.id),
    /** The contract and task order it delivers; none for an internal project. */
    contractId: integer('contract_id').references(() => contracts.id),
    taskOrderId: integer('task_order_id').references(() => contractTaskOrders.id),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    budgetedHours: integer('budgeted_hours').notNull(),
    /** A code of master `projectStatuses`. */
    status: text('status').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_code_idx').on(sql`lower(${t.code})`),
    index('projects_manager_idx').on(t.managerId),
    index('projects_category_idx').on(t.categoryId),
    index('projects_contract_idx').on(t.contractId),
    index('projects_task_order_idx').on(t.taskOrderId),
    check('projects_dates_order', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('projects_budget_positive', sql`${t.budgetedHours} >= 0`),
  ],
);

/** Who works on a project: they may read it and fill timesheets against it. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId, t.projectId),
  ],
);

/** What is done on a project (design, development, support …): timesheet rows are project × activity. */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    billable: boolean('billable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_activities_name_idx').on(t.projectId, sql`lower(${t.name})`)],
);
