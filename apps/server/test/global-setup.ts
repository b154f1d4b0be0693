import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { prepareContents } from '../src/database';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, TEMPLATE_DIR, TEST_SECRETS, postgresUrl, testDbKind } from './test-config';

async function prepare(database: Database) {
  await prepareContents(database, true, TEST_SECRETS.encryptionKey);
}

/** Migrates and seeds one database per run; every test file starts from a copy of it. */
export default async function setup() {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  if (testDbKind === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openPostgres(postgresUrl(PG_TEMPLATE_DB), 2);
    await prepare(database);
    await database.close();
    return;
  }
  const database = await openPglite({});
  await prepare(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
