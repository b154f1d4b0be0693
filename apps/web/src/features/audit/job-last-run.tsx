import type { JobOutcome, TJobRun } from '@staffdesk/shared/schemas/jobs';
import { OfficeTime } from '@/components/office-time';
import { Badge } from '@/components/ui/badge';

const OUTCOME: Record<JobOutcome, { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  COMPLETED: { label: 'Completed', variant: 'success' },
  FAILED: { label: 'Failed', variant: 'destructive' },
  RUNNING: { label: 'Running', variant: 'secondary' },
};

/** A job's last run: its outcome, when it started, how many items it did and which attempt it was. */
export function JobLastRun({ run }: { run: TJobRun | null }) {
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
