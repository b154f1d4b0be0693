import type { FastifyPluginAsync } from 'fastify';
import { companyDocumentsApi, employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createCompanyDocumentService } from './company-documents';
import { createEmployeeDocumentService } from './employee-documents';
import { documentExpiryJob } from './expiry';

export function documentRoutes(deps: AppDeps): FastifyPluginAsync {
  const documents = createEmployeeDocumentService(deps);
  const company = createCompanyDocumentService(deps);
  return async (app) => {
    registerEndpoints(app, employeeDocumentsApi, {
      createEmployeeDocument: ({ user, body }) => documents.create(user, body),
      allEmployeeDocuments: ({ user, query }) => documents.all(user, query),
      ownEmployeeDocuments: ({ user, query }) => documents.own(user, query),
      employeeDocument: ({ user, params }) => documents.get(user, params.id),
      resubmitEmployeeDocument: ({ user, params, body }) => documents.resubmit(user, params.id, body),
    });
    registerEndpoints(app, companyDocumentsApi, {
      createCompanyDocument: ({ user, body }) => company.create(user, body),
      allCompanyDocuments: ({ query }) => company.all(query),
      ownCompanyDocuments: ({ user, query }) => company.own(user, query),
    });

    deps.jobs.define(documentExpiryJob(deps));
  };
}
