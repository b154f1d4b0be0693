import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { listOf } from '@staffdesk/shared/schemas/common';
import { FILE_CATEGORY_NAMES, type FileCategory } from '@staffdesk/shared/schemas/files';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startLocalS3 } from '../../../test/local-s3';
import { fileChunks, files, users } from '../../db/schema/index';
import { attachFile, attachedFiles, detachFiles, sweepUnattached } from './service';
import { fixtures, multipart, sha256, upload } from './test-helpers';
import { runJob } from '../jobs/test-helpers';

const MiB = 1024 * 1024;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (username: string) => t.tokenOf(username);

async function idOf(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function fileRow(id: string) {
  const [row] = await t.db.select().from(files).where(eq(files.id, id));
  return row;
}

/** An upload that is refused leaves both counts as they were. */
async function stored() {
  const [f] = await t.db.select({ n: count() }).from(files);
  const [c] = await t.db.select({ n: count() }).from(fileChunks);
  return { files: f!.n, chunks: c!.n };
}

async function uploaded(
  username: string,
  category: string,
  file: { name: string; data: Buffer; contentType?: string },
): Promise<string> {
  const res = await upload(t, await tokenOf(username), category, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

function download(username: string, id: string) {
  return tokenOf(username).then((token) => t.as(token, { method: 'GET', url: `/api/files/downloadFile/${id}` }));
}

/** As the module that owns the record would. */
async function attach(id: string, owner: string, category: FileCategory, entityId = 1) {
  await attachFile(t.db, { fileId: id, ownerId: await idOf(owner), category, entity: 'test-record', entityId });
}

describe('POST /api/files/uploadFile/{category}', () => {
  it('stores a file with its owner, category, name, the content type its bytes show, size and SHA-256', async () => {
    const data = fixtures.png(40_000);
    const before = Date.now();
    // Named and sent as something else: the bytes decide.
    const res = await upload(t, await tokenOf('employee'), 'PROFILE_PICTURE', {
      name: 'me.bin',
      data,
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      category: 'PROFILE_PICTURE',
      name: 'me.bin',
      contentType: 'image/png',
      size: data.length,
      sha256: sha256(data),
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.downloadPath).toBe(`/api/files/downloadFile/${body.id}`);
    const row = await fileRow(body.id);
    expect(row).toMatchObject({
      ownerId: await idOf('employee'),
      category: 'PROFILE_PICTURE',
      originalName: 'me.bin',
      contentType: 'image/png',
      size: data.length,
      sha256: sha256(data),
      entity: null,
      attachedAt: null,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const bytes = await t.storage.get(body.id);
    const back: Buffer[] = [];
    for await (const piece of bytes!) back.push(piece as Buffer);
    expect(sha256(Buffer.concat(back))).toBe(sha256(data));
  });

  it('takes each type a category allows, recognised by its bytes', async () => {
    const cases: [string, Buffer, string][] = [
      ['PROFILE_PICTURE', fixtures.jpeg(), 'image/jpeg'],
      ['PROFILE_PICTURE', fixtures.webp(), 'image/webp'],
      ['RECEIPT', fixtures.pdf(), 'application/pdf'],
      ['RECEIPT', fixtures.png(), 'image/png'],
      ['TICKET_ATTACHMENT', fixtures.log(), 'text/plain'],
      ['TICKET_ATTACHMENT', fixtures.log('Grüße, 日本語 — ok\n'), 'text/plain'],
    ];
    for (const [category, data, contentType] of cases) {
      const res = await upload(t, await tokenOf('employee'), category, { name: 'x', data });
      expect(res.statusCode, `${category} ${contentType}`).toBe(201);
      expect(res.json()).toMatchObject({ contentType, size: data.length, sha256: sha256(data) });
    }
  });

  it('keeps only the last segment of a path-like name, without control characters', async () => {
    const id = await uploaded('employee', 'RECEIPT', {
      name: '..\\..\\C:\\temp\\bill\u0007.pdf',
      data: fixtures.pdf(),
    });
    expect((await fileRow(id))!.originalName).toBe('bill.pdf');
  });
});

describe('POST /api/files/uploadFile/{category}: a file too large', () => {
  it('answers 413 for a file over its category maximum, and stores nothing', async () => {
    const before = await stored();
    const res = await upload(t, await tokenOf('employee'), 'PROFILE_PICTURE', {
      name: 'big.png',
      data: fixtures.png(2 * MiB + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large: a profile picture can be at most 2 MB.' });
    expect(await stored()).toEqual(before);
    // Exactly the maximum is fine.
    const ok = await upload(t, await tokenOf('employee'), 'PROFILE_PICTURE', {
      name: 'max.png',
      data: fixtures.png(2 * MiB),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers 413 for a body announced far larger than the category takes, before reading it', async () => {
    const before = await stored();
    const res = await upload(t, await tokenOf('employee'), 'RECEIPT', {
      name: 'scan.pdf',
      data: fixtures.pdf(6 * MiB),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large: a receipt can be at most 5 MB.');
    expect(await stored()).toEqual(before);
  });

  it('answers 413 over a real connection while the body is still arriving, and closes it; whole uploads keep it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const boundary = 'streaming-boundary';
      const token = await tokenOf('employee');
      const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>(
        (resolve, reject) => {
          const req = httpRequest({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/files/uploadFile/PROFILE_PICTURE',
            // No Content-Length: chunked, so only the stream itself shows the size.
            headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
          });
          req.on('response', (res) => {
            let body = '';
            res.on('data', (piece: Buffer) => (body += piece.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
          });
          // The server closes the connection after answering: writes still underway may fail.
          req.on('error', (err) => (answered ? undefined : reject(err)));
          let answered = false;
          req.once('response', () => (answered = true));
          req.write(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
          );
          req.write(fixtures.png(3 * MiB));
          // The body never ends: only an answer before the end can settle this.
        },
      );
      expect(answer.status).toBe(413);
      // The rest of the body is not read: the connection ends with the answer.
      expect(answer.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({
        message: 'The file is too large: a profile picture can be at most 2 MB.',
      });

      // A whole upload, and a download, keep the connection for the next request.
      const form = new FormData();
      form.append('file', new Blob([fixtures.png()]), 'me.png');
      const ok = await fetch(`http://127.0.0.1:${port}/api/files/uploadFile/PROFILE_PICTURE`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.status).toBe(201);
      expect(ok.headers.get('connection')).not.toBe('close');
      const { downloadPath } = (await ok.json()) as { downloadPath: string };
      const back = await fetch(`http://127.0.0.1:${port}${downloadPath}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(back.status).toBe(200);
      expect(back.headers.get('connection')).not.toBe('close');
      expect(Buffer.from(await back.arrayBuffer()).equals(fixtures.png())).toBe(true);
    } finally {
      await t.app.server.close();
    }
  });
});

describe('POST /api/files/uploadFile/{category}: a file refused', () => {
  it('answers 415 for bytes of another type under a right name and Content-Type, and stores nothing', async () => {
    const before = await stored();
    const res = await upload(t, await tokenOf('employee'), 'PROFILE_PICTURE', {
      name: 'photo.png',
      data: fixtures.gif(),
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message:
        'This file cannot be a profile picture: its content is GIF (image/gif), whatever its name says. Choose a PNG, JPEG or WebP file.',
    });
    const pdfAsPicture = await upload(t, await tokenOf('employee'), 'PROFILE_PICTURE', {
      name: 'photo.jpg',
      data: fixtures.pdf(),
      contentType: 'image/jpeg',
    });
    expect(pdfAsPicture.statusCode).toBe(415);
    const textAsReceipt = await upload(t, await tokenOf('employee'), 'RECEIPT', {
      name: 'bill.pdf',
      data: fixtures.log(),
      contentType: 'application/pdf',
    });
    expect(textAsReceipt.statusCode).toBe(415);
    expect(textAsReceipt.json().message).toBe(
      'This file cannot be a receipt: its content is not a format we recognise, whatever its name says. Choose a PDF, PNG or JPEG file.',
    );
    expect(await stored()).toEqual(before);
  });

  it('takes plain text only as UTF-8 without NUL bytes, checked to the end', async () => {
    const before = await stored();
    const cases = [
      Buffer.concat([fixtures.log(), Buffer.from([0]), fixtures.log()]),
      Buffer.concat([fixtures.log(), Buffer.from([0xc3, 0x28])]),
      // Valid until 5 MB in, then a NUL: found while streaming, after chunks were stored, and those removed.
      Buffer.concat([Buffer.alloc(5 * MiB, 'a'), Buffer.from([0])]),
      // A character cut off at the end.
      Buffer.concat([fixtures.log(), Buffer.from([0xe6, 0x97])]),
    ];
    for (const data of cases) {
      const res = await upload(t, await tokenOf('employee'), 'TICKET_ATTACHMENT', {
        name: 'vpn.log',
        data,
        contentType: 'text/plain',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'This file is not plain text (UTF-8 without NUL bytes), whatever its name says. Choose a PNG, JPEG, WebP, PDF or plain text file.',
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for an empty file, a file in another field, or no file', async () => {
    const token = await tokenOf('employee');
    const empty = await upload(t, token, 'RECEIPT', { name: 'empty.pdf', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'The file is empty.', errorDetails: ['file: The file is empty.'] });
    const other = multipart([{ field: 'attachment', filename: 'bill.pdf', data: fixtures.pdf() }]);
    const wrongField = await t.as(token, { method: 'POST', url: '/api/files/uploadFile/RECEIPT', ...other });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the file in the form field `file`.');
    const onlyText = multipart([{ field: 'note', data: 'hello' }]);
    const noFile = await t.as(token, { method: 'POST', url: '/api/files/uploadFile/RECEIPT', ...onlyText });
    expect(noFile.statusCode).toBe(400);
    const malformed = await t.as(token, {
      method: 'POST',
      url: '/api/files/uploadFile/RECEIPT',
      payload: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 400 naming the categories for an unknown category', async () => {
    const res = await upload(t, await tokenOf('employee'), 'SELFIE', { name: 'a.png', data: fixtures.png() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `Choose a category: ${listOf(FILE_CATEGORY_NAMES)}.`,
      errorDetails: [`params.category: Choose a category: ${listOf(FILE_CATEGORY_NAMES)}.`],
    });
  });

  it('answers 403 to a user whose roles may not upload into the category, before reading the file', async () => {
    const before = await stored();
    const cases: [string, string, string][] = [
      ['employee', 'COMPANY_DOCUMENT', 'Your roles may not upload a company document.'],
      ['manager', 'POLICY_DOCUMENT', 'Your roles may not upload a policy document.'],
      ['employee', 'CONTRACT_DOCUMENT', 'Your roles may not upload a contract document.'],
      ['it.head', 'FEED_IMAGE', 'Your roles may not upload a feed image.'],
    ];
    for (const [username, category, message] of cases) {
      const res = await upload(t, await tokenOf(username), category, { name: 'a.pdf', data: fixtures.pdf() });
      expect(res.statusCode, `${username} ${category}`).toBe(403);
      expect(res.json()).toEqual({ message });
    }
    expect(await stored()).toEqual(before);
    // Holders of the grant may.
    for (const [username, category] of [
      ['md', 'COMPANY_DOCUMENT'],
      ['it.head', 'POLICY_DOCUMENT'],
      ['pm', 'CONTRACT_DOCUMENT'],
      ['hr.head', 'FEED_IMAGE'],
    ] as const) {
      const data = category === 'FEED_IMAGE' ? fixtures.png() : fixtures.pdf();
      expect(
        (await upload(t, await tokenOf(username), category, { name: 'a', data })).statusCode,
        `${username} ${category}`,
      ).toBe(201);
    }
  });

  it('answers 415 for a body that is not multipart, whatever its type', async () => {
    const token = await tokenOf('employee');
    const url = '/api/files/uploadFile/RECEIPT';
    const bodies = [
      { payload: { file: 'x' } },
      { payload: fixtures.pdf(), headers: { 'content-type': 'application/pdf' } },
      { payload: 'plain', headers: { 'content-type': 'text/plain' } },
      { payload: fixtures.pdf(), headers: { 'content-type': 'application/octet-stream' } },
    ];
    for (const body of bodies) {
      const res = await t.as(token, { method: 'POST', url, ...body });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Send the file as multipart/form-data, in the form field `file`.' });
    }
  });

  it('answers 401 without a token', async () => {
    const { payload, headers } = multipart([{ field: 'file', filename: 'a.png', data: fixtures.png() }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/files/uploadFile/PROFILE_PICTURE', payload, headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/files/downloadFile/{id}', () => {
  it('sends the bytes as they were uploaded, as an attachment with nosniff, its type, length and no caching', async () => {
    const data = fixtures.pdf(700 * 1024 + 3);
    const name = 'Reçu Mumbai; taxi 日本 100%.pdf';
    const id = await uploaded('employee', 'RECEIPT', { name, data });
    const res = await download('employee', id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(data.length);
    expect(sha256(res.rawPayload)).toBe(sha256(data));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Recu Mumbai; taxi __ 100_.pdf"; filename*=UTF-8''Re%C3%A7u%20Mumbai%3B%20taxi%20%E6%97%A5%E6%9C%AC%20100%25.pdf`,
    );
  });

  it('sends a file as it is, uncompressed, even to a client that takes brotli', async () => {
    const data = fixtures.log();
    const id = await uploaded('employee', 'TICKET_ATTACHMENT', {
      name: 'big.log',
      data: Buffer.concat(Array.from({ length: 50 }, () => data)),
    });
    const res = await t.as(await t.tokenOf('employee'), {
      method: 'GET',
      url: `/api/files/downloadFile/${id}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(data.length * 50));
  });

  it('sends plain text as UTF-8 text, and lets browsers keep profile pictures a little while', async () => {
    const log = await uploaded('employee', 'TICKET_ATTACHMENT', { name: 'vpn.log', data: fixtures.log() });
    const text = await download('employee', log);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe(fixtures.log().toString());
    const picture = await uploaded('employee', 'PROFILE_PICTURE', { name: 'me.png', data: fixtures.png() });
    expect((await download('employee', picture)).headers['cache-control']).toBe('private, max-age=300');
  });

  it('lets the owner, and once attached the deciders of its category, read a file; anyone else gets 404', async () => {
    const cases: [string, Buffer, string[], string[]][] = [
      ['RECEIPT', fixtures.pdf(), ['finance.head', 'md', 'admin'], ['ta.head', 'manager', 'hr.head', 'it.head']],
      ['EMPLOYEE_DOCUMENT', fixtures.pdf(), ['hr.head', 'md'], ['ta.head', 'manager', 'finance.head']],
      [
        'TICKET_ATTACHMENT',
        fixtures.log(),
        ['it.head', 'hr.head', 'admin.head', 'admin'],
        ['ta.head', 'manager', 'finance.head'],
      ],
      ['PROFILE_PICTURE', fixtures.png(), ['ta.head', 'manager', 'it.head'], []],
    ];
    for (const [category, data, readers, others] of cases) {
      const id = await uploaded('employee', category, { name: 'file', data });
      expect((await download('employee', id)).statusCode, `${category}: its owner`).toBe(200);
      // Until a record holds it, only its owner reads it.
      for (const username of [...readers, ...others])
        expect((await download(username, id)).statusCode, `${category} unattached: ${username}`).toBe(404);
      await attach(id, 'employee', category as FileCategory);
      for (const username of readers)
        expect((await download(username, id)).statusCode, `${category}: ${username}`).toBe(200);
      for (const username of others) {
        const res = await download(username, id);
        expect(res.statusCode, `${category}: ${username}`).toBe(404);
        expect(res.json()).toEqual({ message: 'No such file.' });
      }
    }
  });

  it('answers the same 404 for an id nobody has, and 400 for what is not a file id', async () => {
    const missing = await download('md', randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such file.' });
    const bad = await download('md', '..%2F..%2Fetc%2Fpasswd');
    expect(bad.statusCode).toBe(400);
  });

  it('does not serve a file whose bytes are still arriving', async () => {
    const id = randomUUID();
    await t.db.insert(files).values({
      id,
      ownerId: await idOf('employee'),
      category: 'RECEIPT',
      originalName: 'half.pdf',
      contentType: 'application/pdf',
    });
    expect((await download('employee', id)).statusCode).toBe(404);
  });
});

describe('attaching a file to a record', () => {
  it("refuses another owner's file, another category, a file a record holds, and one still arriving", async () => {
    const id = await uploaded('employee', 'RECEIPT', { name: 'bill.pdf', data: fixtures.pdf() });
    const refusal = 'This is not a receipt you uploaded, or a record holds it already: upload it again.';
    await expect(
      attachFile(t.db, {
        fileId: id,
        ownerId: await idOf('manager'),
        category: 'RECEIPT',
        entity: 'test-record',
        entityId: 1,
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: refusal });
    await expect(
      attachFile(t.db, {
        fileId: id,
        ownerId: await idOf('employee'),
        category: 'EMPLOYEE_DOCUMENT',
        entity: 'test-record',
        entityId: 1,
        field: 'documentFileId',
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errorDetails: [
        'documentFileId: This is not a employee document you uploaded, or a record holds it already: upload it again.',
      ],
    });
    await attach(id, 'employee', 'RECEIPT', 7);
    expect(await fileRow(id)).toMatchObject({ entity: 'test-record', entityId: '7' });
    await expect(attach(id, 'employee', 'RECEIPT', 8)).rejects.toMatchObject({ statusCode: 400, message: refusal });
    const arriving = randomUUID();
    await t.db.insert(files).values({
      id: arriving,
      ownerId: await idOf('employee'),
      category: 'RECEIPT',
      originalName: 'half.pdf',
      contentType: 'application/pdf',
    });
    await expect(attach(arriving, 'employee', 'RECEIPT')).rejects.toMatchObject({ statusCode: 400 });
  });

  it("lets go of a record's files, keeping one: only their owner reads them afterwards", async () => {
    const old = await uploaded('employee', 'RECEIPT', { name: 'old.pdf', data: fixtures.pdf() });
    const kept = await uploaded('employee', 'RECEIPT', { name: 'new.pdf', data: fixtures.pdf() });
    await attach(old, 'employee', 'RECEIPT', 42);
    await attach(kept, 'employee', 'RECEIPT', 42);
    await detachFiles(t.db, { entity: 'test-record', entityId: 42, category: 'RECEIPT', keep: kept });
    expect(await fileRow(old)).toMatchObject({ entity: null, entityId: null, attachedAt: null });
    expect((await fileRow(kept))!.attachedAt).not.toBeNull();
    expect((await download('finance.head', old)).statusCode).toBe(404);
    expect((await download('employee', old)).statusCode).toBe(200);
    expect((await download('finance.head', kept)).statusCode).toBe(200);
  });
});

describe('the files of records', () => {
  it("lists each record's attached files of a category, oldest first, and nothing for records without", async () => {
    const first = await uploaded('employee', 'RECEIPT', { name: 'taxi.pdf', data: fixtures.pdf() });
    const second = await uploaded('employee', 'RECEIPT', { name: 'hotel.png', data: fixtures.png() });
    const other = await uploaded('employee', 'RECEIPT', { name: 'lunch.pdf', data: fixtures.pdf() });
    await attach(first, 'employee', 'RECEIPT', 51);
    await attach(second, 'employee', 'RECEIPT', 51);
    await attach(other, 'employee', 'RECEIPT', 52);
    const held = await attachedFiles(t.db, { entity: 'test-record', entityIds: [51, 52, 53], category: 'RECEIPT' });
    expect(held.get('51')?.map((file) => [file.name, file.contentType, file.downloadPath])).toEqual([
      ['taxi.pdf', 'application/pdf', `/api/files/downloadFile/${first}`],
      ['hotel.png', 'image/png', `/api/files/downloadFile/${second}`],
    ]);
    expect(held.get('52')?.map((file) => file.id)).toEqual([other]);
    expect(held.has('53')).toBe(false);
    expect(
      (await attachedFiles(t.db, { entity: 'test-record', entityIds: [51], category: 'EMPLOYEE_DOCUMENT' })).size,
    ).toBe(0);
    expect((await attachedFiles(t.db, { entity: 'test-record', entityIds: [], category: 'RECEIPT' })).size).toBe(0);
  });
});

describe('the sweep of unattached files', () => {
  it('removes files no record took within a day, with their bytes, and keeps the rest', async () => {
    const stale = await uploaded('employee', 'RECEIPT', { name: 'stale.pdf', data: fixtures.pdf(300 * 1024) });
    const fresh = await uploaded('employee', 'RECEIPT', { name: 'fresh.pdf', data: fixtures.pdf() });
    const held = await uploaded('employee', 'RECEIPT', { name: 'held.pdf', data: fixtures.pdf() });
    await attach(held, 'employee', 'RECEIPT');
    for (const id of [stale, held])
      await t.db
        .update(files)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(files.id, id));

    expect(await sweepUnattached(t.db, t.storage)).toBeGreaterThanOrEqual(1);
    expect(await fileRow(stale)).toBeUndefined();
    expect(await t.storage.get(stale)).toBeUndefined();
    expect(await t.db.select().from(fileChunks).where(eq(fileChunks.objectKey, stale))).toEqual([]);
    for (const id of [fresh, held]) {
      expect(await fileRow(id)).toBeDefined();
      expect(await t.storage.get(id)).toBeDefined();
    }
    expect((await download('employee', stale)).statusCode).toBe(404);
    // Nothing left to do.
    expect(await sweepUnattached(t.db, t.storage)).toBe(0);
  });

  it('runs as the file-sweep job of the job queue, which counts the files it removed', async () => {
    const stale = await uploaded('employee', 'RECEIPT', { name: 'stale.pdf', data: fixtures.pdf() });
    await t.db
      .update(files)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(files.id, stale));
    expect(await runJob(t, 'file-sweep')).toMatchObject({ outcome: 'COMPLETED', items: 1 });
    expect(await fileRow(stale)).toBeUndefined();
  });
});

describe('GET /api/file-category and /api/file-category/name/{name}', () => {
  it('lists every category with its rules, and gives one by name', async () => {
    const token = await tokenOf('employee');
    const list = await t.as(token, { method: 'GET', url: '/api/file-category' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { name: string }) => c.name)).toEqual([...FILE_CATEGORY_NAMES]);
    const one = await t.as(token, { method: 'GET', url: '/api/file-category/name/PROFILE_PICTURE' });
    expect(one.json()).toEqual({
      name: 'PROFILE_PICTURE',
      label: 'Profile picture',
      contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
      maxBytes: 2 * MiB,
      upload: 'signed-in',
      read: 'signed-in',
    });
    const receipt = await t.as(token, { method: 'GET', url: '/api/file-category/name/RECEIPT' });
    expect(receipt.json()).toMatchObject({
      upload: 'signed-in',
      read: { grants: ['VIEW_REIMBURSEMENT_REQUEST_APPROVAL'] },
    });
    const unknown = await t.as(token, { method: 'GET', url: '/api/file-category/name/SELFIE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No such file category.' });
  });
});

describe('the OpenAPI document', () => {
  it('shows the upload as a multipart body with its file field, and the download as bytes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const uploadOp = doc.paths['/api/files/uploadFile/{category}'].post;
    expect(uploadOp.requestBody.content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(uploadOp.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(uploadOp.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415']));
    const downloadOp = doc.paths['/api/files/downloadFile/{id}'].get;
    expect(Object.keys(downloadOp.responses['200'].content)).toEqual(['application/octet-stream']);
  });
});

describe('files in S3 storage', () => {
  let s3: TestApp;
  let localS3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    localS3 = await startLocalS3();
    s3 = await createTestApp({ s3: localS3.config });
  });
  afterAll(async () => {
    await s3?.close();
    await localS3?.close();
  });

  it('uploads, downloads and sweeps the same way, with nothing in the database but the record', async () => {
    const token = await s3.login('employee');
    const data = fixtures.pdf(6 * MiB - 1024);
    // The demo seed's own files (written with the database) are there before: uploads add no chunk to them.
    const [seeded] = await s3.db.select({ n: count() }).from(fileChunks);
    expect(s3.storage.kind).toBe('s3');
    // RECEIPT takes 5 MB: this one is too large, and leaves nothing behind.
    expect((await upload(s3, token, 'RECEIPT', { name: 'big.pdf', data })).statusCode).toBe(413);
    const res = await upload(s3, token, 'EMPLOYEE_DOCUMENT', { name: 'passport.pdf', data });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [chunks] = await s3.db.select({ n: count() }).from(fileChunks);
    expect(chunks!.n).toBe(seeded!.n);
    const back = await s3.as(token, { method: 'GET', url: `/api/files/downloadFile/${id}` });
    expect(back.statusCode).toBe(200);
    expect(sha256(back.rawPayload)).toBe(sha256(data));
    await s3.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(files.id, id));
    expect(await sweepUnattached(s3.db, s3.storage)).toBe(1);
    expect(await s3.storage.get(id)).toBeUndefined();
  });

  it("removes a replaced document's file and a deleted post's image from the bucket once the change commits, and keeps them when it fails", async () => {
    const employee = await s3.login('employee');
    const hr = await s3.login('hr.head');
    const uploadedBy = async (token: string, category: FileCategory, data: Buffer) =>
      ((await upload(s3, token, category, { name: 'f', data })).json() as { id: string }).id;
    const inBucket = async (id: string) => (await s3.storage.get(id)) !== undefined;

    const first = await uploadedBy(employee, 'EMPLOYEE_DOCUMENT', fixtures.pdf());
    const doc = (
      await s3.as(employee, {
        method: 'POST',
        url: '/api/employee-documents',
        payload: { documentType: 'PAN', documentNumber: 'ABCDE1234F', fileId: first },
      })
    ).json() as { id: number };
    expect(
      (
        await s3.as(hr, {
          method: 'POST',
          url: `/api/employee-documents/reject/${doc.id}`,
          payload: { remark: 'Blurred.' },
        })
      ).statusCode,
    ).toBe(200);
    const resubmit = (fileId: string) =>
      s3.as(employee, {
        method: 'PUT',
        url: `/api/employee-documents/${doc.id}`,
        payload: { documentType: 'PAN', documentNumber: 'ABCDE1234F', fileId },
      });
    // Someone else's upload is refused: the transaction rolls back, and the bucket keeps the file it held.
    expect((await resubmit(await uploadedBy(hr, 'EMPLOYEE_DOCUMENT', fixtures.pdf()))).statusCode).toBe(400);
    expect(await inBucket(first)).toBe(true);
    expect((await s3.as(employee, { method: 'GET', url: `/api/files/downloadFile/${first}` })).statusCode).toBe(200);
    expect((await resubmit(await uploadedBy(employee, 'EMPLOYEE_DOCUMENT', fixtures.png()))).statusCode).toBe(200);
    expect(await inBucket(first)).toBe(false);
    expect((await s3.as(employee, { method: 'GET', url: `/api/files/downloadFile/${first}` })).statusCode).toBe(404);

    const image = await uploadedBy(hr, 'FEED_IMAGE', fixtures.png());
    const created = (
      await s3.as(hr, {
        method: 'POST',
        url: '/api/feeds',
        payload: { title: 'Bucket', body: 'x', imageFileId: image },
      })
    ).json() as { id: number };
    expect(await inBucket(image)).toBe(true);
    expect((await s3.as(hr, { method: 'DELETE', url: `/api/feeds/${created.id}` })).statusCode).toBe(204);
    expect(await inBucket(image)).toBe(false);
    expect((await s3.as(hr, { method: 'GET', url: `/api/files/downloadFile/${image}` })).statusCode).toBe(404);
  });
});
