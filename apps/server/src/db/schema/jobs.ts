import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each run of a background job (modules/jobs): one row per attempt, as the administration screen shows them. The
 * queue itself (pg-boss) keeps its jobs in its own schema; this is what we remember of them, the last runs of each.
 */
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
    /** What went wrong, in the words of the error's first line: never a statement or its parameters. */
    error: text('error'),
    /** How many things the run handled, when the job counts them. */
    items: integer('items'),
  },
  // The screen reads each job's runs newest first; the trim after each run walks the same index.
  (t) => [index('job_runs_job_idx').on(t.job, t.id), index('job_runs_queue_job_idx').on(t.queueJobId)],
);
