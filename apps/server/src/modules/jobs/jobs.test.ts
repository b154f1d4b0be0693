import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JOB_RUNS_KEPT, type TJob } from '@staffdesk/shared/schemas/jobs';
import { createTestApp, type TestApp } from '../../../test/harness';
import { testDbKind } from '../../../test/test-config';
import { jobRuns as jobRunsTable } from '../../db/schema/jobs';
import { jobRuns, runAfter, runJob } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asAdmin = async (method: 'GET' | 'POST', url: string) => t.as(await t.tokenOf('admin'), { method, url });
const jobsNow = async () => (await asAdmin('GET', '/api/jobs')).json().items as TJob[];

describe('the background jobs', () => {
  it('lists each job with its schedule and next run, for ADMIN only', async () => {
    const res = await asAdmin('GET', '/api/jobs');
    expect(res.statusCode).toBe(200);
    const jobs = res.json().items as TJob[];
    expect(jobs.map((j) => [j.name, j.title, j.schedule])).toEqual([
      ['reminders', 'Reminders and escalations', '0 * * * *'],
      ['file-sweep', 'Unattached file sweep', '15 * * * *'],
      ['document-expiry', 'Document expiry notices', '30 * * * *'],
      ['webhook-deliveries', 'Webhook deliveries', '* * * * *'],
    ]);
    const reminders = jobs[0]!;
    expect(reminders.timeZone).toBe('Asia/Kolkata');
    // The next hour, on the hour: India's hours start at half past in UTC.
    const next = new Date(reminders.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(next.getUTCMinutes()).toBe(30);

    for (const username of ['md', 'hr.head', 'employee']) {
      const refused = await t.as(await t.tokenOf(username), { method: 'GET', url: '/api/jobs' });
      expect(refused.statusCode, username).toBe(403);
    }
    const refused = await t.as(await t.tokenOf('md'), { method: 'POST', url: '/api/jobs/file-sweep/run' });
    expect(refused.statusCode).toBe(403);
  });

  it('runs a job when ADMIN asks, and records the run', async () => {
    const run = await runJob(t, 'file-sweep');
    expect(run).toMatchObject({ attempt: 1, trigger: 'MANUAL', outcome: 'COMPLETED', error: null, items: 0 });
    expect(new Date(run.finishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(run.startedAt).getTime());
    const sweep = (await jobsNow()).find((j) => j.name === 'file-sweep')!;
    expect(sweep.lastRun).toEqual(run);
    expect(sweep).toMatchObject({ lastFailure: null, failures: 0 });
    expect((await jobsNow()).find((j) => j.name === 'reminders')!.lastRun).toBeNull();
  });

  it('answers 404 for a job it does not have and 400 for a name that cannot be one', async () => {
    const missing = await asAdmin('POST', '/api/jobs/backups/run');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No background job is called backups.');
    expect((await asAdmin('GET', '/api/jobs/backups/runs')).statusCode).toBe(404);
    const bad = await asAdmin('GET', '/api/jobs/File_Sweep/runs');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails).toEqual(['params.name: Give the job by its name, such as reminders.']);
  });

  it('retries a run that fails, and shows the failure with its message, not its statement', async () => {
    // The sweep's table gone, as in a database a migration has not reached yet.
    await t.db.execute(sql`alter table files rename to files_away`);
    const [newest] = await jobRuns(t, 'file-sweep');
    expect((await asAdmin('POST', '/api/jobs/file-sweep/run')).statusCode).toBe(200);
    let failed;
    try {
      failed = await runAfter(t, 'file-sweep', newest!.id);
    } finally {
      await t.db.execute(sql`alter table files_away rename to files`);
    }
    expect(failed).toMatchObject({
      attempt: 1,
      trigger: 'MANUAL',
      outcome: 'FAILED',
      error: 'relation "files" does not exist',
      items: null,
    });
    // The queue tries it again after a pause (a second here, a minute on a server).
    const retried = await runAfter(t, 'file-sweep', failed.id);
    expect(retried).toMatchObject({ attempt: 2, trigger: 'MANUAL', outcome: 'COMPLETED', error: null });
    expect(new Date(retried.startedAt).getTime() - new Date(failed.finishedAt!).getTime()).toBeGreaterThanOrEqual(900);

    const sweep = (await jobsNow()).find((j) => j.name === 'file-sweep')!;
    expect(sweep).toMatchObject({ lastRun: retried, lastFailure: failed, failures: 1 });
  });

  it.runIf(testDbKind === 'postgres')(
    'refuses a second "run now" while a run waits to start, and lets a running job finish when it stops',
    async () => {
      // A server of its own, so that the run is surely its; it cannot go on while a connection holds the files table.
      const server = await createTestApp();
      const admin = await server.tokenOf('admin');
      const runNow = () => server.as(admin, { method: 'POST', url: '/api/jobs/file-sweep/run' });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const holding = server.db.transaction(async (tx) => {
        await tx.execute(sql`lock table files in access exclusive mode`);
        await released;
      });
      try {
        expect((await runNow()).statusCode).toBe(200);
        const running = await runAfter(server, 'file-sweep', 0, (run) => run.outcome === 'RUNNING');
        expect((await runNow()).statusCode).toBe(200);
        const again = await runNow();
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(
          'A run of Unattached file sweep is waiting to start already: its outcome shows in its runs shortly.',
        );
        // The queue stops (as at SIGTERM) while the run waits: it lets the run finish first.
        const stopping = server.jobs.stop();
        setTimeout(release, 500);
        await stopping;
        expect((await jobRuns(server, 'file-sweep')).map((r) => [r.id, r.outcome])).toEqual([
          [running.id, 'COMPLETED'],
        ]);
      } finally {
        release();
        await holding;
        await server.close();
      }
    },
  );

  it(`keeps the last ${JOB_RUNS_KEPT} runs of each job`, async () => {
    const old = Array.from({ length: JOB_RUNS_KEPT + 5 }, () => ({
      job: 'document-expiry',
      queueJobId: crypto.randomUUID(),
      attempt: 1,
      trigger: 'SCHEDULE',
      outcome: 'COMPLETED',
      items: 0,
    }));
    await t.db.insert(jobRunsTable).values(old);
    const run = await runJob(t, 'document-expiry');
    const kept = await jobRuns(t, 'document-expiry');
    expect(kept).toHaveLength(JOB_RUNS_KEPT);
    expect(kept[0]).toEqual(run);
  });
});

describe('the schedules', () => {
  it('runs a scheduled job once a period with two servers on one database', async () => {
    const a = await createTestApp({ reminderSchedule: '* * * * *' }, { schedules: true });
    const b = await a.anotherServer({ schedules: true });
    try {
      const first = await runAfter(a, 'reminders', 0);
      // The demo data has requests waiting past their limits.
      expect(first).toMatchObject({
        attempt: 1,
        trigger: 'SCHEDULE',
        outcome: 'COMPLETED',
        error: null,
        items: expect.any(Number),
      });
      const listed = (await a.as(await a.tokenOf('admin'), { method: 'GET', url: '/api/jobs' })).json().items as TJob[];
      expect(listed[0]).toMatchObject({ name: 'reminders', schedule: '* * * * *', lastRun: first });
      // Both servers go on looking at the schedule for a while: each minute still has one run.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      const runs = (await jobRuns(a, 'reminders')).filter((r) => r.trigger === 'SCHEDULE');
      expect(runs.length).toBe(new Set(runs.map((r) => r.startedAt.slice(0, 16))).size);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
