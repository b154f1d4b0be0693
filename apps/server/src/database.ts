import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import { ConfigError } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { ensureReferenceData } from './modules/master/service';
import { seedDemo } from './seeds/demo';
import { ensureEventTypes } from './modules/leave/event-types';
import { ensureEstimationMethods } from './modules/contracts/estimation-methods';

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** Opens the configured database, migrated, with reference data and (when empty and wanted) the demo seed. */
export async function openDatabase(config: Config, encryptionKey: Buffer): Promise<Database> {
  let database: Database;
  if (config.databaseUrl) {
    try {
      database = await openPostgres(config.databaseUrl);
    } catch (err) {
      throw new ConfigError(`DATABASE_URL: cannot use ${redact(config.databaseUrl)} (${(err as Error).message})`);
    }
  } else {
    database = await openPglite({ dataDir: join(config.dataDir, 'db') });
  }
  await prepareContents(database, config.demoSeed, encryptionKey);
  return database;
}

/** Any constant: servers starting together on one PostgreSQL fill it once, the others wait and find it filled. */
const SEED_LOCK_KEY = 804_202_612;

export async function prepareContents(database: Database, demoSeed: boolean, encryptionKey: Buffer): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await ensureReferenceData(tx);
    await ensureEventTypes(tx);
    await ensureEstimationMethods(tx);
    if (demoSeed) await seedDemo(tx, encryptionKey);
  });
}
