import { Play, Timer } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import type { JobOutcome, TJob, TJobRun } from '@staffdesk/shared/schemas/jobs';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { OfficeTime } from '@/components/office-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUserContext } from '@/lib/api/get-user-context';
import { toast } from '@/lib/toast';
import { useBackgroundJobs, useRunJob } from './api/background-jobs';

const OUTCOME: Record<JobOutcome, { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  COMPLETED: { label: 'Completed', variant: 'success' },
  FAILED: { label: 'Failed', variant: 'destructive' },
  RUNNING: { label: 'Running', variant: 'secondary' },
};

function LastRun({ run }: { run: TJobRun | null }) {
  if (!run) return <span className="text-muted-foreground">Not run yet</span>;
  const { label, variant } = OUTCOME[run.outcome];
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge variant={variant}>{label}</Badge>
      <OfficeTime iso={run.startedAt} />
      {run.items !== null && (
        <span className="text-muted-foreground">{run.items === 1 ? '1 item' : `${run.items} items`}</span>
      )}
      {run.attempt > 1 && <span className="text-muted-foreground">attempt {run.attempt}</span>}
    </span>
  );
}

function JobRow({ job }: { job: TJob }) {
  const run = useRunJob();
  const start = () => run.mutate(job.name, { onSuccess: ({ message }) => toast.success(message) });
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:items-start" aria-label={job.title}>
      <div className="grid min-w-0 gap-1.5 text-sm">
        <p className="font-medium">{job.title}</p>
        <p className="text-muted-foreground">{job.description}</p>
        <p>
          <span className="text-muted-foreground">Schedule: </span>
          <code className="text-xs">{job.schedule}</code>
          {job.nextRunAt && (
            <>
              <span className="text-muted-foreground">, next </span>
              <OfficeTime iso={job.nextRunAt} />
            </>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-x-2">
          <span className="text-muted-foreground">Last run:</span>
          <LastRun run={job.lastRun} />
        </div>
        {job.lastFailure && (
          <p className="break-words text-destructive">
            Last failure (<OfficeTime iso={job.lastFailure.startedAt} />,{' '}
            {job.failures === 1 ? '1 failed attempt' : `${job.failures} failed attempts`} of the last runs):{' '}
            {job.lastFailure.error}
          </p>
        )}
      </div>
      {/* The name begins with the words shown, for those who speak to their screen reader. */}
      <Button
        variant="outline"
        size="sm"
        className="w-full sm:w-auto"
        onClick={start}
        disabled={run.isPending}
        aria-label={`Run now: ${job.title}`}
      >
        {run.isPending ? <Spinner /> : <Play aria-hidden="true" />}
        Run now
      </Button>
    </li>
  );
}

/** The servers' background jobs, for ADMIN: each with its schedule, last run and last failure, and "run now". */
export function BackgroundJobsCard() {
  const { data: me } = useUserContext();
  const allowed = me !== undefined && can(me.userRoleList, 'MANAGE_JOBS');
  const jobs = useBackgroundJobs(allowed);
  if (!allowed) return null;
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Background Jobs</CardTitle>
        <CardDescription>
          The work the servers do on a schedule. One server at a time runs each job; a failed run is tried again after a
          pause.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <Spinner />
        ) : jobs.isError ? (
          <LoadError title="The background jobs could not be loaded." onRetry={() => void jobs.refetch()} />
        ) : jobs.data.items.length === 0 ? (
          <EmptyState icon={Timer} title="No background jobs." />
        ) : (
          <ul className="divide-y">
            {jobs.data.items.map((job) => (
              <JobRow key={job.name} job={job} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
