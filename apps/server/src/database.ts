import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import { ConfigError } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import {
  EmbeddedPostgresUnavailable,
  embeddedPostgresPath,
  hasEmbeddedPostgres,
  startEmbeddedPostgres,
} from './db/embedded-postgres';
import { ensureReferenceData } from './modules/master/service';
import { seedDemo } from './seeds/demo';
import { ensureEventTypes } from './modules/leave/event-types';
import { ensureEstimationMethods } from './modules/contracts/estimation-methods';

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** With what the start has to say about it. */
export type OpenedDatabase = Database & { where?: string; notice?: string };

/** Migrated, with reference data and, when empty and wanted, the demo seed. */
export async function openDatabase(config: Config, encryptionKey: Buffer): Promise<OpenedDatabase> {
  let database: OpenedDatabase;
  if (config.databaseUrl) {
    try {
      database = await openPostgres(config.databaseUrl);
    } catch (err) {
      throw new ConfigError(`DATABASE_URL: cannot use ${redact(config.databaseUrl)} (${(err as Error).message})`);
    }
  } else {
    database = await openEmbedded(config);
  }
  try {
    await prepareContents(database, config.demoSeed, encryptionKey);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  return database;
}

/**
 * A DATA_DIR keeps the engine it has (decision 009); a new one gets PostgreSQL, or PGlite where PostgreSQL
 * cannot run, which the start then says. EMBEDDED_DATABASE chooses outright.
 */
async function openEmbedded(config: Config): Promise<OpenedDatabase> {
  const pgliteDir = join(config.dataDir, 'db');
  const hasPostgres = hasEmbeddedPostgres(config.dataDir);
  const choice =
    config.embeddedDatabase ?? (existsSync(join(pgliteDir, 'PG_VERSION')) && !hasPostgres ? 'pglite' : 'postgres');
  let notice: string | undefined;
  if (choice === 'postgres') {
    try {
      const server = await startEmbeddedPostgres(config.dataDir);
      const database = await openPostgres(server.url).catch(async (err: unknown) => {
        await server.stop();
        throw err;
      });
      return {
        ...database,
        kind: 'embedded-postgres',
        where: `PostgreSQL, its data in ${server.dataPath}`,
        notice: server.outside ? outsideNotice(config.dataDir, server.dataPath) : undefined,
        close: async () => {
          await database.close();
          await server.stop();
        },
      };
    } catch (err) {
      if (!(err instanceof EmbeddedPostgresUnavailable)) throw err;
      if (config.embeddedDatabase || hasPostgres)
        throw new ConfigError(
          `DATA_DIR: PostgreSQL cannot run on ${embeddedPostgresPath(config.dataDir)}: ${err.message}`,
        );
      notice = `PostgreSQL cannot run here (${err.message}); the embedded database is PGlite, in ${pgliteDir}`;
    }
  }
  return { ...(await openPglite({ dataDir: pgliteDir })), where: `PGlite, its data in ${pgliteDir}`, notice };
}

/** A copy of DATA_DIR holds no database. */
function outsideNotice(dataDir: string, dataPath: string): string {
  return (
    `the embedded database is PostgreSQL, its data in ${dataPath} (recorded in ${join(dataDir, 'pg.location')}), since the postgres user it runs as ` +
    `cannot reach ${dataDir}: copying DATA_DIR does not copy the database, and removing DATA_DIR leaves it there`
  );
}

/** Any constant: servers starting together fill the database once. */
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
