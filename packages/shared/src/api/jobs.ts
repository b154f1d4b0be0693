import { ZMessageResponseSchema } from '../schemas/common';
import { ZJobListSchema, ZJobParamsSchema, ZJobRunsSchema } from '../schemas/jobs';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** The background jobs (issue 38): their schedules and last runs, read and started by the holders of MANAGE_JOBS (ADMIN). */
export const jobsApi = defineEndpoints(TAGS.jobs, {
  jobs: {
    method: 'GET',
    path: '/jobs',
    access: { grant: 'MANAGE_JOBS' },
    summary: 'Every background job with its schedule, next run, last run and last failure',
    success: { status: 200, description: 'The jobs, in the order the server defines them.', schema: ZJobListSchema },
  },
  jobRuns: {
    method: 'GET',
    path: '/jobs/{name}/runs',
    access: { grant: 'MANAGE_JOBS' },
    summary: "A job's last runs, newest first: each attempt with its outcome, error and how many things it handled",
    description: 'The last 50 attempts of the job are kept.',
    params: ZJobParamsSchema,
    success: { status: 200, description: 'The runs kept, newest first.', schema: ZJobRunsSchema },
    errors: { 404: 'No job by that name.' },
  },
  runJob: {
    method: 'POST',
    path: '/jobs/{name}/run',
    access: { grant: 'MANAGE_JOBS' },
    summary: 'Start a run of a job now, beside its schedule',
    description: 'The run is queued and starts on one of the servers within seconds; its outcome shows in its runs.',
    params: ZJobParamsSchema,
    success: { status: 200, description: 'The run is queued.', schema: ZMessageResponseSchema },
    errors: { 404: 'No job by that name.', 409: 'A run of the job is waiting to start already.' },
  },
});
