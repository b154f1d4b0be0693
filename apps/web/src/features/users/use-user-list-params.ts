import { ROLES } from '@staffdesk/shared/roles';
import { USER_SORT_FIELDS, type TUserExportQuery } from '@staffdesk/shared/schemas/users';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import { BY_NAME, userColumns } from './user-columns';

const ACTIVE_VALUES = ['true', 'false'] as const;

/** The listing's search, filters and sort from the URL, and the query they make for the list and the export. */
export function useUserListParams() {
  const list = useTableParams({
    columns: userColumns,
    defaultSort: BY_NAME,
    filters: { role: ROLES, department: String, active: ACTIVE_VALUES },
  });
  const { role, department, active } = list.filters;
  const query: TUserExportQuery = {
    search: list.search || undefined,
    role,
    department,
    active,
    sort: oneOf(USER_SORT_FIELDS, list.sort?.key),
    order: list.sort?.order,
  };
  return { list, query };
}

export type UserListParams = ReturnType<typeof useUserListParams>['list'];
