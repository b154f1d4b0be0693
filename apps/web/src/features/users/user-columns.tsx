import { ROLE_LABELS, type Role } from '@staffdesk/shared/roles';
import type { TUserSummary } from '@staffdesk/shared/schemas/users';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';

export const BY_NAME: TableSort = { key: 'fullname', order: 'asc' };

export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

export const userColumns: DataTableColumn<TUserSummary>[] = [
  {
    id: 'fullname',
    header: 'Name',
    sortKey: 'fullname',
    value: (u) => u.fullname,
    cell: (u) => (
      <span className="grid">
        <span className="font-medium break-words">{u.fullname}</span>
        <span className="text-xs text-muted-foreground wrap-anywhere">{u.userEmailId}</span>
      </span>
    ),
    card: 'title',
    width: 'md',
  },
  { id: 'username', header: 'Username', sortKey: 'username', value: (u) => u.username, card: 'subtitle' },
  { id: 'employeeCode', header: 'Code', sortKey: 'employeeCode', value: (u) => u.employeeCode, width: 'fit' },
  { id: 'department', header: 'Department', sortKey: 'department', value: (u) => u.department ?? '—' },
  {
    id: 'designation',
    header: 'Designation',
    sortKey: 'designation',
    value: (u) => u.designation ?? '—',
    hideBelow: 'xl',
  },
  {
    id: 'reportingManagerName',
    header: 'Reporting manager',
    sortKey: 'reportingManagerName',
    value: (u) => u.reportingManagerName ?? '—',
    hideBelow: 'lg',
  },
  { id: 'roles', header: 'Roles', value: (u) => u.userRoleList.map(roleLabel).join(', '), width: 'md' },
  {
    id: 'active',
    header: 'Active',
    value: (u) => (u.userIsActive ? 'Active' : 'Inactive'),
    cell: (u) => (
      <Badge variant={u.userIsActive ? 'success' : 'secondary'}>{u.userIsActive ? 'Active' : 'Inactive'}</Badge>
    ),
    width: 'fit',
    card: 'badge',
  },
  { id: 'twoFa', header: '2FA', value: (u) => (u.user2FAEnabled ? 'On' : 'Off'), width: 'fit' },
];
