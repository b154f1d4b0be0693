import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '@staffdesk/shared/api/jobs';
import { callApi } from '@/lib/api-client';

/** Every background job with its schedule, next run, last run and last failure. */
export function backgroundJobsQueryOptions() {
  // A run started here ends on a server within seconds: the card looks again every half minute.
  return queryOptions({ queryKey: ['jobs'], queryFn: () => callApi(jobsApi.jobs), refetchInterval: 30_000 });
}

export function useBackgroundJobs(enabled: boolean) {
  return useQuery({ ...backgroundJobsQueryOptions(), enabled });
}

/** Queues a run of a job now ("run now"); the card shows its outcome when the list is read again. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(jobsApi.runJob, { params: { name } }),
    onSuccess: () => {
      // The run starts within seconds: read the jobs again a little later, then at the usual interval.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: backgroundJobsQueryOptions().queryKey }), 3_000);
    },
  });
}
