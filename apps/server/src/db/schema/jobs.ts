import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per attempt, for the administration screen; pg-boss keeps its queue in its own schema. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    /** The queue's id of the job this attempt ran: its retries share it. */
    queueJobId: uuid('queue_job_id').notNull(),
    attempt: integer('attempt').notNull(),
    /** SCHEDULE or MANUAL (an administrator's "run now"). */
    trigger: text('trigger').notNull(),
    /** RUNNING, COMPLETED or FAILED. */
    outcome: text('outcome').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The error's first line: never a statement or its parameters. */
    error: text('error'),
    items: integer('items'),
  },
  // The screen reads each job's runs newest first; the trim after each run walks the same index.
  (t) => [index('job_runs_job_idx').on(t.job, t.id), index('job_runs_queue_job_idx').on(t.queueJobId)],
);
