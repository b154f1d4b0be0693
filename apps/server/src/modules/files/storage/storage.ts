import type { Readable } from 'node:stream';
import type { Config, S3Config } from '../../../config';
import type { Db } from '../../../db/client';
import { databaseStorage } from './database';

/**
 * Where the bytes of uploaded files live, under keys the server makes (a file's random id). Two drivers
 * pass one test suite (storage.test.ts): the database (default) and S3-compatible object storage.
 */
export interface FileStorage {
  readonly kind: 'database' | 's3';
  /** Stores a stream's bytes under a key, reading it as it comes. When the stream fails, nothing is kept and the promise rejects. */
  put(key: string, bytes: Readable): Promise<void>;
  /** A stream of the bytes under a key, read as it is consumed; undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the bytes under a key; nothing happens when there are none. */
  delete(key: string): Promise<void>;
}

/** S3 storage, once its bucket answers (else a ConfigError naming it). */
export async function openS3Storage(config: S3Config): Promise<FileStorage> {
  // Loaded only when configured: the AWS SDK is large, and most installations keep files in the database.
  const { s3Storage } = await import('./s3');
  const storage = s3Storage(config);
  await storage.check();
  return storage;
}

/** The configured storage: S3 when its variables are set, else the database. */
export async function openFileStorage(config: Pick<Config, 's3'>, db: Db): Promise<FileStorage> {
  return config.s3 ? openS3Storage(config.s3) : databaseStorage(db);
}
