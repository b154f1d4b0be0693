import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  Download,
  FileSpreadsheet,
  KeyRound,
  MoreHorizontal,
  Pencil,
  Power,
  ShieldOff,
  UserPlus,
  Users,
} from 'lucide-react';
import { ROLES, ROLE_LABELS, type Role } from '@staffdesk/shared/roles';
import { USER_SORT_FIELDS, type TUserSummary } from '@staffdesk/shared/schemas/users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FilterSelect } from '@/components/data-table/filter-select';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import { toast } from '@/lib/toast';
import { useDepartments } from './api/get-departments';
import { useDisableTwoFactor } from './api/disable-user-two-factor';
import { useExportUsers } from './api/export-users';
import { useUsers } from './api/get-users';
import { useTemporaryPassword } from './api/make-temporary-password';
import { useUpdateUser } from './api/update-user';
import { EditUserDialog } from './edit-user-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { ADD_USER_PATH } from './paths';

const PAGE_SIZE = 20;
const BY_NAME: TableSort = { key: 'fullname', order: 'asc' };
const ACTIVE_VALUES = ['true', 'false'] as const;

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

const columns: DataTableColumn<TUserSummary>[] = [
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

type Acting = { kind: 'edit' | 'activate' | 'deactivate' | 'password' | 'two-factor'; user: TUserSummary } | undefined;

/** Every user: search, filters by role, department and status, sort and pages in the URL; row actions and the CSV export. */
export function UserListingPage() {
  const departments = useDepartments();
  const list = useTableParams({
    columns,
    defaultSort: BY_NAME,
    filters: { role: ROLES, department: String, active: ACTIVE_VALUES },
  });
  const { role, department, active } = list.filters;
  const filters = {
    search: list.search || undefined,
    role,
    department,
    active,
    sort: oneOf(USER_SORT_FIELDS, list.sort?.key),
    order: list.sort?.order,
  };
  const query = useUsers({ ...filters, page: list.page, pageSize: PAGE_SIZE });
  const [acting, setActing] = useState<Acting>();
  const [password, setPassword] = useState<{ name: string; password: string }>();
  const update = useUpdateUser();
  const reset = useTemporaryPassword();
  const twoFactor = useDisableTwoFactor();
  const download = useExportUsers();
  const departmentOptions = useMemo(
    () => (departments.data ?? []).map((d) => ({ value: d, label: d })),
    [departments.data],
  );
  const close = () => setActing(undefined);

  const setActive = (user: TUserSummary, value: boolean) =>
    update.mutate(
      { id: user.userId, body: { userIsActive: value } },
      {
        onSuccess: () =>
          toast.success(
            value
              ? `${user.fullname} can sign in again.`
              : `${user.fullname} is deactivated and signed out everywhere.`,
          ),
        onError: (error) => toast.error(error.message),
        onSettled: close,
      },
    );

  const confirm = () => {
    if (!acting) return;
    const { user } = acting;
    if (acting.kind === 'activate' || acting.kind === 'deactivate') setActive(user, acting.kind === 'activate');
    if (acting.kind === 'password')
      reset.mutate(user.userId, {
        onSuccess: ({ temporaryPassword }) => setPassword({ name: user.fullname, password: temporaryPassword }),
        onSettled: close,
      });
    if (acting.kind === 'two-factor')
      twoFactor.mutate(user.userId, {
        onSuccess: () => toast.success(`Two-factor sign-in is off for ${user.fullname}.`),
        onSettled: close,
      });
  };

  const dialogs = {
    activate: {
      title: 'Reactivate This User?',
      confirmLabel: 'Reactivate',
      description: (n: string) => `${n} can sign in again.`,
      destructive: false,
    },
    deactivate: {
      title: 'Deactivate This User?',
      confirmLabel: 'Deactivate',
      description: (n: string) => `${n} is signed out everywhere at once and cannot sign in until reactivated.`,
      destructive: true,
    },
    password: {
      title: 'Reset the Password?',
      confirmLabel: 'Reset password',
      description: (n: string) =>
        `${n} is signed out everywhere and gets a one-time password, shown to you once, which they must change at their next sign-in.`,
      destructive: true,
    },
    'two-factor': {
      title: 'Turn Two-Factor Sign-In Off?',
      confirmLabel: 'Turn 2FA off',
      description: (n: string) => `${n} signs in with their password alone until they turn it on again.`,
      destructive: true,
    },
  } as const;
  const dialog = acting && acting.kind !== 'edit' ? dialogs[acting.kind] : undefined;

  return (
    <>
      <PageHeader
        title="User Registration"
        description="Everyone who can sign in: their employment, roles and sign-in state."
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => download.mutate(filters, { onSuccess: () => toast.success('Saved users.csv.') })}
              disabled={download.isPending}
            >
              {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
              Export CSV
            </Button>
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
            columns={columns}
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
            filters={
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
                  options={[
                    { value: 'true', label: 'Active' },
                    { value: 'false', label: 'Inactive' },
                  ]}
                  onChange={(v) => list.setFilter('active', v as never)}
                />
              </>
            }
            filtered={list.filtered || list.search !== ''}
            onClearFilters={list.clearFilters}
            pagination={{
              page: list.page,
              pageSize: PAGE_SIZE,
              total: query.data?.total ?? 0,
              onPageChange: list.setPage,
            }}
            rowActions={(user) => (
              <div className="flex justify-end">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${user.fullname}`}>
                      <MoreHorizontal aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => setActing({ kind: 'edit', user })}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </DropdownMenuItem>
                    <DropdownMenuItem
                      onSelect={() => setActing({ kind: user.userIsActive ? 'deactivate' : 'activate', user })}
                      variant={user.userIsActive ? 'destructive' : 'default'}
                    >
                      <Power aria-hidden="true" />
                      {user.userIsActive ? 'Deactivate' : 'Reactivate'}
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setActing({ kind: 'password', user })}>
                      <KeyRound aria-hidden="true" />
                      Reset password
                    </DropdownMenuItem>
                    {user.user2FAEnabled && (
                      <DropdownMenuItem onSelect={() => setActing({ kind: 'two-factor', user })}>
                        <ShieldOff aria-hidden="true" />
                        Turn 2FA off
                      </DropdownMenuItem>
                    )}
                  </DropdownMenuContent>
                </DropdownMenu>
              </div>
            )}
          />
        </CardContent>
      </Card>
      {acting?.kind === 'edit' && (
        <EditUserDialog user={acting.user} departments={departments.data ?? []} onClose={close} />
      )}
      <ConfirmDialog
        open={dialog !== undefined}
        onOpenChange={(open) => !open && close()}
        title={dialog?.title ?? ''}
        description={acting && dialog ? dialog.description(acting.user.fullname) : ''}
        confirmLabel={dialog?.confirmLabel ?? ''}
        dismissLabel="Cancel"
        destructive={dialog?.destructive ?? true}
        onConfirm={confirm}
        pending={update.isPending || reset.isPending || twoFactor.isPending}
      />
      {password && (
        <TemporaryPasswordDialog
          name={password.name}
          password={password.password}
          onClose={() => setPassword(undefined)}
        />
      )}
    </>
  );
}
