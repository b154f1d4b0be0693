import { useState } from 'react';
import { Link } from 'react-router';
import { ListChecks, Pencil, Plus, Power, Trash2 } from 'lucide-react';
import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { ActivityDialog } from './activity-dialog';
import { uiPath } from '@staffdesk/shared/routes';
import { PROJECT_FORM_PATH } from './paths';
import { useDeleteActivity } from './api/delete-activity';
import { useProject } from './api/get-project';
import { useProjectActivities } from './api/get-project-activities';
import { useSetActivityActive } from './api/set-activity-active';
import { contractNumber, hoursText } from './project-text';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';

type Editing = { mode: 'add' } | { mode: 'edit' | 'delete'; activity: TProjectActivity } | undefined;

/** One project opened on the execution screen: its facts, its members and its activities. */
export function ProjectDetail({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const activities = useProjectActivities(projectId);
  const remove = useDeleteActivity();
  const toggle = useSetActivityActive();
  const [editing, setEditing] = useState<Editing>();

  if (project.isError)
    return (
      <LoadError className="mb-6" title="The project could not be loaded." onRetry={() => void project.refetch()} />
    );
  const p = project.data;
  if (!p) return <Skeleton className="mb-6 h-64" />;

  const columns: DataTableColumn<TProjectActivity>[] = [
    { id: 'name', header: 'Activity', value: (a) => a.name, card: 'title' },
    {
      id: 'billable',
      header: 'Billable',
      value: (a) => (a.billable ? 'Billable' : 'Not billable'),
      width: 'fit',
      card: 'detail',
    },
    {
      id: 'active',
      header: 'State',
      value: (a) => (a.active ? 'Active' : 'Inactive'),
      cell: (a) => <Badge variant={a.active ? 'success' : 'outline'}>{a.active ? 'Active' : 'Inactive'}</Badge>,
      width: 'fit',
      card: 'badge',
    },
    { id: 'hours', header: 'Hours logged', value: (a) => a.hoursLogged, numeric: true, card: 'detail' },
  ];

  return (
    <Card className="mb-6">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-semibold">
            {p.code}: {p.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {p.categoryName} · managed by {p.projectManagerName} · {formatDate(p.startDate)} –{' '}
            {p.endDate ? formatDate(p.endDate) : 'open-ended'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PipelineStatusBadge status={p.status} />
          {p.canEdit && (
            <Button asChild size="sm" variant="outline">
              <Link to={uiPath(PROJECT_FORM_PATH, { id: p.id })}>
                <Pencil aria-hidden="true" />
                Edit project
              </Link>
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-8">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Hours logged of budget</dt>
            <dd className="font-medium">{hoursText(p)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Contract</dt>
            <dd className="font-medium">
              {p.contractId === null
                ? 'None'
                : `${contractNumber(p)}${p.taskOrderId === null ? '' : ', under a task order'}`}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Members</dt>
            <dd>{p.members.length === 0 ? 'None yet' : p.members.map((m) => m.fullname).join(', ')}</dd>
          </div>
        </dl>
        {p.description && <p className="text-sm whitespace-pre-line">{p.description}</p>}
        <section aria-labelledby="activities-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="activities-heading" className="text-lg font-semibold">
              Activities
            </h3>
            {p.canEdit && (
              <Button variant="outline" size="sm" onClick={() => setEditing({ mode: 'add' })}>
                <Plus aria-hidden="true" />
                Add activity
              </Button>
            )}
          </div>
          <DataTable
            label="Activities"
            noun="activities"
            columns={columns}
            rows={activities.data}
            getRowId={(a) => a.id}
            query={activities}
            empty={{
              icon: ListChecks,
              title: 'No activities yet.',
              hint: p.canEdit ? 'Add what people log their hours on: design, development, meetings.' : undefined,
            }}
            rowActions={(a) =>
              p.canEdit && (
                <div className="flex justify-end">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setEditing({ mode: 'edit', activity: a })}
                    aria-label={`Edit activity ${a.name}`}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={toggle.isPending}
                    onClick={() =>
                      toggle.mutate(
                        { activity: a, active: !a.active },
                        {
                          onSuccess: () =>
                            toast.success(
                              `${a.name} is ${a.active ? 'inactive: it takes no new hours' : 'active again'}.`,
                            ),
                        },
                      )
                    }
                    aria-label={`${a.active ? 'Deactivate' : 'Activate'} activity ${a.name}`}
                  >
                    <Power aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setEditing({ mode: 'delete', activity: a })}
                    aria-label={`Delete activity ${a.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )
            }
          />
        </section>
      </CardContent>
      {(editing?.mode === 'add' || editing?.mode === 'edit') && (
        <ActivityDialog
          projectId={p.id}
          activity={editing.mode === 'edit' ? editing.activity : undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={editing?.mode === 'delete'}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title="Delete This Activity?"
        description={
          editing?.mode === 'delete'
            ? `${editing.activity.name} is removed from ${p.code}. An activity with hours logged cannot be deleted: make it inactive instead.`
            : ''
        }
        confirmLabel="Delete activity"
        dismissLabel="Keep it"
        pending={remove.isPending}
        onConfirm={() =>
          editing?.mode === 'delete' &&
          remove.mutate(editing.activity.id, {
            onSuccess: () => toast.success(`${editing.activity.name} was deleted.`),
            onSettled: () => setEditing(undefined),
          })
        }
      />
    </Card>
  );
}
