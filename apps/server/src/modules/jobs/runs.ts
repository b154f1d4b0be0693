import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { JOB_RUNS_KEPT, type JobOutcome, type JobTrigger, type TJobRun } from '@staffdesk/shared/schemas/jobs';
import type { Executor } from '../../db/client';
import { jobRuns } from '../../db/schema/jobs';

const STOPPED_MESSAGE = 'The server stopped before the run finished; the queue runs it again.';

/** Earlier attempts of the same queue job still marked running never finished (their server died): marked failed. */
export async function beginRun(
  db: Executor,
  run: { job: string; queueJobId: string; attempt: number; trigger: JobTrigger },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(jobRuns)
      .set({ outcome: 'FAILED', finishedAt: new Date(), error: STOPPED_MESSAGE })
      .where(and(eq(jobRuns.queueJobId, run.queueJobId), eq(jobRuns.outcome, 'RUNNING')));
    const [row] = await tx
      .insert(jobRuns)
      .values({ ...run, outcome: 'RUNNING' })
      .returning({ id: jobRuns.id });
    return row!.id;
  });
}

/** Keeps only the job's last JOB_RUNS_KEPT attempts. */
export async function endRun(
  db: Executor,
  id: number,
  end: { outcome: Exclude<JobOutcome, 'RUNNING'>; error?: string; items?: number },
): Promise<void> {
  const [row] = await db
    .update(jobRuns)
    .set({ outcome: end.outcome, finishedAt: new Date(), error: end.error ?? null, items: end.items ?? null })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.outcome, 'RUNNING')))
    .returning({ job: jobRuns.job });
  if (!row) return;
  await db
    .delete(jobRuns)
    .where(
      and(
        eq(jobRuns.job, row.job),
        lt(
          jobRuns.id,
          sql`(select id from ${jobRuns} where ${jobRuns.job} = ${row.job} order by ${jobRuns.id} desc offset ${JOB_RUNS_KEPT - 1} limit 1)`,
        ),
      ),
    );
}

/** For a stopping server: the queue gives their jobs to a server again. */
export async function abandonRuns(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobRuns)
    .set({ outcome: 'FAILED', finishedAt: new Date(), error: STOPPED_MESSAGE })
    .where(and(inArray(jobRuns.id, ids), eq(jobRuns.outcome, 'RUNNING')));
}

type RunRow = typeof jobRuns.$inferSelect;

const viewOf = (row: RunRow): TJobRun => ({
  id: row.id,
  attempt: row.attempt,
  trigger: row.trigger as JobTrigger,
  outcome: row.outcome as JobOutcome,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  error: row.error,
  items: row.items,
});

export async function runsOf(db: Executor, job: string): Promise<TJobRun[]> {
  return (
    await db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.id)).limit(JOB_RUNS_KEPT)
  ).map(viewOf);
}

/** Per job: its last run, its last failure and how many of its kept runs failed. */
export async function lastRunsOf(
  db: Executor,
  jobs: string[],
): Promise<Map<string, { lastRun: TJobRun | null; lastFailure: TJobRun | null; failures: number }>> {
  const rows = jobs.length
    ? await db.select().from(jobRuns).where(inArray(jobRuns.job, jobs)).orderBy(desc(jobRuns.id))
    : [];
  const summary = new Map(
    jobs.map((job) => [job, { lastRun: null as TJobRun | null, lastFailure: null as TJobRun | null, failures: 0 }]),
  );
  for (const row of rows) {
    const of = summary.get(row.job)!;
    of.lastRun ??= viewOf(row);
    if (row.outcome === 'FAILED') {
      of.lastFailure ??= viewOf(row);
      of.failures++;
    }
  }
  return summary;
}
