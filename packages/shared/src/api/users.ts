import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZProfileUpdateSchema,
  ZRegisterUserRequestSchema,
  ZRegisteredUserSchema,
  ZTemporaryPasswordSchema,
  ZUserExportQuerySchema,
  ZUserImportRequestSchema,
  ZUserImportResultSchema,
  ZRoleInfoSchema,
  ZUserContextSchema,
  ZUserDetailSchema,
  ZUserListQuerySchema,
  ZUserOptionSchema,
  ZUserPageSchema,
  ZUserUpdateSchema,
} from '../schemas/users';
import { defineEndpoints, type EndpointSpec } from './endpoint';
import { TAGS } from './tags';

const updateOwnProfile = {
  path: '/users/context',
  access: 'signed-in',
  summary: 'Update your own profile (names, contacts, blood group, marital status, addresses, picture, email)',
  body: ZProfileUpdateSchema,
  success: { status: 200, description: 'Your profile as it is now.', schema: ZUserContextSchema },
  errors: { 409: 'The email address belongs to another user.' },
} as const satisfies Omit<EndpointSpec, 'method'>;

const updateUser = {
  path: '/users/{id}',
  access: { grant: 'MANAGE_USERS' },
  summary: 'Change a user: profile, roles, active flag, employee details',
  description:
    'Deactivating a user ends all their sessions at once. Only ADMIN or MD may give the ADMIN or MD role or change a user who holds it.',
  params: ZIdParamsSchema,
  body: ZUserUpdateSchema,
  success: { status: 200, description: 'The user as they are now.', schema: ZUserDetailSchema },
  errors: {
    403: 'Only ADMIN or MD may give the ADMIN or MD role, or change a user who holds it.',
    404: 'No such user.',
    409: 'The username, email address or employee code belongs to someone else.',
  },
} as const satisfies Omit<EndpointSpec, 'method'>;

export const usersApi = defineEndpoints(TAGS.users, {
  userContext: {
    method: 'GET',
    path: '/users/context',
    access: 'signed-in',
    // The app reads it to learn who is signed in and that the password must change.
    whilePasswordMustChange: true,
    summary: 'The signed-in user',
    success: {
      status: 200,
      description: 'The user context of spec section 3, field for field.',
      schema: ZUserContextSchema,
    },
  },
  replaceOwnProfile: { method: 'PUT', ...updateOwnProfile },
  updateOwnProfile: { method: 'PATCH', ...updateOwnProfile },
  registerUser: {
    method: 'POST',
    path: '/register-user',
    access: { grant: 'MANAGE_USERS' },
    summary: 'Register a new user and their employee record',
    description:
      'Only ADMIN or MD may give the ADMIN or MD role. One transaction: the user, the employee record ' +
      "and the year's leave balances, prorated from the date of joining, which is required: no day before " +
      'it is absent or missing. Without a password the server ' +
      'makes a temporary one and answers it once; the new user chooses their own at first sign-in.',
    body: ZRegisterUserRequestSchema,
    success: {
      status: 201,
      description: 'The new user with their employee record, and the temporary password when the server made one.',
      schema: ZRegisteredUserSchema,
    },
    errors: {
      403: 'Only ADMIN or MD may give the ADMIN or MD role.',
      409: 'The username, email address or employee code is taken.',
    },
  },
  listUsers: {
    method: 'GET',
    path: '/users',
    access: { grant: 'MANAGE_USERS' },
    summary: 'List users with search, role and status filters, sorting and paging',
    query: ZUserListQuerySchema,
    success: { status: 200, description: 'A page of users.', schema: ZUserPageSchema },
  },
  importUsers: {
    method: 'POST',
    path: '/users/import',
    access: { grant: 'MANAGE_USERS' },
    summary: 'Bulk import of new employees from a CSV: a preview, then the valid rows in one go',
    description:
      "The CSV's heading names the columns of the template (firstname, middlename, lastname, username, " +
      'userEmailId, userContactNumber, userBirthDate, gender, roles separated by semicolons, ' +
      'employeeCode, designation, department, dateOfJoining, reportingManagerUsername, officeStart, ' +
      'officeEnd, timeZone); firstname, lastname, username, userEmailId, roles and dateOfJoining are ' +
      'required. Each row is checked as /register-user checks one, and against the other ' +
      'rows and the existing users. With commit false nothing is written; with commit true the valid ' +
      'rows are added in one transaction (none when no row is valid), each with a temporary password ' +
      'answered once and leave balances prorated from the joining date.',
    body: ZUserImportRequestSchema,
    success: {
      status: 200,
      description: 'Per row: its errors, or (committed) the new user id and temporary password.',
      schema: ZUserImportResultSchema,
    },
    errors: {
      400: 'The file is not a CSV of the template: a column is missing or unknown, or it has no rows or too many.',
    },
  },
  exportUsers: {
    method: 'GET',
    path: '/users/export',
    access: { grant: 'MANAGE_USERS' },
    summary: 'The user listing as CSV, with the same search, filters and order',
    description:
      'Name, username, email, employee code, department, designation, reporting manager, roles, active, ' +
      '2FA on, date of joining. UTF-8 with a BOM, CRLF lines, formula-safe cells.',
    query: ZUserExportQuerySchema,
    success: { status: 200, description: 'The CSV, as an attachment named users.csv.', contentType: 'text/csv' },
  },
  departments: {
    method: 'GET',
    path: '/users/departments',
    access: { grant: 'MANAGE_USERS' },
    summary: 'The departments employees are in, to filter and pick from',
    success: { status: 200, description: 'Distinct departments, by name.', schema: z.array(z.string()) },
  },
  temporaryPassword: {
    method: 'POST',
    path: '/users/{id}/temporary-password',
    access: { grant: 'MANAGE_USERS' },
    summary: "Reset a user's password to a one-time temporary one",
    description:
      'The server makes the password and answers it once; every session of the user ends, and they must ' +
      'choose their own password at their next sign-in. Audited.',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The temporary password, shown once.', schema: ZTemporaryPasswordSchema },
    errors: {
      400: 'Your own password is changed in Settings.',
      403: 'Only ADMIN or MD may change an ADMIN or MD user.',
      404: 'No such user.',
    },
  },
  projectManagers: {
    method: 'GET',
    path: '/users/project-managers',
    access: 'signed-in',
    summary: 'Active project managers, to pick in a form',
    success: {
      status: 200,
      description: 'Active users with the PROJECT_MANAGER role, by name.',
      schema: z.array(ZUserOptionSchema),
    },
  },
  reportingManagers: {
    method: 'GET',
    path: '/users/reporting-managers',
    access: 'signed-in',
    summary: "Active users who may be someone's reporting manager",
    success: {
      status: 200,
      description: 'Active users whose roles grant LEAD_A_TEAM, by name.',
      schema: z.array(ZUserOptionSchema),
    },
  },
  getUser: {
    method: 'GET',
    path: '/users/{id}',
    access: 'signed-in',
    summary: 'One user: yourself, a reportee, or anyone for holders of VIEW_ANY_EMPLOYEE or MANAGE_USERS',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The user with their employee details.', schema: ZUserDetailSchema },
    errors: { 404: 'No such user, or not one you may see.' },
  },
  replaceUser: { method: 'PUT', ...updateUser },
  updateUser: { method: 'PATCH', ...updateUser },
  roles: {
    method: 'GET',
    path: '/roles',
    access: 'signed-in',
    summary: 'Roles with their labels, the permissions of the spec and the abilities they grant',
    success: { status: 200, description: 'The twelve roles.', schema: z.array(ZRoleInfoSchema) },
  },
});
