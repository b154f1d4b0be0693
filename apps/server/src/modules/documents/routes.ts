import type { FastifyPluginAsync } from 'fastify';
import { companyDocumentsApi, employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { allCompanyDocuments, createCompanyDocument, ownCompanyDocuments } from './company-documents';
import {
  allEmployeeDocuments,
  createEmployeeDocument,
  employeeDocument,
  ownEmployeeDocuments,
  resubmitEmployeeDocument,
} from './employee-documents';
import { documentExpiryJob } from './expiry';

export function documentRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerEndpoints(app, employeeDocumentsApi, {
      createEmployeeDocument: ({ user, body }) => createEmployeeDocument(deps, user, body),
      allEmployeeDocuments: ({ user, query }) => allEmployeeDocuments(db, user, query),
      ownEmployeeDocuments: ({ user, query }) => ownEmployeeDocuments(db, user, query),
      employeeDocument: ({ user, params }) => employeeDocument(db, user, params.id),
      resubmitEmployeeDocument: ({ user, params, body }) => resubmitEmployeeDocument(deps, user, params.id, body),
    });
    registerEndpoints(app, companyDocumentsApi, {
      createCompanyDocument: ({ user, body }) => createCompanyDocument(deps, user, body),
      allCompanyDocuments: ({ query }) => allCompanyDocuments(db, query),
      ownCompanyDocuments: ({ user, query }) => ownCompanyDocuments(db, user, query),
    });

    deps.jobs.define(documentExpiryJob(deps));
  };
}
