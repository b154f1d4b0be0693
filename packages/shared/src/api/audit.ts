import { ZAuditFacetsSchema, ZAuditPageSchema, ZAuditQuerySchema } from '../schemas/audit';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** The audit screen (issue 18): the whole log, searched and exported by the holders of VIEW_AUDIT_LOG. */
export const auditApi = defineEndpoints(TAGS.audit, {
  auditEntries: {
    method: 'GET',
    path: '/audit-entries',
    access: { grant: 'VIEW_AUDIT_LOG' },
    summary: 'Search the audit log by actor, entity, action and dates, newest first',
    description:
      'from and to are calendar dates in UTC, both included; action is a whole action (event-request.approve) or its verb (approve).',
    query: ZAuditQuerySchema,
    success: { status: 200, description: 'A page of audit rows, newest first.', schema: ZAuditPageSchema },
  },
  auditEntriesCsv: {
    method: 'GET',
    path: '/audit-entries/download-csv',
    access: { grant: 'VIEW_AUDIT_LOG' },
    summary: 'The audit rows the same filters find, as CSV, newest first',
    description:
      'Every matching row, not one page (page and pageSize are ignored). A cell that a spreadsheet would run as a formula starts with an apostrophe.',
    query: ZAuditQuerySchema,
    success: { status: 200, description: 'The CSV, as an attachment named audit-log.csv.', contentType: 'text/csv' },
  },
  auditFacets: {
    method: 'GET',
    path: '/audit-entries/facets',
    access: { grant: 'VIEW_AUDIT_LOG' },
    summary: 'The people who acted, the entities and the actions the audit log holds, for the filters',
    success: { status: 200, description: 'Actors by name, entities and actions, sorted.', schema: ZAuditFacetsSchema },
  },
});
