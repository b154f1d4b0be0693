import { afterAll, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { get as httpsGet } from 'node:https';
import pg from 'pg';
import { freePort, spawnServer, waitForHealth, type ServerProcess } from './server-process';
import { embeddedPostgresPath, stopLeftOverPostgres } from '../src/db/embedded-postgres';

const dirs: string[] = [];
const running: ServerProcess[] = [];
/** A new DATA_DIR, 0755 as a new user's ./data is. */
function tempDir(mode = 0o755, parent = tmpdir()) {
  const dir = mkdtempSync(join(parent, 'staffdesk-proc-'));
  chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
}
/** /tmp is open to every user, so the postgres user reaches it and the cluster is inside. */
const reachableDir = () => tempDir(0o755, '/tmp');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function postmasterOf(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(embeddedPostgresPath(dataDir), 'postmaster.pid'), 'utf8'), 10);
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
function start(env: Record<string, string>) {
  const server = spawnServer(env);
  running.push(server);
  return server;
}
afterAll(async () => {
  for (const s of running) if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
  for (const d of dirs) {
    for (const dataDir of [d, ...readdirSync(d).map((name) => join(d, name))]) {
      const cluster = embeddedPostgresPath(dataDir);
      await stopLeftOverPostgres(cluster);
      // A cluster outside DATA_DIR.
      if (cluster.startsWith('/var/lib/staffdesk/')) rmSync(dirname(cluster), { recursive: true, force: true });
    }
    rmSync(d, { recursive: true, force: true });
  }
});

async function signIn(base: string, username = 'admin') {
  const res = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function listUsers(base: string, token: string, search: string) {
  const res = await fetch(`${base}/api/users?search=${search}&pageSize=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { total: number; items: { username: string }[] };
}

/** fetch would refuse a self-signed certificate. */
function httpsJson(url: string): Promise<{ body: unknown; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    httpsGet(url, { rejectUnauthorized: false }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ body: JSON.parse(text), headers: res.headers }));
    }).on('error', reject);
  });
}

/** One line naming the problem, no stack trace. */
async function expectRefusal(server: ServerProcess, message: RegExp) {
  expect(await server.exited).toBe(1);
  const out = server.output().trim();
  expect(out).toMatch(message);
  expect(out.split('\n')).toHaveLength(1);
  expect(out).not.toMatch(/\n\s+at /);
}

describe('the server process on an embedded database', () => {
  it.each([
    ['PostgreSQL (the default)', {}],
    ['PGlite', { EMBEDDED_DATABASE: 'pglite' }],
  ])(
    '%s keeps every acknowledged write through kill -9, refuses a second server on its DATA_DIR, and closes cleanly',
    async (engine, setting: Record<string, string>) => {
      const dataDir = tempDir();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const first = start({ DATA_DIR: dataDir, PORT: String(port), ...setting });
      await waitForHealth(base, first);
      const postgres = engine.startsWith('PostgreSQL');
      expect(
        existsSync(postgres ? join(embeddedPostgresPath(dataDir), 'PG_VERSION') : join(dataDir, 'db', 'PG_VERSION')),
      ).toBe(true);
      expect(existsSync(join(dataDir, postgres ? 'db' : 'pg'))).toBe(false);
      const firstPostmaster = postmasterOf(dataDir);
      expect(firstPostmaster !== undefined).toBe(postgres);
      const token = await signIn(base);

      const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      await expectRefusal(
        second,
        /^Staffdesk cannot start: DATA_DIR: .* is in use by another Staffdesk server \(pid \d+\)/,
      );

      // Writes until the process is killed in the middle of them.
      const acknowledged: string[] = [];
      let n = 0;
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const username = `stream.${n++}`;
          try {
            const res = await fetch(`${base}/api/register-user`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({
                username,
                password: 'Stream@12345',
                firstname: 'Stream',
                lastname: String(n),
                userEmailId: `${username}@example.com`,
                userRoleList: ['EMPLOYEE'],
                dateOfJoining: '2025-04-01',
              }),
            });
            if (res.status === 201) acknowledged.push(username);
          } catch {
            // the connection died with the process
          }
        }
      };
      const writers = [writer(), writer(), writer()];
      while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));
      first.proc.kill('SIGKILL');
      killed = true;
      await first.exited;
      await Promise.all(writers);
      // PostgreSQL outlives a server killed with -9, until the next start stops it.
      expect(postmasterOf(dataDir)).toBe(firstPostmaster);

      // Accounts with the demo password keep the server to this machine.
      const restarted = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '', ...setting });
      await waitForHealth(base, restarted);
      await vi.waitFor(() =>
        expect(restarted.output()).toMatch(
          /Listening on 127\.0\.0\.1 only \(this machine\), because 13 accounts have the published demo password\. .*set HOST/,
        ),
      );
      const outward = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal);
      if (outward) await expect(fetch(`http://${outward.address}:${port}/api/health`)).rejects.toThrow();
      if (postgres) expect(postmasterOf(dataDir)).not.toBe(firstPostmaster);
      const found = await listUsers(base, await signIn(base), 'stream.');
      const stored = new Set(found.items.map((u) => u.username));
      expect(acknowledged.filter((u) => !stored.has(u))).toEqual([]);
      // The demo seed ran once.
      expect((await listUsers(base, await signIn(base), '')).total).toBe(13 + stored.size);

      // Every start names the accounts that still have the published demo password.
      await vi.waitFor(
        () =>
          expect(restarted.output()).toMatch(/13 accounts have the published demo password .*: admin, admin\.head, /),
        { timeout: 15_000 },
      );

      restarted.proc.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      expect(postmasterOf(dataDir)).toBeUndefined();
    },
  );
});

