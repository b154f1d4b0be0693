import type { FastifyPluginAsync } from 'fastify';
import { jobsApi } from '@staffdesk/shared/api/jobs';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { jobRunsOf, jobsOverview, runJobNow } from './service';

/** The background jobs for ADMIN: each with its schedule and last runs, a job's runs, and "run now". */
export function jobRoutes(deps: Pick<AppDeps, 'db' | 'jobs'>): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, jobsApi, {
      jobs: () => jobsOverview(deps),
      jobRuns: ({ params }) => jobRunsOf(deps, params.name),
      runJob: ({ params }) => runJobNow(deps, params.name),
    });
  };
}
