import { z } from 'zod';
import { ABILITIES, PERMISSIONS, ROLES } from '../roles';
import { ZUsernameSchema, ZNewPasswordSchema } from './auth';
import { containsUsername, PASSWORD_MESSAGES } from '../password-policy';
import { ZIdSchema, ZIsoDateSchema, ZPageQuerySchema, pageOf, listOf, ORDER_MESSAGE, SEARCH_TOO_LONG } from './common';
import { ZHhMmSchema } from './attendance';
import { ZTimeZoneSchema, ZWorkLocationInputSchema } from './organisation';
import { ZFileIdSchema } from './files';

export const ZRoleSchema = z.enum(ROLES, { error: `Choose a role: ${listOf(ROLES)}.` });

/** The logged-in user context of spec section 3, field for field. */
export const ZUserContextSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  firstname: z.string(),
  middlename: z.string().nullable(),
  lastname: z.string(),
  userContactNumber: z.string().nullable(),
  userEmailId: z.string(),
  userBirthDate: z.string().nullable(),
  gender: z.string().nullable(),
  bio: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  userIsActive: z.boolean(),
  currentAddress: z.string().nullable(),
  permanentAddress: z.string().nullable(),
  user2FAEnabled: z.boolean(),
  userLastModifiedBy: z.number().int().nullable(),
  userCreatedDate: z.string(),
  userLastModifiedDate: z.string(),
  userRoleList: z.array(z.string()),
  maritalStatus: z.string().nullable(),
  bloodGroup: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  personalEmail: z.string().nullable(),
  /** Someone else chose the password: choose your own before going on. */
  passwordMustChange: z.boolean(),
  /** Only on /users/context: deciding permissions held today through a delegation, beside the roles' grants. */
  delegatedGrants: z.array(z.string()).optional(),
  /** Only on /users/context: what being a project's member gives beside the roles' grants (LOG_TIME). */
  memberGrants: z.array(z.string()).optional(),
});
export type TUserContext = z.infer<typeof ZUserContextSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${label.toLowerCase()} can be at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const ZNameSchema = (label: string) =>
  z
    .string({ error: `Give a ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Give a ${label.toLowerCase()}.`)
    .max(80, `The ${label.toLowerCase()} can be at most 80 characters.`);

const ZPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter the phone number as 6 to 20 digits, spaces, brackets and dashes.')
  .or(z.literal('').transform(() => null))
  .nullable()
  .optional();

const ZEmailSchema = z
  .email({ error: 'Enter a valid email address.' })
  .max(254, 'The email address can be at most 254 characters.');
/** An email a form may leave empty: '' is stored as null. */
const ZOptionalEmailSchema = ZEmailSchema.or(z.literal('').transform(() => null))
  .nullable()
  .optional();

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** https only, never javascript: or data:; '' is stored as null. */
const ZPictureUrlSchema = z
  .string()
  .trim()
  .max(1000, 'The profile picture address can be at most 1000 characters.')
  .refine((v) => v === '' || isHttpsUrl(v), 'Give the profile picture as an https:// address.')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** What spec section 3 lets a user change of their own profile. */
export const ZProfileUpdateSchema = z.object({
  firstname: ZNameSchema('First name').optional(),
  middlename: optionalText(80, 'Middle name'),
  lastname: ZNameSchema('Last name').optional(),
  userContactNumber: ZPhoneSchema,
  emergencyContact: ZPhoneSchema,
  bloodGroup: optionalText(8, 'Blood group'),
  maritalStatus: optionalText(20, 'Marital status'),
  currentAddress: optionalText(500, 'Current address'),
  permanentAddress: optionalText(500, 'Permanent address'),
  profilePictureUrl: ZPictureUrlSchema,
  /** A PROFILE_PICTURE file, shown instead of an address. */
  profilePictureFileId: ZFileIdSchema.nullable().optional(),
  userEmailId: ZEmailSchema.optional(),
  personalEmail: ZOptionalEmailSchema,
  bio: optionalText(1000, 'Bio'),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;

const JOINING_MISSING = 'Give the date of joining.';
/** Every day of an employee is counted from it: without one, the days before they came would show as absent. */
const ZDateOfJoiningSchema = z.string({ error: JOINING_MISSING }).trim().min(1, JOINING_MISSING).pipe(ZIsoDateSchema);

export const ZEmployeeDetailsSchema = z.object({
  employeeCode: z
    .string()
    .trim()
    .min(1, 'Give an employee code.')
    .max(32, 'The employee code can be at most 32 characters.')
    .optional(),
  designation: optionalText(80, 'Designation'),
  department: optionalText(80, 'Department'),
  /** Changed, never cleared. */
  dateOfJoining: ZDateOfJoiningSchema.optional(),
  reportingManagerId: ZIdSchema.nullable().optional(),
});

/** With their employee record. */
export const ZRegisterUserRequestSchema = z
  .object({
    username: ZUsernameSchema.regex(
      /^[a-zA-Z0-9._-]+$/,
      'Use only letters, digits, dots, dashes and underscores in the username.',
    ),
    /** Left out, the server makes one and answers it once; either way the user chooses their own at first sign-in. */
    password: ZNewPasswordSchema.optional(),
    firstname: ZNameSchema('First name'),
    middlename: optionalText(80, 'Middle name'),
    lastname: ZNameSchema('Last name'),
    userEmailId: ZEmailSchema,
    personalEmail: ZOptionalEmailSchema,
    userContactNumber: ZPhoneSchema,
    gender: optionalText(20, 'Gender'),
    userBirthDate: ZIsoDateSchema.nullable().optional(),
    userRoleList: z.array(ZRoleSchema).min(1, 'Choose at least one role.'),
    currentAddress: optionalText(500, 'Address'),
    officeStart: ZHhMmSchema.optional(),
    officeEnd: ZHhMmSchema.optional(),
    timeZone: ZTimeZoneSchema.optional(),
    workLocation: ZWorkLocationInputSchema.nullable().optional(),
  })
  .extend({ ...ZEmployeeDetailsSchema.shape, dateOfJoining: ZDateOfJoiningSchema })
  .refine((v) => !v.officeStart || !v.officeEnd || v.officeEnd > v.officeStart, {
    path: ['officeEnd'],
    message: 'The office hours must end after they start.',
  })
  .refine((v) => !v.password || !containsUsername(v.password, v.username), {
    path: ['password'],
    message: PASSWORD_MESSAGES.username,
  });
export type TRegisterUserRequest = z.input<typeof ZRegisterUserRequestSchema>;

export const ZUserUpdateSchema = ZProfileUpdateSchema.extend({
  userRoleList: z.array(ZRoleSchema).min(1, 'Choose at least one role.').optional(),
  userIsActive: z.boolean().optional(),
  gender: optionalText(20, 'Gender'),
  userBirthDate: ZIsoDateSchema.nullable().optional(),
}).extend(ZEmployeeDetailsSchema.shape);
export type TUserUpdate = z.input<typeof ZUserUpdateSchema>;

export const ZUserSummarySchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  userEmailId: z.string(),
  userRoleList: z.array(z.string()),
  userIsActive: z.boolean(),
  user2FAEnabled: z.boolean(),
  employeeCode: z.string().nullable(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  reportingManagerId: z.number().int().nullable(),
  reportingManagerName: z.string().nullable(),
  dateOfJoining: z.string().nullable(),
  userCreatedDate: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummarySchema>;

export const ZUserDetailSchema = ZUserContextSchema.extend({
  employeeCode: z.string().nullable(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  reportingManagerId: z.number().int().nullable(),
  reportingManagerName: z.string().nullable(),
  dateOfJoining: z.string().nullable(),
});
export type TUserDetail = z.infer<typeof ZUserDetailSchema>;

/** The temporary password the server made is shown once. */
export const ZRegisteredUserSchema = ZUserDetailSchema.extend({ temporaryPassword: z.string().nullable() });
export type TRegisteredUser = z.infer<typeof ZRegisteredUserSchema>;

/** The user must replace it at their next sign-in. */
export const ZTemporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
export type TTemporaryPassword = z.infer<typeof ZTemporaryPasswordSchema>;

export const USER_SORT_FIELDS = [
  'fullname',
  'username',
  'createdDate',
  'employeeCode',
  'department',
  'designation',
  'reportingManagerName',
] as const;

export const ZUserListQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(100, SEARCH_TOO_LONG).optional(),
  role: ZRoleSchema.optional(),
  department: z
    .string()
    .trim()
    .min(1, 'Give a department.')
    .max(80, 'The department can be at most 80 characters.')
    .optional(),
  active: z
    .enum(['true', 'false'], { error: 'Active must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(USER_SORT_FIELDS, { error: `Sort by one of: ${USER_SORT_FIELDS.join(', ')}.` }).default('fullname'),
  order: z.enum(['asc', 'desc'], { error: ORDER_MESSAGE }).default('asc'),
});
export type TUserListQuery = z.input<typeof ZUserListQuerySchema>;

/** The CSV export: the listing's filters and order without paging. */
export const ZUserExportQuerySchema = ZUserListQuerySchema.omit({ page: true, pageSize: true });
export type TUserExportQuery = z.input<typeof ZUserExportQuerySchema>;

export const ZUserPageSchema = pageOf(ZUserSummarySchema);
export type TUserPage = z.infer<typeof ZUserPageSchema>;

/** A person to pick in a form (project manager, reporting manager). */
export const ZUserOptionSchema = z.object({
  userId: z.number().int(),
  fullname: z.string(),
  username: z.string(),
  userEmailId: z.string(),
  designation: z.string().nullable(),
});
export type TUserOption = z.infer<typeof ZUserOptionSchema>;

export const ZRoleInfoSchema = z.object({
  role: ZRoleSchema,
  label: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  abilities: z.array(z.enum(ABILITIES)),
});
export type TRoleInfo = z.infer<typeof ZRoleInfoSchema>;

/** In the template's order; roles separated by semicolons, the manager by username. */
export const USER_IMPORT_COLUMNS = [
  'firstname',
  'middlename',
  'lastname',
  'username',
  'userEmailId',
  'userContactNumber',
  'userBirthDate',
  'gender',
  'roles',
  'employeeCode',
  'designation',
  'department',
  'dateOfJoining',
  'reportingManagerUsername',
  'officeStart',
  'officeEnd',
  'timeZone',
] as const;
/** How a row's errors name the columns: as the add-user form labels its fields. */
export const USER_IMPORT_LABELS: Record<(typeof USER_IMPORT_COLUMNS)[number], string> = {
  firstname: 'First name',
  middlename: 'Middle name',
  lastname: 'Last name',
  username: 'Username',
  userEmailId: 'Work email',
  userContactNumber: 'Phone',
  userBirthDate: 'Date of birth',
  gender: 'Gender',
  roles: 'Roles',
  employeeCode: 'Employee code',
  designation: 'Designation',
  department: 'Department',
  dateOfJoining: 'Date of joining',
  reportingManagerUsername: 'Reporting manager',
  officeStart: 'Office hours from',
  officeEnd: 'Office hours until',
  timeZone: 'Time zone',
};
export const MAX_IMPORT_ROWS = 1000;

export const ZUserImportRequestSchema = z.object({
  /** A heading row of USER_IMPORT_COLUMNS, then one employee a row. */
  csv: z
    .string({ error: 'Attach a CSV file.' })
    .min(1, 'Attach a CSV file that is not empty.')
    .max(2_000_000, 'The file can be at most 2 MB.'),
  /** false for a preview; true adds the valid rows in one transaction. */
  commit: z.boolean({ error: 'Commit must be true or false.' }),
});
export type TUserImportRequest = z.infer<typeof ZUserImportRequestSchema>;

export const ZUserImportRowSchema = z.object({
  /** The heading is line 1. */
  line: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  /** "Column label: message", the column as the add-user form labels it. */
  errors: z.array(z.string()),
  /** Set once imported. */
  userId: z.number().int().nullable(),
  temporaryPassword: z.string().nullable(),
});
export type TUserImportRow = z.infer<typeof ZUserImportRowSchema>;

export const ZUserImportResultSchema = z.object({
  committed: z.boolean(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(ZUserImportRowSchema),
});
export type TUserImportResult = z.infer<typeof ZUserImportResultSchema>;
