import { Link } from 'react-router';
import { FolderKanban, TriangleAlert } from 'lucide-react';
import { PROJECT_STATUS_LABELS, type TProjectDashboard } from '@staffdesk/shared/schemas/projects';
import { BarChart } from '@/components/bar-chart';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { projectPagePath } from '../paths';
import { useProjectDashboard } from '../api/get-project-dashboard';
import { hoursText } from '../project-text';

function ByStatusCard({ data }: { data: TProjectDashboard }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Projects by Status</CardTitle>
        <CardDescription>How many projects are planned, running, paused and closed.</CardDescription>
      </CardHeader>
      <CardContent>
        <BarChart
          label="Projects by status"
          categoryLabel="Status"
          rows={data.byStatus.map((s) => ({ category: PROJECT_STATUS_LABELS[s.status], projects: s.count }))}
          series={[{ key: 'projects', label: 'Projects', color: 'var(--color-primary)' }]}
        />
      </CardContent>
    </Card>
  );
}

function HoursCard({ data }: { data: TProjectDashboard }) {
  const rows = data.hoursVsBudget;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hours Against Budget</CardTitle>
        <CardDescription>
          Each active project&apos;s hours logged in timesheets against its budgeted hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rows.length === 0 ? (
          <EmptyState icon={FolderKanban} title="No active projects." />
        ) : (
          <>
            <BarChart
              label="Active projects: hours logged and budgeted hours"
              categoryLabel="Project"
              rows={rows.map((p) => ({ category: p.code, logged: Math.round(p.hoursLogged), budget: p.budgetedHours }))}
              series={[
                { key: 'logged', label: 'Hours logged', color: 'var(--color-primary)' },
                { key: 'budget', label: 'Budgeted hours', color: 'var(--color-muted-foreground)' },
              ]}
            />
            <ul className="grid gap-2 text-sm">
              {rows.map((p) => (
                <li key={p.projectId} className="flex flex-wrap justify-between gap-2">
                  <Link to={projectPagePath(p.projectId)} className="text-primary underline-offset-4 hover:underline">
                    {p.code}: {p.name}
                  </Link>
                  <span
                    className={
                      p.budgetedHours > 0 && p.hoursLogged > p.budgetedHours
                        ? 'font-medium text-destructive'
                        : 'text-muted-foreground'
                    }
                  >
                    {hoursText(p)}
                    {p.budgetedHours > 0 && p.hoursLogged > p.budgetedHours && ' (over budget)'}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The projects dashboard's project cards: projects by status, and each active project's hours against its budget. */
export function ProjectCards() {
  const query = useProjectDashboard();
  if (query.isError)
    return (
      <LoadError
        icon={TriangleAlert}
        className="lg:col-span-2"
        title="The projects' cards could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Skeleton className="h-72 lg:col-span-2" aria-busy="true" />;
  return (
    <>
      <ByStatusCard data={query.data} />
      <HoursCard data={query.data} />
    </>
  );
}
