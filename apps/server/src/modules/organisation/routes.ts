import type { FastifyPluginAsync } from 'fastify';
import { employeesApi } from '@staffdesk/shared/api/employees';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createOrganisationService } from './service';

export function organisationRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createOrganisationService(deps);
  return async (app) => {
    registerEndpoints(app, employeesApi, {
      directory: ({ query }) => service.directory(query),
      ownRecord: ({ user }) => service.context(user),
      reporteeRecord: ({ user, params }) => service.reporteeContext(user, params.id),
      reportees: ({ user, query }) => service.reportees(user, query),
      employeeProfile: ({ user, params }) => service.profile(user, params.id),
      updateEmployee: ({ user, params, body }) => service.update(user, params.id, body),
    });
  };
}
