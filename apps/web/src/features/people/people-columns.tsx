import type { TEmployeeDirectoryEntry } from '@staffdesk/shared/schemas/organisation';
import { UserAvatar } from '@/components/user-avatar';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';

export const BY_NAME: TableSort = { key: 'fullname', order: 'asc' };

export const peopleColumns: DataTableColumn<TEmployeeDirectoryEntry>[] = [
  {
    id: 'fullname',
    header: 'Name',
    sortKey: 'fullname',
    value: (p) => p.fullname,
    cell: (p) => (
      <span className="flex items-center gap-3">
        <UserAvatar name={p.fullname} pictureUrl={p.profilePictureUrl} className="size-8" aria-hidden />
        <span className="grid min-w-0">
          <span className="font-medium break-words">{p.fullname}</span>
          <span className="text-xs text-muted-foreground wrap-anywhere">{p.email}</span>
        </span>
      </span>
    ),
    card: 'title',
    width: 'md',
  },
  {
    id: 'designation',
    header: 'Designation',
    sortKey: 'designation',
    value: (p) => p.designation ?? '—',
    card: 'subtitle',
  },
  { id: 'department', header: 'Department', sortKey: 'department', value: (p) => p.department ?? '—' },
  {
    id: 'reportingManagerName',
    header: 'Manager',
    value: (p) => p.reportingManagerName ?? '—',
    hideBelow: 'lg',
  },
];
