import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobTrigger } from '@staffdesk/shared/schemas/jobs';
import type { Database } from '../../db/client';
import { loggableError } from '../../plugins/errors';
import { abandonRuns, beginRun, endRun } from './runs';
import { checkSchedule, JOB_TIME_ZONE } from './schedule';

/** How many things a run handled, for jobs that count them. */
export interface JobResult {
  items?: number;
}

/** A module's work, run on its schedule (or an administrator's "run now") by one server at a time. */
export interface JobDefinition {
  /** Lower case and hyphens. */
  name: string;
  title: string;
  description: string;
  /** Five cron fields (minute hour day month weekday) in the company's time zone. */
  schedule: string;
  run(): Promise<JobResult | void>;
}

export interface JobQueueOptions {
  /** Off, jobs run only when asked: the tests' default. */
  schedules?: boolean;
  /** Before a failed run's first retry; each later one waits about twice as long. */
  retryDelaySeconds?: number;
  pollingSeconds?: number;
}

/** Created and migrated by pg-boss at start (docs/decisions/012-jobs.md). */
const QUEUE_SCHEMA = 'pgboss';
/** Retries before a run stays failed until its next scheduled one. */
const RETRIES = 3;
/** A run still going after this long counts as failed and is retried. */
const RUN_LIMIT_SECONDS = 60 * 60;
/** Then a stopping server hands its running jobs back to the queue. */
const STOP_WAIT_MS = 20_000;

/** A unique key taken, a deadlock: two servers making the same thing at once. */
const RACE_CODES = new Set(['23505', '40P01']);

/**
 * Makes pg-boss's schema or a queue again after losing a race with a server starting at the same time (pg-boss
 * answers the loser with a taken key or a deadlock); the next try finds it made.
 */
