import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi } from '@staffdesk/shared/api/jobs';
import type { TJobList } from '@staffdesk/shared/schemas/jobs';
import { callApi } from '@/lib/api-client';

/** Every background job with its schedule, next run, last run and last failure. */
export function getBackgroundJobs(): Promise<TJobList> {
  return callApi(jobsApi.jobs);
}

export function backgroundJobsQueryOptions() {
  // A run started here ends on a server within seconds: the card looks again every half minute.
  return queryOptions({ queryKey: ['jobs'], queryFn: getBackgroundJobs, refetchInterval: 30_000 });
}

/** Asked only of those who may manage the jobs. */
export function useBackgroundJobs(enabled: boolean) {
  return useQuery({ ...backgroundJobsQueryOptions(), enabled });
}
