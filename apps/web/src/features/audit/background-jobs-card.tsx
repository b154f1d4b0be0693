import { Timer } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUserContext } from '@/lib/api/get-user-context';
import { useBackgroundJobs } from './api/get-background-jobs';
import { JobRow } from './job-row';

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
