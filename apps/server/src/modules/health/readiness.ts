import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, rowsOf, type Db } from '../../db/client';
import { databaseErrorOf } from '../../db/errors';
import { AppError } from '../../errors';

/** No migrations table (3F000: no drizzle schema; 42P01: no table): a database never migrated. */
const NEVER_MIGRATED = new Set(['3F000', '42P01']);

/** The migrations this server was built with, in order: the newest one's time is what the database must have. */
const known = readMigrationFiles({ migrationsFolder });
const newestKnown = known.at(-1)!.folderMillis;

/** 503 with what is missing, so that whoever runs the server knows what to do. */
const notMigrated = (message: string) => new AppError(503, `Not ready: ${message}`, [`migrations: ${message}`]);

/**
 * Drizzle's migrator records each migration it applied with its folder's time; the server is ready when the
 * database has every migration this server knows and none newer. A lost database throws, as any query does.
 */
export async function checkMigrations(db: Db): Promise<void> {
  let applied: number;
  let newest: number;
  try {
    const [row] = await rowsOf<{ applied: number; newest: string | null }>(
      db,
      sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    applied = row!.applied;
    newest = Number(row!.newest ?? 0);
  } catch (error) {
    if (!NEVER_MIGRATED.has(databaseErrorOf(error)?.code ?? '')) throw error;
    applied = 0;
    newest = 0;
  }
  if (newest > newestKnown)
    throw notMigrated(
      `the database has migrations newer than this server knows: run the version of the server that applied them.`,
    );
  if (applied < known.length || newest < newestKnown)
    throw notMigrated(
      `the database has ${applied} of the ${known.length} migrations this server needs: restart the server, which applies them.`,
    );
}
