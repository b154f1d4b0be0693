/** What the benchmarks share: the large data set, the real server on it as `npm start` runs it, and a client. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { lockDataDir, prepareDataDir } from '../src/data-dir';
import { openDatabase } from '../src/database';
import type { Database } from '../src/db/client';
import { loadSecrets } from '../src/secrets';
import { seedLarge } from '../src/seeds/large';
import { LARGE, largeSample, largeShape, rows } from '../src/seeds/large-support';
import { checkInOutEvents, timesheetEntries } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/seeds/demo';
import { sql } from 'drizzle-orm';
import { postmasterOf } from './cpu';
import { embeddedPostgresPath } from '../src/db/embedded-postgres';

export async function benchServer(port: number) {
  const base = `http://127.0.0.1:${port}`;
  process.env.DATA_DIR ??= resolve('data-bench');
  const config = loadConfig();
  prepareDataDir(config.dataDir);

  let punchRows = 0;
  let timesheetRows = 0;
  let people = 0;
  let kind: Database['kind'];
  // Whose processes' CPU time the reads are measured by; none on PGlite.
  let postmasterPid: number | undefined;
  {
    const release = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
    const database = await openDatabase(config, loadSecrets(config).encryptionKey);
    kind = database.kind;
    try {
      // SEED_EMPLOYEES sizes an empty database; a seeded one is measured at the size it has.
      await seedLarge(database);
      people = rows<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from employees e where ${LARGE}`),
      )[0]!.n;
      punchRows = await database.db.$count(checkInOutEvents);
      timesheetRows = await database.db.$count(timesheetEntries);
      if (kind === 'postgres') {
        const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        postmasterPid = postmasterOf(Number(rows[0]!.pid));
      }
    } finally {
      await database.close();
      release?.();
    }
  }

  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
    {
      // The default sign-in limits, which run.ts's burst must pass as an office behind one address would.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start');
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }

  async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${base}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  const login = async (username: string) =>
    (
      await api<{ token: string }>('/authenticate', undefined, {
        method: 'POST',
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      })
    ).token;

  // The embedded PostgreSQL is the server's own: its postmaster's pid is the first line of its pid file.
  if (kind === 'embedded-postgres')
    postmasterPid = Number(
      readFileSync(join(embeddedPostgresPath(config.dataDir), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  const sample = largeSample(largeShape(people));
  return { base, kind, people, sample, punchRows, timesheetRows, pid: server.pid!, postmasterPid, api, login, stop };
}
