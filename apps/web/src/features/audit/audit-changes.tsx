import type { TAuditEntry } from '@staffdesk/shared/schemas/audit';

/** An entry's remark and each changed field, before → after; a dash when it has neither. */
export function AuditChanges({ entry }: { entry: TAuditEntry }) {
  if (!entry.remark && entry.changes.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      {entry.remark && <span className="block">Remark: “{entry.remark}”</span>}
      {entry.changes.map((c) => (
        <span key={c.field} className="block text-xs text-muted-foreground">
          {c.field}: {c.before ?? '—'} → {c.after ?? '—'}
        </span>
      ))}
    </>
  );
}
