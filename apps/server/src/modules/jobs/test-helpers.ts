import { vi } from 'vitest';
import type { TJobRun } from '@staffdesk/shared/schemas/jobs';
import type { TestApp } from '../../../test/harness';

export async function jobRuns(t: TestApp, name: string): Promise<TJobRun[]> {
  const res = await t.as(await t.tokenOf('admin'), { method: 'GET', url: `/api/jobs/${name}/runs` });
  if (res.statusCode !== 200) throw new Error(`runs of ${name}: ${res.statusCode} ${res.body}`);
  return res.json().items as TJobRun[];
}

/** Waits for a run newer than `after` (a run id) that `done` accepts. */
export async function runAfter(
  t: TestApp,
  name: string,
  after: number,
  done: (run: TJobRun) => boolean = (run) => run.outcome !== 'RUNNING',
): Promise<TJobRun> {
  return vi.waitFor(
    async () => {
      const run = (await jobRuns(t, name)).reverse().find((r) => r.id > after && done(r));
      if (!run) throw new Error(`no run of ${name} yet`);
      return run;
    },
    { timeout: 30_000, interval: 100 },
  );
}

/** "Run now" as ADMIN, then waits for the attempt to end. */
export async function runJob(t: TestApp, name: string): Promise<TJobRun> {
  const [newest] = await jobRuns(t, name);
  const res = await t.as(await t.tokenOf('admin'), { method: 'POST', url: `/api/jobs/${name}/run` });
  if (res.statusCode !== 200) throw new Error(`run of ${name}: ${res.statusCode} ${res.body}`);
  return runAfter(t, name, newest?.id ?? 0);
}
