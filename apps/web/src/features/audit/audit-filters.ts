/** The audit log's filters in the URL: any text, checked by `auditFilters` before it reaches a query. */
export const AUDIT_FILTERS = { actorId: String, entity: String, action: String, from: String, to: String };

type AuditFilterName = keyof typeof AUDIT_FILTERS;
export type AuditFilterValues = Partial<Record<AuditFilterName, string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the URL holds, each left out unless it is well formed: a person's id, a name, a day. */
export function auditFilters({ actorId, entity, action, from, to }: AuditFilterValues) {
  return {
    actorId: actorId && /^\d+$/.test(actorId) ? actorId : undefined,
    entity: entity || undefined,
    action: action || undefined,
    from: from && ISO_DATE.test(from) ? from : undefined,
    to: to && ISO_DATE.test(to) ? to : undefined,
  };
}

export type AuditFilters = ReturnType<typeof auditFilters>;
