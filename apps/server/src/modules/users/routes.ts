import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { usersApi } from '@staffdesk/shared/api/users';
import { ROLES, ROLE_LABELS, abilitiesOf, permissionsOf } from '@staffdesk/shared/roles';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { getUser, resetToTemporaryPassword, updateUser } from './administer';
import { importUsers } from './import';
import { departments, exportUsersCsv, listUsers, projectManagers, reportingManagers } from './listing';
import { updateOwnProfile, userContext } from './profile';
import { registerUser } from './register';
import type { UserHooks } from './hooks';

export function userRoutes(deps: AppDeps, hooks: UserHooks): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, usersApi, {
      userContext: ({ user }) => userContext(db, hooks, user),
      replaceOwnProfile: ({ user, body }) => updateOwnProfile(db, user, body),
      updateOwnProfile: ({ user, body }) => updateOwnProfile(db, user, body),
      registerUser: ({ user, body }) => registerUser(db, hooks, user, body),
      listUsers: ({ query }) => listUsers(db, query),
      importUsers: ({ user, body }) => importUsers(db, hooks, user, body),
      exportUsers: ({ query, reply }) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="users.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(exportUsersCsv(db, query))),
      departments: () => departments(db),
      temporaryPassword: ({ user, params }) => resetToTemporaryPassword(db, user, params.id),
      projectManagers: () => projectManagers(db),
      reportingManagers: () => reportingManagers(db),
      getUser: ({ user, params }) => getUser(db, user, params.id),
      replaceUser: ({ user, params, body }) => updateUser(db, user, params.id, body),
      updateUser: ({ user, params, body }) => updateUser(db, user, params.id, body),
      roles: () =>
        ROLES.map((role) => ({
          role,
          label: ROLE_LABELS[role],
          permissions: permissionsOf(role),
          abilities: abilitiesOf(role),
        })),
    });
  };
}
