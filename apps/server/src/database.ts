import { join } from 'node:path';
import type { Config } from './config';
import { ConfigError } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { ensureReferenceData } from './modules/master/service';
import { seedDemo } from './db/seed-demo';

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
  await ensureReferenceData(database.db);
  if (config.demoSeed) await seedDemo(database.db, encryptionKey);
  return database;
}
