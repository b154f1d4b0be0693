import { accessSync, constants, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config';

export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.R_OK | constants.W_OK);
  } catch (err) {
    throw new ConfigError(`DATA_DIR: cannot use ${dir} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}

/** The DATA_DIR is held by a running server: its pid, for a message that says what to stop. */
export class DataDirInUse extends ConfigError {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR: ${dir} is in use by another Staffdesk server (pid ${pid}); stop it or choose another DATA_DIR`);
  }
}

function isRunningServer(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A recycled pid (a new container, a reboot) may now be some other program: only a node process counts.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * One server per DATA_DIR: the embedded database must never have two writers. The lock is a file made
 * with link(2), which fails if it exists; a lock whose process is gone (kill -9) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = join(dir, 'server.lock');
  const candidate = join(dir, `server.lock.${process.pid}`);
  writeFileSync(candidate, String(process.pid));
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(candidate, lockPath);
        return () => {
          try {
            if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
          } catch {
            // already gone
          }
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
        if (Number.isInteger(holder) && isRunningServer(holder)) {
          throw new DataDirInUse(dir, holder);
        }
        unlinkSync(lockPath);
      }
    }
    throw new ConfigError(`DATA_DIR: could not lock ${dir}; another server is starting on it`);
  } finally {
    unlinkSync(candidate);
  }
}