describe('the server process when its embedded PostgreSQL stops or cannot run', () => {
  it('starts the embedded PostgreSQL again when it is killed under a running server, which answers again with its data (decision 009)', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(base, server);
    const token = await signIn(base);
    const killed = postmasterOf(dataDir)!;
    process.kill(killed, 'SIGKILL');
    await vi.waitFor(
      async () => {
        const found = await listUsers(base, token, 'manager');
        expect(found.items.map((u) => u.username)).toContain('manager');
      },
      { timeout: 60_000, interval: 500 },
    );
    expect(postmasterOf(dataDir)).not.toBe(killed);
    expect(server.output()).toMatch(/the embedded PostgreSQL stopped; starting it again in 1 s/);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(postmasterOf(dataDir)).toBeUndefined();
  });

  it('keeps the engine a DATA_DIR has; where PostgreSQL cannot run, a new one gets PGlite and the start says why (decision 009)', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const pgliteDir = tempDir();
    const first = start({ DATA_DIR: pgliteDir, PORT: String(port), EMBEDDED_DATABASE: 'pglite', DEMO_SEED: 'false' });
    await waitForHealth(base, first);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Without the setting, the PGlite database stays in use.
    const again = start({ DATA_DIR: pgliteDir, PORT: String(port), DEMO_SEED: 'false' });
    await waitForHealth(base, again);
    expect(existsSync(join(pgliteDir, 'pg'))).toBe(false);
    expect(again.output()).not.toMatch(/PostgreSQL cannot run/);
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // A DATA_DIR too long for a socket's path puts the socket in the temporary folder.
    const long = join(reachableDir(), 'd'.repeat(90));
    const socketTemp = reachableDir();
    const longRun = start({ DATA_DIR: long, PORT: String(port), DEMO_SEED: 'false', TMPDIR: socketTemp });
    await waitForHealth(base, longRun);
    expect(postmasterOf(long)).toBeDefined();
    const socketDirs = () => readdirSync(socketTemp).filter((name) => name.startsWith('staffdesk-pg-'));
    expect(socketDirs()).toHaveLength(1);
    longRun.proc.kill('SIGTERM');
    expect(await longRun.exited).toBe(0);
    expect(socketDirs()).toEqual([]);

    // With that too long as well, a new DATA_DIR gets PGlite and the start says why.
    const longTemp = join(reachableDir(), 't'.repeat(90));
    mkdirSync(longTemp);
    const fallbackDir = join(reachableDir(), 'd'.repeat(90));
    const fallback = start({ DATA_DIR: fallbackDir, PORT: String(port), DEMO_SEED: 'false', TMPDIR: longTemp });
    await waitForHealth(base, fallback);
    const notice = new RegExp(
      [
        /PostgreSQL cannot run here \(the paths of DATA_DIR and of the temporary folder .* are too long for /.source,
        /PostgreSQL's socket .*\); the embedded database is PGlite, in .*\/db"/.source,
      ].join(''),
    );
    // The child's output and its answer to /health reach this process by two pipes, in either order.
    await vi.waitFor(() => expect(fallback.output()).toMatch(notice), { timeout: 20_000 });
    expect(existsSync(join(fallbackDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(fallbackDir, 'pg'))).toBe(false);
    fallback.proc.kill('SIGTERM');
    expect(await fallback.exited).toBe(0);
    // Asked for outright, PostgreSQL that cannot run stops the start.
    await expectRefusal(
      start({
        DATA_DIR: join(reachableDir(), 'd'.repeat(90)),
        PORT: String(port),
        EMBEDDED_DATABASE: 'postgres',
        TMPDIR: longTemp,
      }),
      /^Staffdesk cannot start: DATA_DIR: PostgreSQL cannot run on .*\/pg: the paths of DATA_DIR and of the temporary folder /,
    );
  });

  // Under root, PostgreSQL runs as the postgres user, who cannot enter a 0700 directory.
  it.runIf(process.getuid?.() === 0)(
    'gives a DATA_DIR the postgres user cannot reach a PostgreSQL outside it, recorded in it and kept through a restart and a move (decision 009)',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const dataDir = join(tempDir(0o700), 'data');
      const first = start({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
      await waitForHealth(base, first);
      const cluster = readFileSync(join(dataDir, 'pg.location'), 'utf8').trim();
      expect(cluster).toMatch(/^\/var\/lib\/staffdesk\/.*data-[0-9a-f]{8}\/pg$/);
      expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pg'))).toBe(false);
      expect(existsSync(join(dataDir, 'db'))).toBe(false);
      expect(postmasterOf(dataDir)).toBeDefined();
      expect(first.output()).toContain(
        `the embedded database is PostgreSQL, its data in ${cluster} (recorded in ` +
          `${dataDir}/pg.location), since the postgres user it runs as cannot reach ${dataDir}`,
      );
      const token = await signIn(base);
      const made = await fetch(`${base}/api/register-user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          username: 'kept.user',
          password: 'Stream@12345',
          firstname: 'Kept',
          lastname: 'User',
          userEmailId: 'kept.user@example.com',
          userRoleList: ['EMPLOYEE'],
          dateOfJoining: '2025-04-01',
        }),
      });
      expect(made.status).toBe(201);
      first.proc.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(postmasterOf(dataDir)).toBeUndefined();

      // A copy of the DATA_DIR carries the record, not the database.
      const copy = join(tempDir(0o700), 'data');
      cpSync(dataDir, copy, { recursive: true });
      await expectRefusal(
        start({ DATA_DIR: copy, PORT: String(port) }),
        new RegExp(
          `^Staffdesk cannot start: DATA_DIR: .*pg\\.location names the PostgreSQL data in ${literal(cluster)}, which belongs to ${literal(dataDir)} `,
        ),
      );

      // Moved, the DATA_DIR takes its database with it.
      const moved = join(tempDir(0o700), 'moved');
      renameSync(dataDir, moved);
      const again = start({ DATA_DIR: moved, PORT: String(port) });
      await waitForHealth(base, again);
      expect((await listUsers(base, await signIn(base), 'kept.')).items.map((u) => u.username)).toEqual(['kept.user']);
      again.proc.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      // The copy is refused still: the database is the moved DATA_DIR's now.
      await expectRefusal(
        start({ DATA_DIR: copy, PORT: String(port) }),
        new RegExp(`which belongs to ${literal(moved)} `),
      );

      // A missing recorded database is not replaced by an empty one.
      rmSync(dirname(cluster), { recursive: true, force: true });
      await expectRefusal(
        start({ DATA_DIR: moved, PORT: String(port) }),
        new RegExp(
          `^Staffdesk cannot start: DATA_DIR: .*pg\\.location says its PostgreSQL data is in ${literal(cluster)}, which is missing`,
        ),
      );
    },
  );
});

describe('the server process: what it serves and refuses at start', () => {
  it('seeds no demo accounts with NODE_ENV=production unless DEMO_SEED=true (issue 10)', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start({ DATA_DIR: tempDir(), PORT: String(port), NODE_ENV: 'production' });
    await waitForHealth(base, server);
    const res = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo@12345' }),
    });
    expect(res.status).toBe(401);
    expect(server.output()).not.toMatch(/demo password/);
    // An empty database says how to make its first administrator.
    await vi.waitFor(() =>
      expect(server.output()).toMatch(
        /No one can sign in yet: the database has no users\. Create the first administrator with `npm run create-admin` \(after stopping this server/,
      ),
    );
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with one clear line for bad configuration', async () => {
    await expectRefusal(
      start({ DATA_DIR: '/etc/passwd/staffdesk' }),
      /^Staffdesk cannot start: DATA_DIR: cannot use \/etc\/passwd\/staffdesk \(ENOTDIR\)$/,
    );
    await expectRefusal(
      start({ DATA_DIR: tempDir(), PORT: 'eighty' }),
      /^Staffdesk cannot start: PORT: must be a port number/,
    );
    await expectRefusal(
      start({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://root@localhost/x' }),
      /^Staffdesk cannot start: DATABASE_URL: must start with postgres:\/\//,
    );
    await expectRefusal(
      start({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://root:secret@127.0.0.1:1/nowhere' }),
      /^Staffdesk cannot start: DATABASE_URL: cannot use postgres:\/\/root:\*\*\*@127\.0\.0\.1:1\/nowhere \(.+\)$/,
    );
    await expectRefusal(
      start({ DATA_DIR: tempDir(), TLS_CERT_FILE: '/nonexistent.pem', TLS_KEY_FILE: '/nonexistent.key' }),
      /^Staffdesk cannot start: TLS_CERT_FILE: cannot read \/nonexistent\.pem \(ENOENT\)$/,
    );
    await expectRefusal(
      start({ DATA_DIR: tempDir(), S3_BUCKET: 'files' }),
      /^Staffdesk cannot start: S3_ENDPOINT: missing; files in S3 need S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together$/,
    );
    const unreachable = {
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    // The AWS SDK warns at load about Node versions.
    await expectRefusal(
      start({ DATA_DIR: tempDir(), ...unreachable, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }),
      /^Staffdesk cannot start: S3_BUCKET: cannot use bucket files at http:\/\/127\.0\.0\.1:1 \(ECONNREFUSED\)$/,
    );
  });

  it('says so when the port is taken', async () => {
    const port = await freePort();
    const holder = start({ DATA_DIR: tempDir(), PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}`, holder);
    await expectRefusal(
      start({ DATA_DIR: tempDir(), PORT: String(port) }),
      new RegExp(`^Staffdesk cannot start: PORT: ${port} is already in use$`),
    );
    holder.proc.kill('SIGINT');
    expect(await holder.exited).toBe(0);
  });

  it('serves HTTPS on the same port with TLS_CERT_FILE and TLS_KEY_FILE', async () => {
    const dir = tempDir();
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const port = await freePort();
    const server = start({
      DATA_DIR: join(dir, 'data'),
      PORT: String(port),
      TLS_CERT_FILE: join(dir, 'cert.pem'),
      TLS_KEY_FILE: join(dir, 'key.pem'),
      DEMO_SEED: 'false',
    });
    const deadline = Date.now() + 60_000;
    let body: unknown;
    while (Date.now() < deadline && body === undefined) {
      try {
        const res = await httpsJson(`https://127.0.0.1:${port}/api/health`);
        body = res.body;
        expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      } catch {
        if (server.proc.exitCode !== null) throw new Error(server.output());
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(body).toEqual({ status: 'ok' });
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the server process on PostgreSQL', () => {
  /** An empty database, and the settings two servers need to share it. */
  async function sharedDatabase(name: string) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    return {
      url: url.toString(),
      env: {
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'shared-secret-shared-secret-shared-secret',
        ENCRYPTION_KEY: 'ab'.repeat(32),
      },
      drop,
    };
  }

  it('runs the same migrations and seed with DATABASE_URL, and a second instance shares the database', async () => {
    const shared = await sharedDatabase(`staffdesk_proc_${process.pid}`);
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const a = start({ ...shared.env, DATA_DIR: tempDir(), PORT: String(portA) });
      const b = start({ ...shared.env, DATA_DIR: tempDir(), PORT: String(portB) });
      await Promise.all([waitForHealth(`http://127.0.0.1:${portA}`, a), waitForHealth(`http://127.0.0.1:${portB}`, b)]);
      // No state lives in the process.
      const token = await signIn(`http://127.0.0.1:${portA}`);
      expect((await listUsers(`http://127.0.0.1:${portB}`, token, '')).total).toBe(13);
      a.proc.kill('SIGTERM');
      b.proc.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    } finally {
      await shared.drop();
    }
  });

  it('runs the reminder job once with two server processes on one database (issues 18 and 38)', async () => {
    const shared = await sharedDatabase(`staffdesk_jobs_${process.pid}`);
    const db = new pg.Client({ connectionString: shared.url });
    try {
      const env = { ...shared.env, LOG_LEVEL: 'info' };
      const [portA, portB] = [await freePort(), await freePort()];
      const [baseA, baseB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
      const a = start({ ...env, DATA_DIR: tempDir(), PORT: String(portA) });
      const b = start({ ...env, DATA_DIR: tempDir(), PORT: String(portB) });
      await Promise.all([waitForHealth(baseA, a), waitForHealth(baseB, b)]);
      await db.connect();

      // Three weeks old: past its reminder and its escalation.
      const token = await signIn(baseA, 'employee');
      let date = new Date(Date.now() + 40 * 86_400_000);
      while ([0, 6].includes(date.getUTCDay())) date = new Date(date.getTime() + 86_400_000);
      const day = date.toISOString().slice(0, 10);
      const made = await fetch(`${baseA}/api/employee-event-request`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ typeCode: 'CASUAL', fromDate: day, toDate: day, reason: 'A family visit' }),
      });
      expect(made.status).toBe(201);
      const { id } = (await made.json()) as { id: number };
      await db.query(`update event_requests set created_at = now() - interval '21 days' where id = $1`, [id]);

      // Asked of both servers at once, twice each: the queue runs one at a time.
      const admin = await signIn(baseA);
      const asked = await Promise.all(
        [baseA, baseB, baseA, baseB].map((base) =>
          fetch(`${base}/api/jobs/reminders/run`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } }),
        ),
      );
      expect(asked.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect(asked.some((r) => r.status === 200)).toBe(true);

      const stepsOf = async () =>
        (
          await db.query<{ action: string }>(
            `select action from audit_entries where entity = 'event-request' and entity_id = $1 and action <> 'event-request.create' order by id`,
            [String(id)],
          )
        ).rows.map((r) => r.action);
      await vi.waitFor(
        async () => expect(await stepsOf()).toEqual(['event-request.remind', 'event-request.escalate']),
        { timeout: 30_000, interval: 250 },
      );
      // Nothing is done twice.
      await vi.waitFor(
        async () =>
          expect((await db.query(`select count(*)::int as n from job_runs where outcome = 'RUNNING'`)).rows[0].n).toBe(
            0,
          ),
        { timeout: 30_000, interval: 250 },
      );
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await stepsOf()).toEqual(['event-request.remind', 'event-request.escalate']);
      const reminded = await db.query(
        'select count(*)::int as n from user_notifications n join users u on u.id = n.user_id where ' +
          `u.username = 'manager' and n.title like 'Reminder:%' and n.link like $1`,
        [`%request=${id}%`],
      );
      expect(reminded.rows[0].n).toBe(1);

      a.proc.kill('SIGTERM');
      b.proc.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
      // The reminders the logs count are the ones the runs recorded: no server did what the other had done.
      type JobLine = { msg: string; items?: number };
      const runsOf = (server: ServerProcess) =>
        server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as JobLine)
          .filter((l) => l.msg === 'job reminders: done');
      const logged = [...runsOf(a), ...runsOf(b)];
      const recorded = (
        await db.query(
          `select count(*)::int as n, coalesce(sum(items), 0)::int as items from job_runs where job = 'reminders' and outcome = 'COMPLETED'`,
        )
      ).rows[0];
      expect(logged.length).toBe(recorded.n);
      expect(logged.reduce((sum, l) => sum + (l.items ?? 0), 0)).toBe(recorded.items);
      expect(recorded.items).toBeGreaterThanOrEqual(2);
    } finally {
      await db.end().catch(() => undefined);
      await shared.drop();
    }
  });
});
