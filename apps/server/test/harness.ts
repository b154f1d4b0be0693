import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { AccessTokens } from '../src/plugins/auth';
import type { Config } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed-demo';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, TEST_SECRETS, postgresUrl, testConfig, testDbKind } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  tokens: AccessTokens;
  /** Signs a demo user in and returns their access token. */
  login(username: string, password?: string): Promise<string>;
  /** Injects with the token of a signed-in user. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function copyOfTemplate(): Promise<Database & { drop?: () => Promise<void> }> {
  if (testDbKind === 'postgres') {
    const name = `staffdesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openPostgres(postgresUrl(name), 60);
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  return openPglite({ loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE)]) });
}

/** A whole server on a fresh copy of the seeded database, for one test file. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await copyOfTemplate();
  const config = testConfig(overrides);
  const tokens = new AccessTokens(TEST_SECRETS.jwtSecret);
  const app = await buildApp({ db: database.db, config, secrets: TEST_SECRETS, tokens }, { logger: false });
  await app.ready();

  async function login(username: string, password = DEMO_PASSWORD) {
    const res = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password } });
    if (res.statusCode !== 200 || !res.json().token) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }

  return {
    app,
    db: database.db,
    config,
    tokens,
    login,
    as: (token, options) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
