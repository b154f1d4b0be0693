import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/harness';

/** Real headers (what file-type reads), padded with random bytes to the size wanted. */

/** A 1×1 PNG, complete: a browser draws it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const padded = (head: Buffer, size: number) => Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);

export const fixtures = {
  png: (size = PNG_1X1.length) => padded(PNG_1X1, size),
  jpeg: (size = 1024) => padded(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), size),
  webp: (size = 1024) =>
    padded(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 4, 0, 0]), Buffer.from('WEBPVP8 ')]), size),
  pdf: (size = 1024) =>
    padded(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), size),
  gif: (size = 1024) => padded(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), size),
  log: (text = '2026-11-23 09:00:01 ERROR VPN client: handshake failed (code 809)\n') => Buffer.from(text, 'utf8'),
};

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface Part {
  field: string;
  /** A file part when given. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** Written out by hand so that a test controls every part of it. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----staffdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  t: TestApp,
  token: string,
  category: string,
  file: { name: string; data: Buffer; contentType?: string },
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart([
    {
      field: 'file',
      filename: file.name,
      contentType: file.contentType ?? 'application/octet-stream',
      data: file.data,
    },
  ]);
  return t.as(token, { method: 'POST', url: `/api/files/uploadFile/${category}`, payload, headers });
}
