import { z } from 'zod';

/**
 * Background jobs (docs/decisions/012-jobs.md): the server's scheduled work, such as reminders and escalations,
 * run on a PostgreSQL job queue one at a time across servers, retried when they fail; ADMIN reads their runs.
 */

/** How a run ended, or that it still runs. */
export const JOB_OUTCOMES = ['RUNNING', 'COMPLETED', 'FAILED'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** What started a run: its schedule, or an administrator's "run now". */
export const JOB_TRIGGERS = ['SCHEDULE', 'MANUAL'] as const;
export type JobTrigger = (typeof JOB_TRIGGERS)[number];

/** How many runs of each job are kept: older ones are removed after each run. */
export const JOB_RUNS_KEPT = 50;

/** One attempt of a job: a failed run is retried later as the next attempt. */
export const ZJobRunSchema = z.object({
  id: z.number().int(),
  /** 1 for a run's first attempt, 2 for its first retry … */
  attempt: z.number().int(),
  trigger: z.enum(JOB_TRIGGERS),
  outcome: z.enum(JOB_OUTCOMES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why it failed, in one line; never a statement or its parameters. */
  error: z.string().nullable(),
  /** How many things it handled (requests reminded, files removed …), when the job counts them. */
  items: z.number().int().nullable(),
});
export type TJobRun = z.infer<typeof ZJobRunSchema>;

/** A job with its schedule and what its last runs did. */
export const ZJobSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** A cron expression (minute hour day month weekday) in `timeZone`. */
  schedule: z.string(),
  timeZone: z.string(),
  /** The next time its schedule starts it. */
  nextRunAt: z.string().nullable(),
  lastRun: ZJobRunSchema.nullable(),
  /** Its last failed attempt among the runs kept, also when a later one succeeded. */
  lastFailure: ZJobRunSchema.nullable(),
  /** Failed attempts among the runs kept. */
  failures: z.number().int(),
});
export type TJob = z.infer<typeof ZJobSchema>;

export const ZJobListSchema = z.object({ items: z.array(ZJobSchema) });
export type TJobList = z.infer<typeof ZJobListSchema>;

export const ZJobParamsSchema = z.object({
  name: z
    .string()
    .max(60, 'A job name is at most 60 characters.')
    .regex(/^[a-z0-9-]+$/, 'Give the job by its name, such as reminders.'),
});

/** A job's runs kept, newest first. */
export const ZJobRunsSchema = z.object({ job: z.string(), items: z.array(ZJobRunSchema) });
export type TJobRuns = z.infer<typeof ZJobRunsSchema>;
