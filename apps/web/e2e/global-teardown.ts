import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Stops a PostgreSQL the server left running (it stops its own on SIGTERM), then removes the temporary data directory. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || !dir.includes('staffdesk-e2e-')) return;
  try {
    const pid = Number.parseInt(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8'), 10);
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50; i++) {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch {
    // none running, or it has stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
