import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { usersApi } from '@staffdesk/shared/api/users';
import { ROLES, ROLE_LABELS, abilitiesOf, permissionsOf } from '@staffdesk/shared/roles';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createUserService } from './service';
import { createUserImport } from './import';
import type { UserHooks } from './hooks';

export function userRoutes(deps: AppDeps, hooks: UserHooks): FastifyPluginAsync {
  const service = createUserService(deps, hooks);
  const bulk = createUserImport(deps, hooks);
  return async (app) => {
    registerEndpoints(app, usersApi, {
      userContext: ({ user }) => service.context(user),
      replaceOwnProfile: ({ user, body }) => service.updateContext(user, body),
      updateOwnProfile: ({ user, body }) => service.updateContext(user, body),
      registerUser: ({ user, body }) => service.register(user, body),
      listUsers: ({ query }) => service.list(query),
      importUsers: ({ user, body }) => bulk.importUsers(user, body),
      exportUsers: ({ query, reply }) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="users.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(service.exportCsv(query))),
      departments: () => service.departments(),
      temporaryPassword: ({ user, params }) => service.resetToTemporary(user, params.id),
      projectManagers: () => service.projectManagers(),
      reportingManagers: () => service.reportingManagers(),
      getUser: ({ user, params }) => service.get(user, params.id),
      replaceUser: ({ user, params, body }) => service.update(user, params.id, body),
      updateUser: ({ user, params, body }) => service.update(user, params.id, body),
      roles: () => ROLES.map((role) => ({ role, label: ROLE_LABELS[role], permissions: permissionsOf(role), abilities: abilitiesOf(role) })),
    });
  };
}
