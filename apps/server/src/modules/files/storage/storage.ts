import type { Readable } from 'node:stream';
import type { Config, S3Config } from '../../../config';
import type { Db } from '../../../db/client';
import { databaseStorage } from './database';

/** Where uploaded bytes live, under keys the server makes. Both drivers pass storage.test.ts. */
export interface FileStorage {
  readonly kind: 'database' | 's3';
  /** Reads the stream as it comes; when it fails, nothing is kept and the promise rejects. */
  put(key: string, bytes: Readable): Promise<void>;
  /** Read as it is consumed; undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
}

/** Once its bucket answers (else a ConfigError naming it). */
export async function openS3Storage(config: S3Config): Promise<FileStorage> {
  // Loaded only when configured: the AWS SDK is large, and most installations keep files in the database.
  const { s3Storage } = await import('./s3');
  const storage = s3Storage(config);
  await storage.check();
  return storage;
}

export async function openFileStorage(config: Pick<Config, 's3'>, db: Db): Promise<FileStorage> {
  return config.s3 ? openS3Storage(config.s3) : databaseStorage(db);
}
