import { useState } from 'react';
import { Link } from 'react-router';
import { ListChecks, Pencil, Plus } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { DataTable } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { ACTIVITY_COLUMNS } from './activity-columns';
import { ActivityDialog } from './activity-dialog';
import { ActivityRowActions } from './activity-row-actions';
import { useProject } from './api/get-project';
import { useProjectActivities } from './api/get-project-activities';
import { DeleteActivityDialog } from './delete-activity-dialog';
import { PROJECT_FORM_PATH } from './paths';
import { contractNumber, hoursText } from './project-text';

type Editing = { mode: 'add' } | { mode: 'edit' | 'delete'; activity: TProjectActivity } | undefined;

/** One project opened on the execution screen: its facts, its members and its activities. */
export function ProjectDetail({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const activities = useProjectActivities(projectId);
  const [editing, setEditing] = useState<Editing>();

  if (project.isError)
    return (
      <LoadError className="mb-6" title="The project could not be loaded." onRetry={() => void project.refetch()} />
    );
  const p = project.data;
  if (!p) return <Skeleton className="mb-6 h-64" />;

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
            columns={ACTIVITY_COLUMNS}
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
                <ActivityRowActions
                  activity={a}
                  onEdit={() => setEditing({ mode: 'edit', activity: a })}
                  onDelete={() => setEditing({ mode: 'delete', activity: a })}
                />
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
      <DeleteActivityDialog
        activity={editing?.mode === 'delete' ? editing.activity : undefined}
        projectCode={p.code}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
