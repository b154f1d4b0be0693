import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

/** An S3-compatible server on a free port, keeping its bucket in a temporary directory, for the S3 storage driver's tests. */
export async function startLocalS3(): Promise<{ config: S3Config; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'staffdesk-s3-'));
  const bucket = 'staffdesk';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's own credentials.
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
