import { z } from 'zod';
import {
  ZIdSchema,
  ZIdTextSchema,
  ZIsoDateSchema,
  ZPageQuerySchema,
  ZSearchQuerySchema,
  pageOf,
  sortQuery,
} from './common';
import { choiceSchema, pickedIdSchema, statusSchema, typedTextSchema } from './contracts';

/** A project's status: the codes of master `projectStatuses` (DOMAIN.md, "project"). */
export const PROJECT_STATUSES = ['PLANNED', 'ACTIVE', 'ON_HOLD', 'COMPLETED', 'CANCELLED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  PLANNED: 'Planned',
  ACTIVE: 'Active',
  ON_HOLD: 'On hold',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

const yesOrNo = (field: string) => z.boolean({ error: `Choose yes or no for ${field}.` });
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${field} can be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

// ---------- categories ----------

export const ZProjectCategoryRequestSchema = z.object({
  name: typedTextSchema('Name', 80),
  description: optionalText('description', 500),
  active: yesOrNo('active').default(true),
});
export type TProjectCategoryRequest = z.input<typeof ZProjectCategoryRequestSchema>;

export const ZProjectCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  projectCount: z.number().int().describe('Projects of this category: one or more keeps it from being deleted'),
});
export type TProjectCategory = z.infer<typeof ZProjectCategorySchema>;

// ---------- projects ----------

export const ZProjectRequestSchema = z
  .object({
    code: z
      .string({ error: 'Give a project code.' })
      .trim()
      .min(1, { message: 'Give a project code.', abort: true })
      .min(2, 'The project code must be at least 2 characters.')
      .max(20, 'The project code can be at most 20 characters.')
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
        'The project code may hold letters, digits, - and _ only, and starts with a letter or digit.',
      )
      .transform((v) => v.toUpperCase()),
    name: typedTextSchema('Project name', 120),
    description: optionalText('description', 2000),
    categoryId: pickedIdSchema('Category'),
    contractId: pickedIdSchema('Contract')
      .nullish()
      .transform((v) => v ?? null),
    taskOrderId: pickedIdSchema('Task order')
      .nullish()
      .transform((v) => v ?? null),
    projectManagerId: pickedIdSchema('Project manager'),
    memberIds: z
      .array(ZIdSchema)
      .max(500, 'A project can have at most 500 members.')
      .default([])
      .transform((ids) => [...new Set(ids)]),
    startDate: ZIsoDateSchema,
    endDate: ZIsoDateSchema.nullish().transform((v) => v ?? null),
    budgetedHours: z
      .number({ error: 'Enter the budgeted hours as a number.' })
      .int('Enter whole hours.')
      .min(0, 'The budgeted hours cannot be negative.')
      .max(10_000_000, 'The budgeted hours can be at most 10,000,000.'),
    status: choiceSchema('Status', PROJECT_STATUSES, PROJECT_STATUS_LABELS),
  })
  .refine((p) => p.endDate === null || p.endDate >= p.startDate, {
    path: ['endDate'],
    message: 'The end date cannot be before the start date.',
  })
  .refine((p) => p.taskOrderId === null || p.contractId !== null, {
    path: ['taskOrderId'],
    message: 'Choose the contract of the task order too.',
  });
export type TProjectRequest = z.input<typeof ZProjectRequestSchema>;

export const ZProjectMemberSchema = z.object({ userId: z.number().int(), fullname: z.string() });

export const ZProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  contractId: z.number().int().nullable(),
  contractNumber: z.string().nullable().describe("The contract's number, for those who may read contracts"),
  taskOrderId: z.number().int().nullable(),
  projectManagerId: z.number().int(),
  projectManagerName: z.string(),
  members: z.array(ZProjectMemberSchema),
  startDate: z.string(),
  endDate: z.string().nullable(),
  budgetedHours: z.number().int(),
  hoursLogged: z.number().describe('Hours of timesheet entries against the project'),
  status: z.enum(PROJECT_STATUSES),
  canEdit: z.boolean().describe('Whether the caller may change the project and its activities'),
});
export type TProject = z.infer<typeof ZProjectSchema>;

/** A project as the list shows it: how many members, not who (a project may have hundreds; its page names them). */
export const ZProjectListItemSchema = ZProjectSchema.omit({ members: true }).extend({
  memberCount: z.number().int().describe('How many members the project has (GET /projects/{id} names them)'),
});
export type TProjectListItem = z.infer<typeof ZProjectListItemSchema>;

/** What the project list sorts by (`sort`, with `order`): by code unless asked. */
export const PROJECT_SORTS = ['code', 'name', 'startDate', 'status'] as const;

export const ZProjectListQuerySchema = ZPageQuerySchema.extend({
  search: ZSearchQuerySchema,
  ...sortQuery(PROJECT_SORTS, { sort: 'code', order: 'asc' }),
  status: statusSchema(PROJECT_STATUSES).optional(),
});
export const ZProjectPageSchema = pageOf(ZProjectListItemSchema);
export type TProjectPage = z.infer<typeof ZProjectPageSchema>;

// ---------- activities ----------

export const ZProjectActivityRequestSchema = z.object({
  projectId: pickedIdSchema('Project'),
  name: typedTextSchema('Activity name', 80),
  billable: yesOrNo('billable').default(true),
  active: yesOrNo('active').default(true),
});
export type TProjectActivityRequest = z.input<typeof ZProjectActivityRequestSchema>;

export const ZProjectActivitySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  name: z.string(),
  billable: z.boolean(),
  active: z.boolean(),
  hoursLogged: z.number(),
});
export type TProjectActivity = z.infer<typeof ZProjectActivitySchema>;

export const ZProjectActivityQuerySchema = z.object({ projectId: ZIdTextSchema });

export const ZActivityListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'], { error: 'Active must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
});

// ---------- dashboard cards ----------

export const ZProjectDashboardSchema = z.object({
  byStatus: z.array(z.object({ status: z.enum(PROJECT_STATUSES), count: z.number().int() })),
  hoursVsBudget: z.array(
    z.object({
      projectId: z.number().int(),
      code: z.string(),
      name: z.string(),
      budgetedHours: z.number().int(),
      hoursLogged: z.number(),
    }),
  ),
});
export type TProjectDashboard = z.infer<typeof ZProjectDashboardSchema>;
