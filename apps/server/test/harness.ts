import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { AccessTokens } from '../src/plugins/auth';
import type { Config } from '../src/config';
import { DEMO_PASSWORD } from '../src/seeds/demo';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/identity';
import { startSession } from '../src/modules/auth/sessions';
import { NotificationHub } from '../src/modules/notifications/hub';
import type { PushSender } from '../src/modules/notifications/push';
import { openFileStorage, type FileStorage } from '../src/modules/files/storage/storage';
import { JobQueue, type JobQueueOptions } from '../src/modules/jobs/queue';
import type { TPushPayload } from '@staffdesk/shared/schemas/notifications';
import { inject } from 'vitest';
import { TEST_SECRETS, postgresUrl, testConfig, testDbKind } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  tokens: AccessTokens;
  hub: NotificationHub;
  /** The database, or S3 with an `s3` configuration. */
  storage: FileStorage;
  /** Without `schedules`, a job runs only when a test asks for it (POST /jobs/{name}/run). */
  jobs: JobQueue;
  /** Web Push messages sent, in order: the push service is outside the machine. */
  pushed: { subscription: string; payload: TPushPayload }[];
  /** Signs a demo user in and returns their access token. */
  login(username: string, password?: string): Promise<string>;
  /** Changes a temporary password as the change-password screen does; answers the new session's tokens. */
  changeTemporaryPassword(
    username: string,
    temporaryPassword: string,
    newPassword?: string,
  ): Promise<{ token: string; refreshToken: string; password: string }>;
  /** A demo user's access token, signed in once for this app. */
  tokenOf(username: string): Promise<string>;
  /** A new session without signing in, for the 2FA user's sign-in needs a code. */
  sessionToken(userId: number): Promise<string>;
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A second server on the same database, as a company runs several. */
  anotherServer(options?: TestAppOptions): Promise<TestApp>;
  close(): Promise<void>;
}

/** Retries and polls come quickly, so that a test sees them. */
export type TestAppOptions = Pick<JobQueueOptions, 'schedules'> & {
  /** The server's log lines, at config.logLevel; without it the tests log nothing. */
  logStream?: NodeJS.WritableStream;
};

type TestDatabase = Database & { reopen(): Promise<Database> };

async function copyOfTemplate(): Promise<TestDatabase> {
  if (testDbKind === 'postgres') {
    const name = `staffdesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const database = await openPostgres(postgresUrl(name), 60);
    return {
      ...database,
      reopen: () => openPostgres(postgresUrl(name), 20),
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  // PGlite is one connection in this process, which the first server closes.
  return { ...database, reopen: async () => ({ ...database, close: async () => undefined }) };
}

/** A whole server on a fresh copy of the seeded database, for one test file. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  return serverOn(await copyOfTemplate(), overrides, options);
}

async function serverOn(database: TestDatabase, overrides: Partial<Config>, options: TestAppOptions): Promise<TestApp> {
  const config = testConfig(overrides);
  const tokens = new AccessTokens(TEST_SECRETS.jwtSecret);
  const hub = new NotificationHub();
  await hub.start(database);
  const pushed: TestApp['pushed'] = [];
  const push: PushSender = {
    send: async (subscription, payload) => {
      pushed.push({ subscription, payload });
      return subscription.includes('gone') ? 'gone' : 'sent';
    },
  };
  const storage = await openFileStorage(config, database.db);
  const jobs = new JobQueue(database, {
    schedules: options.schedules ?? false,
    retryDelaySeconds: 1,
    pollingSeconds: 0.5,
  });
  const app = await buildApp(
    { db: database.db, config, secrets: TEST_SECRETS, tokens, hub, push, storage, jobs, pool: database.poolStats },
    options.logStream ? { logStream: options.logStream } : { logger: false },
  );
  await app.ready();

  async function login(username: string, password = DEMO_PASSWORD) {
    const res = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password } });
    if (res.statusCode !== 200 || !res.json().token)
      throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }

  async function changeTemporaryPassword(
    username: string,
    temporaryPassword: string,
    newPassword = `Own!${temporaryPassword}9`,
  ) {
    const first = await login(username, temporaryPassword);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: { authorization: `Bearer ${first}` },
      payload: { currentPassword: temporaryPassword, newPassword },
    });
    if (changed.statusCode !== 200)
      throw new Error(`password change of ${username} failed: ${changed.statusCode} ${changed.body}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username, password: newPassword },
    });
    if (res.statusCode !== 200 || !res.json().token)
      throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
    const { token, refreshToken } = res.json() as { token: string; refreshToken: string };
    return { token, refreshToken, password: newPassword };
  }

  const signedIn = new Map<string, Promise<string>>();
  const tokenOf = (username: string) => {
    if (!signedIn.has(username)) signedIn.set(username, login(username));
    return signedIn.get(username)!;
  };

  async function sessionToken(userId: number) {
    const [user] = await database.db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error(`no user ${userId}`);
    return (await startSession(database.db, tokens, user)).token;
  }

  return {
    app,
    db: database.db,
    config,
    tokens,
    hub,
    storage,
    jobs,
    pushed,
    login,
    changeTemporaryPassword,
    tokenOf,
    sessionToken,
    as: (token, options) =>
      app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    anotherServer: async (another = {}) =>
      serverOn({ ...(await database.reopen()), reopen: database.reopen }, overrides, another),
    close: async () => {
      await app.close();
      await hub.stop();
      await database.close();
    },
  };
}
