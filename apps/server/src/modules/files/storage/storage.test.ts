import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { startLocalS3 } from '../../../../test/local-s3';
import { fileChunks } from '../../../db/schema/index';
import { CHUNK_BYTES, databaseStorage } from './database';
import { s3Storage } from './s3';
import type { FileStorage } from './storage';

/** One suite, both drivers: the database on the test database, S3 against a local s3rver in a temporary directory. */

let t: TestApp;
let localS3: Awaited<ReturnType<typeof startLocalS3>>;
let s3: ReturnType<typeof s3Storage>;

beforeAll(async () => {
  t = await createTestApp();
  localS3 = await startLocalS3();
  s3 = s3Storage(localS3.config);
  await s3.check();
});
afterAll(async () => {
  s3?.close();
  await localS3?.close();
  await t?.close();
});

/** A stream of these bytes in pieces of 64 KiB, as an upload arrives. */
function streamOf(bytes: Buffer): Readable {
  async function* pieces() {
    for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
  }
  return Readable.from(pieces(), { objectMode: false });
}

/** A stream that gives some bytes and then fails, as an upload cut off or refused half-way. */
function failingAfter(bytes: Buffer): Readable {
  async function* pieces() {
    yield bytes;
    throw new Error('the client went away');
  }
  return Readable.from(pieces(), { objectMode: false });
}

async function read(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each([
  ['database', () => databaseStorage(t.db)],
  ['s3', () => s3],
] as const)('the %s storage driver', (_kind, storageOf: () => FileStorage) => {
  it('gives back the bytes it stored, of a file of several chunks and an odd length', async () => {
    const storage = storageOf();
    const key = randomUUID();
    const bytes = randomBytes(6 * 1024 * 1024 + 12_345);
    await storage.put(key, streamOf(bytes));
    const stream = await storage.get(key);
    expect(stream).toBeDefined();
    const back = await read(stream!);
    expect(back.length).toBe(bytes.length);
    expect(sha(back)).toBe(sha(bytes));
  });

  it('keeps objects apart by key and stores a small and an empty one', async () => {
    const storage = storageOf();
    const [a, b, empty] = [randomUUID(), randomUUID(), randomUUID()];
    await storage.put(a, streamOf(Buffer.from('first')));
    await storage.put(b, streamOf(Buffer.from('second')));
    await storage.put(empty, streamOf(Buffer.alloc(0)));
    expect((await read((await storage.get(a))!)).toString()).toBe('first');
    expect((await read((await storage.get(b))!)).toString()).toBe('second');
    expect((await read((await storage.get(empty))!)).length).toBe(0);
  });

  it('answers undefined for a key it does not hold', async () => {
    expect(await storageOf().get(randomUUID())).toBeUndefined();
  });

  it('deletes what it stored, and deleting again or a key it never held is fine', async () => {
    const storage = storageOf();
    const key = randomUUID();
    await storage.put(key, streamOf(randomBytes(300 * 1024)));
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
    await storage.delete(randomUUID());
  });

  it('keeps nothing of a stream that fails half-way, and rejects', async () => {
    const storage = storageOf();
    const key = randomUUID();
    await expect(storage.put(key, failingAfter(randomBytes(600 * 1024)))).rejects.toThrow();
    expect(await storage.get(key)).toBeUndefined();
  });
});

describe('the database driver', () => {
  it('keeps a file in rows of 256 KiB, the last one shorter', async () => {
    const key = randomUUID();
    await databaseStorage(t.db).put(key, streamOf(randomBytes(2 * CHUNK_BYTES + 10)));
    const rows = await t.db
      .select({ seq: fileChunks.seq, bytes: sql<number>`length(${fileChunks.data})` })
      .from(fileChunks)
      .where(eq(fileChunks.objectKey, key))
      .orderBy(fileChunks.seq);
    expect(rows.map((r) => [r.seq, Number(r.bytes)])).toEqual([
      [0, CHUNK_BYTES],
      [1, CHUNK_BYTES],
      [2, 10],
    ]);
  });
});
