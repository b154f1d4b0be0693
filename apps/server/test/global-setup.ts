import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { prepareContents } from '../src/database';
import { buildApp } from '../src/app';
import { AccessTokens } from '../src/plugins/auth';
import { NotificationHub } from '../src/modules/notifications/hub';
import { openFileStorage } from '../src/modules/files/storage/storage';
import { JobQueue } from '../src/modules/jobs/queue';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DIR, pgliteTemplate, TEST_SECRETS, postgresUrl, testConfig, testDbKind } from './test-config';

async function prepare(database: Database) {
  await prepareContents(database, true, TEST_SECRETS.encryptionKey);
  await installJobQueue(database);
}

/** The job queue's schema and each job's queue, made as a server's start makes them, so that no test file pays for them. */
async function installJobQueue(database: Database) {
  const config = testConfig();
  const jobs = new JobQueue(database, { schedules: false });
  const push = { send: async () => 'sent' as const };
  const deps = {
    db: database.db,
    config,
    secrets: TEST_SECRETS,
    tokens: new AccessTokens(TEST_SECRETS.jwtSecret),
    hub: new NotificationHub(),
    push,
    storage: await openFileStorage(config, database.db),
    jobs,
  };
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  await app.close();
}

/** Migrates and seeds one database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  if (testDbKind === 'postgres') {
    // A template per run, so that two runs on one PostgreSQL do not drop each other's.
    const template = `staffdesk_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const database = await openPostgres(postgresUrl(template), 2);
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${template} with (force)`);
      await dropper.end();
    };
  }
  const database = await openPglite({});
  await prepare(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const template = pgliteTemplate(String(process.pid));
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', template);
  return () => rmSync(template, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
