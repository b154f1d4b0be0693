import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ConfigError, type S3Config } from '../../../config';
import type { FileStorage } from './storage';

/** S3's smallest multipart part: the most an upload holds in memory, with one part in flight. */
const PART_BYTES = 5 * 1024 * 1024;

/** Bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph …), streamed both ways. */
export function s3Storage(config: S3Config): FileStorage & { check(): Promise<void>; close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, bytes) {
      // Parts of 5 MiB one at a time; a failed stream aborts the multipart upload, so nothing is kept.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: bytes },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      }).done();
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body as Readable | undefined;
      } catch (err) {
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    /** The bucket answers with these credentials: else the server does not start. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const reason = (err as { name?: string; code?: string }).code ?? (err as Error).name;
        throw new ConfigError(`S3_BUCKET: cannot use bucket ${Bucket} at ${config.endpoint} (${reason})`);
      }
    },
    close: () => client.destroy(),
  };
}
