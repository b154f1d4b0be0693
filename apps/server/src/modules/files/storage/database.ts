import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fileChunks } from '../../../db/schema/files';
import type { FileStorage } from './storage';

/** One chunk in memory per stream either way; forty for the largest file a category takes. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Bytes in the database, in numbered chunks (file_chunks): for PGlite, and for a PostgreSQL that servers share
 * without a shared disk. One statement per chunk, so a slow transfer holds no transaction or connection between
 * chunks. Chunks travel as base64, since PGlite converts bytea byte by byte.
 */
export function databaseStorage(db: Db): FileStorage {
  const remove = async (key: string) => {
    await db.delete(fileChunks).where(eq(fileChunks.objectKey, key));
  };

  const chunkAt = async (key: string, seq: number): Promise<Buffer | undefined> => {
    const [row] = await db
      .select({ data: sql<string>`encode(${fileChunks.data}, 'base64')` })
      .from(fileChunks)
      .where(and(eq(fileChunks.objectKey, key), eq(fileChunks.seq, seq)));
    return row && Buffer.from(row.data, 'base64');
  };

  return {
    kind: 'database',
    async put(key, bytes) {
      let seq = 0;
      let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      let filled = 0;
      const write = async (data: Buffer) => {
        await db
          .insert(fileChunks)
          .values({ objectKey: key, seq, data: sql`decode(${data.toString('base64')}, 'base64')` });
        seq += 1;
      };
      try {
        for await (const piece of bytes as AsyncIterable<Buffer>) {
          for (let offset = 0; offset < piece.length;) {
            const copied = piece.copy(chunk, filled, offset, Math.min(piece.length, offset + CHUNK_BYTES - filled));
            filled += copied;
            offset += copied;
            if (filled === CHUNK_BYTES) {
              await write(chunk);
              chunk = Buffer.allocUnsafe(CHUNK_BYTES);
              filled = 0;
            }
          }
        }
        // An empty object is one empty chunk, so that it is told apart from a missing one.
        if (filled > 0 || seq === 0) await write(chunk.subarray(0, filled));
      } catch (err) {
        await remove(key);
        throw err;
      }
    },
    async get(key) {
      const first = await chunkAt(key, 0);
      if (!first) return undefined;
      async function* chunks(head: Buffer) {
        yield head;
        for (let seq = 1; ; seq += 1) {
          const data = await chunkAt(key, seq);
          if (!data) return;
          yield data;
        }
      }
      return Readable.from(chunks(first), { objectMode: false });
    },
    delete: remove,
  };
}
