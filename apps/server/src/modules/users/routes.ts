import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
} from '@staffdesk/shared/schemas/users';
import { ZIdParamsSchema } from '@staffdesk/shared/schemas/common';
import { ROLES, ROLE_LABELS, abilitiesOf, permissionsOf } from '@staffdesk/shared/roles';
import type { AppDeps } from '../../deps';
import { createUserService } from './service';

const tags = ['Users'];

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = createUserService(deps);
  return async (app) => {
    app.get('/users/context', {
      schema: { tags, summary: 'The signed-in user', response: { 200: ZUserContextSchema } },
      handler: (request) => service.context(request.user),
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/users/context',
        schema: { tags, summary: 'Update your own profile (names, contacts, blood group, marital status, addresses, picture, email)', body: ZProfileUpdateSchema, response: { 200: ZUserContextSchema } },
        handler: (request) => service.updateContext(request.user, request.body),
      });
    }

    app.post('/register-user', {
      config: { grant: 'MANAGE_USERS' },
      schema: { tags, summary: 'Register a new user and their employee record (ADMIN, MD, HR_HEAD)', description: 'Only ADMIN or MD may give the ADMIN or MD role.', body: ZRegisterUserRequestSchema, response: { 201: ZUserDetailSchema } },
      handler: async (request, reply) => reply.status(201).send(await service.register(request.user, request.body)),
    });

    app.get('/users', {
      config: { grant: 'MANAGE_USERS' },
      schema: { tags, summary: 'List users with search, role and status filters, sorting and paging (ADMIN, MD, HR_HEAD)', querystring: ZUserListQuerySchema, response: { 200: ZUserPageSchema } },
      handler: (request) => service.list(request.query),
    });

    app.get('/users/project-managers', {
      schema: { tags, summary: 'Active project managers, to pick in a form', response: { 200: z.array(ZUserOptionSchema) } },
      handler: () => service.projectManagers(),
    });

    app.get('/users/reporting-managers', {
      schema: { tags, summary: 'Active users who may be someone\'s reporting manager', response: { 200: z.array(ZUserOptionSchema) } },
      handler: () => service.reportingManagers(),
    });

    app.get('/users/:id', {
      schema: { tags, summary: 'One user: yourself, a reportee, or anyone for ADMIN, MD, HR_HEAD', params: ZIdParamsSchema, response: { 200: ZUserDetailSchema } },
      handler: (request) => service.get(request.user, request.params.id),
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/users/:id',
        config: { grant: 'MANAGE_USERS' },
        schema: {
          tags,
          summary: 'Change a user: profile, roles, active flag, employee details (ADMIN, MD, HR_HEAD)',
          description: 'Deactivating a user ends all their sessions at once. Only ADMIN or MD may give the ADMIN or MD role or change a user who holds it.',
          params: ZIdParamsSchema,
          body: ZUserUpdateSchema,
          response: { 200: ZUserDetailSchema },
        },
        handler: (request) => service.update(request.user, request.params.id, request.body),
      });
    }

    app.get('/roles', {
      schema: { tags, summary: 'Roles with their labels, the permissions of the spec and the abilities they grant', response: { 200: z.array(ZRoleInfoSchema) } },
      handler: () => ROLES.map((role) => ({ role, label: ROLE_LABELS[role], permissions: permissionsOf(role), abilities: abilitiesOf(role) })),
    });
  };
}
