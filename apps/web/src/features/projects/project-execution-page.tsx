import { Link, useSearchParams } from 'react-router';
import { FolderKanban, FolderOpen, Pencil, Plus } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  PROJECT_SORTS,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  type TProjectListItem,
} from '@staffdesk/shared/schemas/projects';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { idParam } from '@/components/pipeline/id-param';
import { uiPath } from '@staffdesk/shared/routes';
import { PROJECT_FORM_PATH, projectPagePath } from './paths';
import { ProjectDetail } from './project-detail';
import { useProjects } from './api/get-projects';
import { contractNumber, hoursText } from './project-text';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';
import { ProjectCategoriesCard } from './project-categories-card';
import { RowAction, RowActions } from '@/components/pipeline/row-action';
import { usePagedList } from '@/components/pipeline/use-paged-list';

const BY_CODE: TableSort = { key: 'code', order: 'asc' };

/** Project execution: every project you may read; `?projectId=` opens one with its members and activities. */
export function ProjectExecutionPage() {
  const [params] = useSearchParams();
  const openId = idParam(params, 'projectId');
  const roles = useUserContext().data?.userRoleList ?? [];
  const creates = can(roles, 'CREATE_PROJECTS');
  const keepsCategories = can(roles, 'MANAGE_ANY_PROJECT');

  const columns: DataTableColumn<TProjectListItem>[] = [
    { id: 'code', header: 'Code', value: (p) => p.code, sortKey: 'code', width: 'fit', card: 'title' },
    { id: 'name', header: 'Name', value: (p) => p.name, sortKey: 'name', card: 'subtitle' },
    { id: 'category', header: 'Category', value: (p) => p.categoryName, hideBelow: 'xl', card: 'detail' },
    {
      id: 'contract',
      header: 'Contract',
      value: contractNumber,
      cell: (p) => (p.taskOrderId === null ? contractNumber(p) : `${contractNumber(p)} (task order)`),
      hideBelow: 'xl',
      card: 'detail',
    },
    { id: 'manager', header: 'Project manager', value: (p) => p.projectManagerName, hideBelow: 'lg', card: 'detail' },
    {
      id: 'startDate',
      header: 'Runs',
      value: (p) => p.startDate,
      cell: (p) => `${formatDate(p.startDate)} – ${p.endDate ? formatDate(p.endDate) : 'open-ended'}`,
      sortKey: 'startDate',
      hideBelow: 'lg',
      card: 'detail',
    },
    { id: 'members', header: 'Members', value: (p) => p.memberCount, numeric: true, hideBelow: 'xl', card: 'detail' },
    {
      id: 'hours',
      header: 'Hours of budget',
      value: (p) => p.hoursLogged,
      cell: hoursText,
      numeric: true,
      card: 'detail',
    },
    {
      id: 'status',
      header: 'Status',
      value: (p) => PROJECT_STATUS_LABELS[p.status],
      cell: (p) => <PipelineStatusBadge status={p.status} />,
      sortKey: 'status',
      width: 'fit',
      card: 'badge',
    },
  ];
  const list = usePagedList({
    columns,
    defaultSort: BY_CODE,
    sorts: PROJECT_SORTS,
    statuses: PROJECT_STATUSES,
    statusLabels: PROJECT_STATUS_LABELS,
    filterId: 'project-status-filter',
    searchLabel: 'Search by code or name',
  });
  const query = useProjects(list.query);

  return (
    <>
      <PageHeader
        title="Project Execution"
        description="Projects with their managers, members and activities: what timesheets are filled against."
        actions={
          creates && (
            <Button asChild>
              <Link to={PROJECT_FORM_PATH}>
                <Plus aria-hidden="true" />
                New project
              </Link>
            </Button>
          )
        }
      />
      {openId !== undefined && <ProjectDetail projectId={openId} />}
      <Card>
        <CardContent>
          <DataTable
            {...list.tableProps(query.data?.total)}
            label="Projects"
            noun="projects"
            columns={columns}
            rows={query.data?.items}
            getRowId={(p) => p.id}
            query={query}
            empty={{
              icon: FolderKanban,
              title: 'No projects yet.',
              hint: creates ? 'Create one, from a contract or on its own.' : undefined,
              filteredTitle: 'No projects match these filters.',
            }}
            rowActions={(p) => (
              <RowActions>
                <RowAction icon={FolderOpen} to={projectPagePath(p.id)} label={`Open project ${p.code}`}>
                  Open
                </RowAction>
                {p.canEdit && (
                  <RowAction
                    icon={Pencil}
                    to={uiPath(PROJECT_FORM_PATH, { id: p.id })}
                    label={`Edit project ${p.code}`}
                  >
                    Edit
                  </RowAction>
                )}
              </RowActions>
            )}
          />
        </CardContent>
      </Card>
      {keepsCategories && <ProjectCategoriesCard />}
    </>
  );
}
