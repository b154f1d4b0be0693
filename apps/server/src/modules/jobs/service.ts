import type { TJob, TJobList, TJobRuns } from '@staffdesk/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { JobDefinition, JobQueue } from './queue';
import { lastRunsOf, runsOf } from './runs';
import { JOB_TIME_ZONE, nextRunOf } from './schedule';

interface JobDeps {
  db: Db;
  jobs: JobQueue;
}

function definitionOf(jobs: JobQueue, name: string): JobDefinition {
  const job = jobs.job(name);
  if (!job) throw notFound(`No background job is called ${name}.`);
  return job;
}

export async function jobsOverview({ db, jobs }: JobDeps): Promise<TJobList> {
  const definitions = jobs.jobs;
  const runs = await lastRunsOf(
    db,
    definitions.map((job) => job.name),
  );
  const now = new Date();
  const items = definitions.map((job): TJob => {
    const { lastRun, lastFailure, failures } = runs.get(job.name)!;
    return {
      name: job.name,
      title: job.title,
      description: job.description,
      schedule: job.schedule,
      timeZone: JOB_TIME_ZONE,
      nextRunAt: nextRunOf(job.schedule, now).toISOString(),
      lastRun,
      lastFailure,
      failures,
    };
  });
  return { items };
}

export async function jobRunsOf({ db, jobs }: JobDeps, name: string): Promise<TJobRuns> {
  const job = definitionOf(jobs, name);
  return { job: job.name, items: await runsOf(db, job.name) };
}

/** A run already waiting to start is a conflict: it will do the same work. */
export async function runJobNow({ jobs }: JobDeps, name: string): Promise<{ message: string }> {
  const job = definitionOf(jobs, name);
  if (!(await jobs.runNow(job.name)))
    throw conflict(`A run of ${job.title} is waiting to start already: its outcome shows in its runs shortly.`);
  return { message: `${job.title} will run in a moment: its outcome shows in its runs.` };
}
