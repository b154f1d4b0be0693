import type { FastifyPluginAsync } from 'fastify';
import { employeesApi } from '@staffdesk/shared/api/employees';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import {
  employeeDirectory,
  employeeProfile,
  ownRecord,
  reporteeRecord,
  reporteeRecords,
  updateEmployee,
} from './service';
import { orgChart } from './org-chart';

export function organisationRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, employeesApi, {
      directory: ({ query }) => employeeDirectory(db, query),
      peopleDirectory: ({ query }) => employeeDirectory(db, query),
      orgChart: ({ query }) => orgChart(db, query),
      ownRecord: ({ user }) => ownRecord(db, user),
      reporteeRecord: ({ user, params }) => reporteeRecord(db, user, params.id),
      reportees: ({ user, query }) => reporteeRecords(db, user, query),
      employeeProfile: ({ user, params }) => employeeProfile(db, user, params.id),
      updateEmployee: ({ user, params, body }) => updateEmployee(db, user, params.id, body),
    });
  };
}
