import { z } from 'zod';
import { ZIdTextSchema, ZPageQuerySchema, pageOf, listOf, sortQuery, SEARCH_TOO_LONG } from './common';
import { ZHhMmSchema, ZOfficeHoursSchema } from './attendance';

export const EMPLOYEE_STATUSES = ['ACTIVE', 'ON_NOTICE', 'LEFT'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** What any signed-in user may see of a colleague. */
export const ZEmployeeDirectoryEntrySchema = z.object({
  employeeId: z.number().int(),
  fullname: z.string(),
  employeeCode: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string(),
  profilePictureUrl: z.string().nullable(),
  reportingManagerId: z.number().int().nullable(),
  reportingManagerName: z.string().nullable(),
});
export type TEmployeeDirectoryEntry = z.infer<typeof ZEmployeeDirectoryEntrySchema>;
export const ZEmployeeDirectoryPageSchema = pageOf(ZEmployeeDirectoryEntrySchema);
export type TEmployeeDirectoryPage = z.infer<typeof ZEmployeeDirectoryPageSchema>;

export const ZWorkLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  radiusMeters: z.number().int().nullable(),
});

/** The whole employee record: oneself, one's manager, MD, ADMIN and HR_HEAD see it. */
export const ZEmployeeRecordSchema = ZEmployeeDirectoryEntrySchema.extend({
  username: z.string(),
  contactNumber: z.string().nullable(),
  dateOfJoining: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  officeHours: ZOfficeHoursSchema,
  workLocation: ZWorkLocationSchema.nullable(),
  userIsActive: z.boolean(),
});
export type TEmployeeRecord = z.infer<typeof ZEmployeeRecordSchema>;

/** GET /employee/{id}: the whole record (`full: true`) or the directory fields only (`full: false`). */
export const ZEmployeeProfileSchema = z.discriminatedUnion('full', [
  ZEmployeeRecordSchema.extend({ full: z.literal(true) }),
  ZEmployeeDirectoryEntrySchema.extend({ full: z.literal(false) }),
]);
export type TEmployeeProfile = z.infer<typeof ZEmployeeProfileSchema>;

export const ZEmployeeRecordPageSchema = pageOf(ZEmployeeRecordSchema);
export type TEmployeeRecordPage = z.infer<typeof ZEmployeeRecordPageSchema>;

export const ZEmployeeListQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(100, SEARCH_TOO_LONG).optional(),
  department: z.string().trim().max(80, 'The department can be at most 80 characters.').optional(),
});
export type TEmployeeListQuery = z.input<typeof ZEmployeeListQuerySchema>;

export const DIRECTORY_SORT_FIELDS = ['fullname', 'department', 'designation'] as const;

/** The people directory: the colleague list, also filtered by designation, in the order asked for. */
export const ZPeopleDirectoryQuerySchema = ZEmployeeListQuerySchema.extend({
  designation: z.string().trim().max(80, 'The designation can be at most 80 characters.').optional(),
  ...sortQuery(DIRECTORY_SORT_FIELDS, { sort: 'fullname', order: 'asc' }),
});
export type TPeopleDirectoryQuery = z.input<typeof ZPeopleDirectoryQuerySchema>;

/** A person of the org chart, with how many active people report to them (what an expand would show). */
export const ZOrgChartPersonSchema = z.object({
  employeeId: z.number().int(),
  fullname: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  reportingManagerId: z.number().int().nullable(),
  reportCount: z.number().int(),
});
export type TOrgChartPerson = z.infer<typeof ZOrgChartPersonSchema>;

/** Either a manager's direct reports (the top of the tree without one), or one person's chain of managers. */
export const ZOrgChartQuerySchema = z
  .object({ managerId: ZIdTextSchema.optional(), personId: ZIdTextSchema.optional() })
  .refine((q) => q.managerId === undefined || q.personId === undefined, {
    path: ['personId'],
    message: 'Give either managerId or personId, not both.',
  });
export type TOrgChartQuery = z.input<typeof ZOrgChartQuerySchema>;

/** By name for a level; from the top of the tree down to the person for a chain. */
export const ZOrgChartSchema = z.object({ people: z.array(ZOrgChartPersonSchema) });
export type TOrgChart = z.infer<typeof ZOrgChartSchema>;

export const ZReporteeListQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(100, SEARCH_TOO_LONG).optional(),
});
export type TReporteeListQuery = z.input<typeof ZReporteeListQuerySchema>;

/** A time zone the platform knows (IANA name, e.g. Asia/Kolkata). */
export const ZTimeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .min(1, 'Choose a time zone.')
  .max(64, 'Choose a known time zone, such as Asia/Kolkata.')
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Choose a known time zone, such as Asia/Kolkata.' },
  );

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** HR_HEAD, MD and ADMIN change an employee's working details. Absent fields stay as they are. */
/** Where an employee works: check-ins within the radius count as in the office. */
export const ZWorkLocationInputSchema = z.object({
  latitude: z
    .number({ error: 'Enter the latitude as a number.' })
    .min(-90, 'The latitude must be between -90 and 90.')
    .max(90, 'The latitude must be between -90 and 90.'),
  longitude: z
    .number({ error: 'Enter the longitude as a number.' })
    .min(-180, 'The longitude must be between -180 and 180.')
    .max(180, 'The longitude must be between -180 and 180.'),
  radiusMeters: z
    .number({ error: 'Enter the radius as a number.' })
    .int('Enter the radius as a whole number of metres.')
    .min(10, 'The radius must be between 10 and 100000 metres.')
    .max(100_000, 'The radius must be between 10 and 100000 metres.')
    .nullable()
    .optional(),
});

export const ZEmployeeUpdateSchema = z
  .object({
    designation: optionalText(80, 'designation'),
    department: optionalText(80, 'department'),
    officeStart: ZHhMmSchema.optional(),
    officeEnd: ZHhMmSchema.optional(),
    timeZone: ZTimeZoneSchema.optional(),
    workLocation: ZWorkLocationInputSchema.nullable().optional(),
    status: z.enum(EMPLOYEE_STATUSES, { error: `Choose a status: ${listOf(EMPLOYEE_STATUSES)}.` }).optional(),
  })
  .refine((v) => !v.officeStart || !v.officeEnd || v.officeEnd > v.officeStart, {
    path: ['officeEnd'],
    message: 'The office hours must end after they start.',
  });
export type TEmployeeUpdate = z.input<typeof ZEmployeeUpdateSchema>;
