import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '@staffdesk/shared/api/jobs';
import { callApi } from '@/lib/api-client';
import { backgroundJobsQueryOptions } from './get-background-jobs';

/** Queues a run of a job now ("run now"); the card shows its outcome when the list is read again. */
export function runJob(name: string): Promise<{ message: string }> {
  return callApi(jobsApi.runJob, { params: { name } });
}

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSuccess: () => {
      // The run starts within seconds: read the jobs again a little later, then at the usual interval.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: backgroundJobsQueryOptions().queryKey }), 3_000);
    },
  });
}
