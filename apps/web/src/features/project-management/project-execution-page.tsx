import { Link, useSearchParams } from 'react-router';
import { FolderKanban, FolderOpen, Pencil, Plus } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import { PROJECT_SORTS, PROJECT_STATUSES, PROJECT_STATUS_LABELS, type TProject } from '@staffdesk/shared/schemas/projects';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { useContracts } from './api';
import { idParam } from './form-kit';
import { PROJECT_FORM_PATH, projectPagePath, withQuery } from './paths';
import { ProjectDetail } from './project-detail';
import { hoursText, useProjects } from './projects-api';
import { PipelineStatusBadge } from './status-badge';
import { ProjectCategoriesCard } from './project-categories-card';

const PAGE_SIZE = 20;
const BY_CODE: TableSort = { key: 'code', order: 'asc' };

/** Project execution: every project you may read; `?projectId=` opens one with its members and activities. */
export function ProjectExecutionPage() {
  const [params] = useSearchParams();
  const openId = idParam(params, 'projectId');
  const roles = useUserContext().data?.userRoleList ?? [];
  const manages = can(roles, 'MANAGE_PROJECTS');
  const keepsCategories = can(roles, 'MANAGE_ANY_PROJECT');
  const contracts = useContracts().data ?? [];
  const contractNumber = (id: number | null) => (id === null ? '—' : (contracts.find((c) => c.id === id)?.number ?? `#${id}`));

  const columns: DataTableColumn<TProject>[] = [
    { id: 'code', header: 'Code', value: (p) => p.code, sortKey: 'code', width: 'fit', card: 'title' },
    { id: 'name', header: 'Name', value: (p) => p.name, sortKey: 'name', card: 'subtitle' },
    { id: 'category', header: 'Category', value: (p) => p.categoryName, hideBelow: 'xl', card: 'detail' },
    { id: 'contract', header: 'Contract', value: (p) => contractNumber(p.contractId), cell: (p) => (p.taskOrderId === null ? contractNumber(p.contractId) : `${contractNumber(p.contractId)} (task order)`), hideBelow: 'xl', card: 'detail' },
    { id: 'manager', header: 'Project manager', value: (p) => p.projectManagerName, hideBelow: 'lg', card: 'detail' },
    { id: 'startDate', header: 'Runs', value: (p) => p.startDate, cell: (p) => `${formatDate(p.startDate)} – ${p.endDate ? formatDate(p.endDate) : 'open-ended'}`, sortKey: 'startDate', hideBelow: 'lg', card: 'detail' },
    { id: 'hours', header: 'Hours of budget', value: (p) => p.hoursLogged, cell: hoursText, numeric: true, card: 'detail' },
    { id: 'status', header: 'Status', value: (p) => PROJECT_STATUS_LABELS[p.status], cell: (p) => <PipelineStatusBadge status={p.status} />, sortKey: 'status', width: 'fit', card: 'badge' },
  ];
  const list = useTableParams({ columns, defaultSort: BY_CODE, filters: { status: PROJECT_STATUSES } });
  const query = useProjects({ page: list.page, pageSize: PAGE_SIZE, search: list.search || undefined, status: list.filters.status, sort: oneOf(PROJECT_SORTS, list.sort?.key), order: list.sort?.order });

  return (
    <>
      <PageHeader
        title="Project Execution"
        description="Projects with their managers, members and activities: what timesheets are filled against."
        actions={
          manages && (
            <Button asChild>
              <Link to={PROJECT_FORM_PATH}>
                <Plus aria-hidden="true" />
                New project
              </Link>
            </Button>
          )
        }
      />
      {openId !== undefined && <ProjectDetail projectId={openId} contractNumber={contractNumber} />}
      <Card>
        <CardContent>
          <DataTable
            mode="server"
            label="Projects"
            noun="projects"
            columns={columns}
            rows={query.data?.items}
            getRowId={(p) => p.id}
            query={query}
            empty={{ icon: FolderKanban, title: 'No projects yet.', hint: manages ? 'Create one, from a contract or on its own.' : undefined, filteredTitle: 'No projects match these filters.' }}
            sort={list.sort}
            defaultSort={BY_CODE}
            onSortChange={list.setSort}
            search={{ label: 'Search by code or name', value: list.search, onChange: list.setSearch }}
            filters={
              <FilterSelect
                id="project-status-filter"
                label="Status"
                allLabel="All statuses"
                value={list.filters.status}
                options={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
                onChange={(v) => list.setFilter('status', v as never)}
              />
            }
            filtered={list.filtered || list.search !== ''}
            onClearFilters={list.clearFilters}
            pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
            rowActions={(p) => (
              <div className="flex justify-end">
                <Button asChild variant="ghost" size="icon">
                  <Link to={projectPagePath(p.id)} aria-label={`Open project ${p.code}`}>
                    <FolderOpen aria-hidden="true" />
                  </Link>
                </Button>
                {p.canEdit && (
                  <Button asChild variant="ghost" size="icon">
                    <Link to={withQuery(PROJECT_FORM_PATH, { id: p.id })} aria-label={`Edit project ${p.code}`}>
                      <Pencil aria-hidden="true" />
                    </Link>
                  </Button>
                )}
              </div>
            )}
          />
        </CardContent>
      </Card>
      {keepsCategories && <ProjectCategoriesCard />}
    </>
  );
}
