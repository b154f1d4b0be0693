import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { auditApi } from '@staffdesk/shared/api/audit';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { entriesCsv, facets, searchEntries } from './entries';

/** The audit screen: the log searched, exported and its filters' choices, for holders of VIEW_AUDIT_LOG. */
export function auditRoutes(deps: Pick<AppDeps, 'db'>): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, auditApi, {
      auditEntries: ({ query }) => searchEntries(deps.db, query),
      auditEntriesCsv: ({ query, reply }) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(entriesCsv(deps.db, query))),
      auditFacets: () => facets(deps.db),
    });
  };
}
