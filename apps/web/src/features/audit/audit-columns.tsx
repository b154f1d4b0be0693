import type { TAuditEntry } from '@staffdesk/shared/schemas/audit';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { OfficeTime } from '@/components/office-time';
import { AuditChanges } from './audit-changes';

export const auditColumns: DataTableColumn<TAuditEntry>[] = [
  { id: 'at', header: 'When', cell: (e) => <OfficeTime iso={e.at} />, width: 'fit' },
  { id: 'actor', header: 'Who', value: (e) => e.actorName ?? 'The system', card: 'title', width: 'sm' },
  {
    id: 'action',
    header: 'Action',
    cell: (e) => <code className="text-xs">{e.action}</code>,
    card: 'badge',
    width: 'fit',
  },
  { id: 'record', header: 'Record', value: (e) => `${e.entity} #${e.entityId}`, width: 'sm' },
  { id: 'changes', header: 'What changed', cell: (e) => <AuditChanges entry={e} />, width: 'md' },
];
