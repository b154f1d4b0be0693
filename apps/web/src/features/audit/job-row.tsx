import { Play } from 'lucide-react';
import type { TJob } from '@staffdesk/shared/schemas/jobs';
import { OfficeTime } from '@/components/office-time';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useRunJob } from './api/run-job';
import { JobLastRun } from './job-last-run';

/** A job: what it does, its schedule and next run, its last run and last failure, and its "run now". */
export function JobRow({ job }: { job: TJob }) {
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
          <JobLastRun run={job.lastRun} />
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
