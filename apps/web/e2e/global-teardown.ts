import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const lineIn = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8').split('\n')[0]!.trim() || undefined;
  } catch {
    return undefined;
  }
};

const pidIn = (file: string): number | undefined => {
  const pid = Number.parseInt(lineIn(file) ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/** Sends a signal and waits up to `seconds` for the process to be gone. */
async function stop(pid: number, signal: NodeJS.Signals, seconds: number): Promise<void> {
  try {
    process.kill(pid, signal);
    for (let i = 0; i < seconds * 10; i++) {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch {
    // none running, or it has stopped
  }
}

/**
 * Playwright runs this before it stops the web server. The server is stopped first, as Playwright would (SIGTERM:
 * it stops the PostgreSQL it started); killing its PostgreSQL under it made it start it again. A PostgreSQL left
 * running (a server killed outright) is stopped next; then the temporary data directory is removed.
 */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || !dir.includes('staffdesk-e2e-')) return;
  const server = pidIn(join(dir, 'server.lock'));
  if (server !== undefined) await stop(server, 'SIGTERM', 20);
  // Where the postgres user could not reach the directory, its cluster is elsewhere, recorded (decision 009).
  const recorded = lineIn(join(dir, 'pg.location'));
  const postgres = pidIn(join(recorded ?? join(dir, 'pg'), 'postmaster.pid'));
  if (postgres !== undefined) await stop(postgres, 'SIGQUIT', 5);
  if (recorded?.startsWith('/var/lib/staffdesk/')) rmSync(dirname(recorded), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}
