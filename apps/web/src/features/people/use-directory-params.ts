import { DIRECTORY_SORT_FIELDS, type TPeopleDirectoryQuery } from '@staffdesk/shared/schemas/organisation';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import { BY_NAME, peopleColumns } from './people-columns';

/** The directory's search, filters, sort and page from the URL, and the query they make. */
export function useDirectoryParams(pageSize: number) {
  const list = useTableParams({
    columns: peopleColumns,
    defaultSort: BY_NAME,
    filters: { department: String, designation: String },
  });
  const query: TPeopleDirectoryQuery = {
    search: list.search || undefined,
    department: list.filters.department,
    designation: list.filters.designation,
    sort: oneOf(DIRECTORY_SORT_FIELDS, list.sort?.key),
    order: list.sort?.order,
    page: list.page,
    pageSize,
  };
  return { list, query };
}

export type DirectoryParams = ReturnType<typeof useDirectoryParams>['list'];
