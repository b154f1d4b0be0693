import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZProfileUpdateSchema,
  ZRegisterUserRequestSchema,
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
  description: 'Deactivating a user ends all their sessions at once. Only ADMIN or MD may give the ADMIN or MD role or change a user who holds it.',
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
    summary: 'The signed-in user',
    success: { status: 200, description: 'The user context of spec section 3, field for field.', schema: ZUserContextSchema },
  },
  replaceOwnProfile: { method: 'PUT', ...updateOwnProfile },
  updateOwnProfile: { method: 'PATCH', ...updateOwnProfile },
  registerUser: {
    method: 'POST',
    path: '/register-user',
    access: { grant: 'MANAGE_USERS' },
    summary: 'Register a new user and their employee record',
    description: 'Only ADMIN or MD may give the ADMIN or MD role.',
    body: ZRegisterUserRequestSchema,
    success: { status: 201, description: 'The new user with their employee record.', schema: ZUserDetailSchema },
    errors: { 403: 'Only ADMIN or MD may give the ADMIN or MD role.', 409: 'The username, email address or employee code is taken.' },
  },
  listUsers: {
    method: 'GET',
    path: '/users',
    access: { grant: 'MANAGE_USERS' },
    summary: 'List users with search, role and status filters, sorting and paging',
    query: ZUserListQuerySchema,
    success: { status: 200, description: 'A page of users.', schema: ZUserPageSchema },
  },
  projectManagers: {
    method: 'GET',
    path: '/users/project-managers',
    access: 'signed-in',
    summary: 'Active project managers, to pick in a form',
    success: { status: 200, description: 'Active users with the PROJECT_MANAGER role, by name.', schema: z.array(ZUserOptionSchema) },
  },
  reportingManagers: {
    method: 'GET',
    path: '/users/reporting-managers',
    access: 'signed-in',
    summary: "Active users who may be someone's reporting manager",
    success: { status: 200, description: 'Active users whose roles grant LEAD_A_TEAM, by name.', schema: z.array(ZUserOptionSchema) },
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
