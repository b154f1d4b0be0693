import { z } from 'zod';
import { ABILITIES, PERMISSIONS, ROLES } from '../roles';
import { ZUsernameSchema, ZNewPasswordSchema } from './auth';
import { ZIdSchema, ZIsoDateSchema, ZPageQuerySchema, pageOf } from './common';
import { ZFileIdSchema } from './files';

export const ZRoleSchema = z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` });

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
});
export type TUserContext = z.infer<typeof ZUserContextSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const ZNameSchema = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required.`).max(80, `${label} can be at most 80 characters.`);

const ZPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Phone number may hold digits, spaces, brackets and dashes, 6 to 20 of them.')
  .or(z.literal('').transform(() => null))
  .nullable()
  .optional();

const ZEmailSchema = z.email({ error: 'must be a valid email address' }).max(254);
/** An email a form may leave empty: '' is stored as null. */
const ZOptionalEmailSchema = ZEmailSchema.or(z.literal('').transform(() => null)).nullable().optional();

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A picture elsewhere: https only (never javascript: or data:); '' is stored as null, for no picture. */
const ZPictureUrlSchema = z
  .string()
  .trim()
  .max(1000, 'Profile picture address can be at most 1000 characters.')
  .refine((v) => v === '' || isHttpsUrl(v), 'Profile picture must be an https:// address.')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** What a user may change of their own profile (spec section 3: names, contacts, blood group, marital status, addresses, picture, email). */
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
  /** The id of an uploaded file of category PROFILE_PICTURE, to show instead of an address; null for no picture. */
  profilePictureFileId: ZFileIdSchema.nullable().optional(),
  userEmailId: ZEmailSchema.optional(),
  personalEmail: ZOptionalEmailSchema,
  bio: optionalText(1000, 'Bio'),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;

export const ZEmployeeDetailsSchema = z.object({
  employeeCode: z.string().trim().min(1, 'Employee code is required.').max(32).optional(),
  designation: optionalText(80, 'Designation'),
  department: optionalText(80, 'Department'),
  dateOfJoining: ZIsoDateSchema.nullable().optional(),
  reportingManagerId: ZIdSchema.nullable().optional(),
});

/** Onboarding: an administrator registers a new user (and their employee record). */
export const ZRegisterUserRequestSchema = z
  .object({
    username: ZUsernameSchema.regex(/^[a-zA-Z0-9._-]+$/, 'Username may hold letters, digits, dots, dashes and underscores.'),
    password: ZNewPasswordSchema,
    firstname: ZNameSchema('First name'),
    middlename: optionalText(80, 'Middle name'),
    lastname: ZNameSchema('Last name'),
    userEmailId: ZEmailSchema,
    personalEmail: ZOptionalEmailSchema,
    userContactNumber: ZPhoneSchema,
    gender: optionalText(20, 'Gender'),
    userBirthDate: ZIsoDateSchema.nullable().optional(),
    userRoleList: z.array(ZRoleSchema).min(1, 'Choose at least one role.'),
  })
  .extend(ZEmployeeDetailsSchema.shape)
  .refine((v) => v.password.toLowerCase() !== v.username.toLowerCase(), {
    path: ['password'],
    message: 'Password must not be the username.',
  });
export type TRegisterUserRequest = z.input<typeof ZRegisterUserRequestSchema>;

/** An administrator changes another user: roles, active flag, profile and employee details. */
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

export const USER_SORT_FIELDS = ['fullname', 'username', 'createdDate', 'employeeCode'] as const;

export const ZUserListQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  role: ZRoleSchema.optional(),
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).transform((v) => v === 'true').optional(),
  sort: z.enum(USER_SORT_FIELDS, { error: `sort must be one of ${USER_SORT_FIELDS.join(', ')}` }).default('fullname'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
});
export type TUserListQuery = z.input<typeof ZUserListQuerySchema>;

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
  /** The spec's permissions the role grants (section 6). */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The abilities of ours it grants (packages/shared/src/roles.ts). */
  abilities: z.array(z.enum(ABILITIES)),
});
export type TRoleInfo = z.infer<typeof ZRoleInfoSchema>;
