import { useState } from 'react';
import { Link } from 'react-router';
import { FileSpreadsheet, UserPlus, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { useDepartments } from './api/get-departments';
import { useUsers } from './api/get-users';
import { ExportUsersButton } from './export-users-button';
import type { UserAction } from './user-action';
import { UserActionDialogs } from './user-action-dialogs';
import { BY_NAME, userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import { UserRowActions } from './user-row-actions';
import { useUserListParams } from './use-user-list-params';
import { ADD_USER_PATH } from './paths';

const PAGE_SIZE = 20;

/** Every user: search, filters by role, department and status, sort and pages in the URL; row actions and the CSV export. */
export function UserListingPage() {
  const departments = useDepartments().data ?? [];
  const { list, query: filters } = useUserListParams();
  const query = useUsers({ ...filters, page: list.page, pageSize: PAGE_SIZE });
  const [acting, setActing] = useState<UserAction>();

  return (
    <>
      <PageHeader
        title="User Registration"
        description="Everyone who can sign in: their employment, roles and sign-in state."
        actions={
          <>
            <ExportUsersButton query={filters} />
            <Button variant="outline" asChild>
              <Link to={`${ADD_USER_PATH}?import=csv`}>
                <FileSpreadsheet aria-hidden="true" />
                Import CSV
              </Link>
            </Button>
            <Button asChild>
              <Link to={ADD_USER_PATH}>
                <UserPlus aria-hidden="true" />
                Add employee
              </Link>
            </Button>
          </>
        }
      />
      <Card>
        <CardContent>
          <DataTable
            mode="server"
            label="Users"
            noun="users"
            columns={userColumns}
            rows={query.data?.items}
            getRowId={(u) => u.userId}
            query={query}
            empty={{
              icon: Users,
              title: 'No users yet.',
              hint: 'Add the first employee.',
              filteredTitle: 'No users match these filters.',
            }}
            sort={list.sort}
            defaultSort={BY_NAME}
            onSortChange={list.setSort}
            search={{ label: 'Search by name, username, email or code', value: list.search, onChange: list.setSearch }}
            filters={<UserFilters list={list} departments={departments} />}
            filtered={list.filtered || list.search !== ''}
            onClearFilters={list.clearFilters}
            pagination={{
              page: list.page,
              pageSize: PAGE_SIZE,
              total: query.data?.total ?? 0,
              onPageChange: list.setPage,
            }}
            rowActions={(user) => <UserRowActions user={user} onAct={setActing} />}
          />
        </CardContent>
      </Card>
      <UserActionDialogs acting={acting} departments={departments} onClose={() => setActing(undefined)} />
    </>
  );
}
