import { useMemo } from 'react';
import { ROLES } from '@staffdesk/shared/roles';
import { FilterSelect } from '@/components/data-table/filter-select';
import { roleLabel } from './user-columns';
import type { UserListParams } from './use-user-list-params';

const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** The listing's filters by role, department and status, kept in the URL. */
export function UserFilters({ list, departments }: { list: UserListParams; departments: readonly string[] }) {
  const departmentOptions = useMemo(() => departments.map((d) => ({ value: d, label: d })), [departments]);
  const { role, department, active } = list.filters;
  return (
    <>
      <FilterSelect
        id="role-filter"
        label="Role"
        allLabel="All roles"
        value={role}
        options={ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
        onChange={(v) => list.setFilter('role', v as never)}
      />
      <FilterSelect
        id="department-filter"
        label="Department"
        allLabel="All departments"
        value={department}
        options={departmentOptions}
        onChange={(v) => list.setFilter('department', v as never)}
      />
      <FilterSelect
        id="active-filter"
        label="Status"
        allLabel="Active and inactive"
        value={active}
        options={STATUS_OPTIONS}
        onChange={(v) => list.setFilter('active', v as never)}
      />
    </>
  );
}