async function afterRaces<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (err) {
      if (attempt >= 5 || !RACE_CODES.has(String((err as { code?: unknown }).code))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

const triggerOf = (data: unknown): JobTrigger =>
  (data as { trigger?: unknown } | null)?.trigger === 'MANUAL' ? 'MANUAL' : 'SCHEDULE';

/** An error's first line; a failed query by its cause (loggableError), never its SQL or parameters. */
function failureMessage(err: unknown): string {
  const shown = loggableError(err) as { message?: unknown } | undefined;
  const message = typeof shown?.message === 'string' && shown.message ? shown.message : String(err);
  return message.split('\n')[0]!.slice(0, 500);
}

/**
 * The background jobs on pg-boss, in the app's own database. Each job is a `stately` queue (at most one run waiting
 * and one running across all servers), put on its schedule by pg-boss's cron, retried with backoff, and each
 * attempt recorded in job_runs.
 */
export class JobQueue {
  readonly #database: Pick<Database, 'db' | 'executeSql'>;
  readonly #options: Required<JobQueueOptions>;
  readonly #definitions = new Map<string, JobDefinition>();
  /** By job_runs id: marked abandoned if the server stops under them. */
  readonly #running = new Set<number>();
  readonly #workers = new Map<string, string>();
  readonly #failures = new Map<string, number>();
  #boss: PgBoss | undefined;
  /** pg-boss's cron, only where this server puts the schedules in force. */
  #clock: PgBoss | undefined;
  #log: Pick<FastifyBaseLogger, 'info' | 'error'> | undefined;

  constructor(database: Pick<Database, 'db' | 'executeSql'>, options: JobQueueOptions = {}) {
    this.#database = database;
    this.#options = {
      schedules: options.schedules ?? true,
      retryDelaySeconds: options.retryDelaySeconds ?? 60,
      pollingSeconds: options.pollingSeconds ?? 2,
    };
  }

  define(job: JobDefinition): void {
    if (this.#boss) throw new Error(`job ${job.name}: define jobs before the queue starts`);
    if (this.#definitions.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
    checkSchedule(job.schedule);
    this.#definitions.set(job.name, job);
  }

  get jobs(): readonly JobDefinition[] {
    return [...this.#definitions.values()];
  }

  job(name: string): JobDefinition | undefined {
    return this.#definitions.get(name);
  }

  /** Failed runs on this server since it started, by job (for the metrics). */
  get failures(): ReadonlyMap<string, number> {
    return this.#failures;
  }

  /** How many of each job wait (created), wait to retry (retry) or run (active); none before the queue starts. */
  async depths(): Promise<{ job: string; state: 'created' | 'retry' | 'active'; count: number }[]> {
    const boss = this.#boss;
    if (!boss) return [];
    return (
      await Promise.all(
        this.jobs.map(async ({ name }) => {
          // pg-boss counts the jobs in states before the one named: created < retry < active < completed.
          const [beforeRetry, beforeActive, beforeCompleted] = await Promise.all(
            (['retry', 'active', 'completed'] as const).map((before) => boss.getQueueSize(name, { before })),
          );
          return [
            { job: name, state: 'created' as const, count: beforeRetry! },
            { job: name, state: 'retry' as const, count: beforeActive! - beforeRetry! },
            { job: name, state: 'active' as const, count: beforeCompleted! - beforeActive! },
          ];
        }),
      )
    ).flat();
  }

  /**
   * Installs or migrates pg-boss's schema, makes the queues, sets the schedules and starts working. The cron starts
   * last, in an instance of its own, so that its first look finds the schedules.
   */
  async start(log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<void> {
    this.#log = log;
    const boss = await this.#startBoss({ schedule: false });
    this.#boss = boss;
    const settings = {
      policy: 'stately' as const,
      retryLimit: RETRIES,
      retryDelay: this.#options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: RUN_LIMIT_SECONDS,
    };
    for (const job of this.#definitions.values()) {
      await afterRaces(() => boss.createQueue(job.name, { name: job.name, ...settings }));
      // A queue made by an earlier version keeps its settings otherwise.
      await boss.updateQueue(job.name, { name: job.name, ...settings });
      if (this.#options.schedules)
        await boss.schedule(job.name, job.schedule, { trigger: 'SCHEDULE' }, { tz: JOB_TIME_ZONE });
      const worker = await boss.work<object>(
        job.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.#options.pollingSeconds },
        ([run]) => this.#attempt(job, run!),
      );
      this.#workers.set(job.name, worker);
    }
    if (!this.#options.schedules) return;
    for (const { name } of await boss.getSchedules()) if (!this.#definitions.has(name)) await boss.unschedule(name);
    this.#clock = await this.#startBoss({ schedule: true, supervise: false, migrate: false });
  }

  /** A new instance for each try: one whose start failed does not start again. */
  async #startBoss(options: Pick<PgBoss.ConstructorOptions, 'schedule' | 'supervise' | 'migrate'>): Promise<PgBoss> {
    return afterRaces(async () => {
      const boss = new PgBoss({
        db: { executeSql: (text, values) => this.#database.executeSql(text, values ?? []) },
        schema: QUEUE_SCHEMA,
        ...options,
      });
      boss.on('error', (err) => this.#log?.error({ err: loggableError(err) }, 'job queue error'));
      await boss.start();
      return boss;
    });
  }

  /**
   * Stops taking work and waits up to STOP_WAIT_MS for this server's runs; pg-boss hands those still going back to
   * the queue as failed, to be retried, and their rows say so.
   */
  async stop(): Promise<void> {
    const [boss, clock] = [this.#boss, this.#clock];
    if (!boss) return;
    this.#boss = this.#clock = undefined;
    await clock?.stop({ graceful: true, wait: true });
    await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    await abandonRuns(this.#database.db, [...this.#running]).catch((err: unknown) =>
      this.#log?.error({ err: loggableError(err) }, 'job queue: recording abandoned runs failed'),
    );
  }

  /** False when a run waits to start already. */
  async runNow(name: string): Promise<boolean> {
    const boss = this.#boss;
    if (!boss) throw new Error('the job queue is not running');
    const id = await boss.send(name, { trigger: 'MANUAL' });
    const worker = this.#workers.get(name);
    // This server's worker looks at once rather than at its next poll.
    if (id && worker) boss.notifyWorker(worker);
    return id !== null;
  }

  async #attempt(job: JobDefinition, queued: PgBoss.JobWithMetadata): Promise<JobResult> {
    const db = this.#database.db;
    const attempt = queued.retryCount + 1;
    const started = Date.now();
    const id = await beginRun(db, { job: job.name, queueJobId: queued.id, attempt, trigger: triggerOf(queued.data) });
    this.#running.add(id);
    try {
      const items = (await job.run())?.items;
      await endRun(db, id, { outcome: 'COMPLETED', items });
      this.#log?.info({ job: job.name, attempt, items, ms: Date.now() - started }, `job ${job.name}: done`);
      return { items };
    } catch (err) {
      const error = failureMessage(err);
      this.#failures.set(job.name, (this.#failures.get(job.name) ?? 0) + 1);
      this.#log?.error({ job: job.name, attempt, err: loggableError(err) }, `job ${job.name} failed`);
      await endRun(db, id, { outcome: 'FAILED', error }).catch(() => undefined);
      // pg-boss keeps what a failed job throws: the message alone, no stack nor a statement's parameters.
      const kept = new Error(error);
      kept.stack = undefined;
      throw kept;
    } finally {
      this.#running.delete(id);
    }
  }
}
