import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/harness';

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

// A built web app as the build leaves it: each file with its .br and .gz beside it. The precompressed
// files hold a marker the originals lack, so a test can tell them from a compression made per request.
const webDist = mkdtempSync(join(tmpdir(), 'staffdesk-web-dist-'));
const INDEX_HTML =
  '<!doctype html><html><head><title>Staffdesk</title></head><body><div id="root"></div></body></html>\n';
const ASSET_JS = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word ${i}`))};\n`;
function writeBuilt(path: string, content: string) {
  mkdirSync(join(webDist, path, '..'), { recursive: true });
  writeFileSync(join(webDist, path), content);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(`${content}/* .br */`));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(`${content}/* .gz */`));
}
writeBuilt('index.html', INDEX_HTML);
writeBuilt('assets/app-0123abcd.js', ASSET_JS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('API responses', () => {
  it.each(['br', 'gzip'] as const)(
    'come in %s when the client asks for it, and decode to the same JSON',
    async (encoding) => {
      const token = await t.login('admin');
      const plain = await t.as(token, { method: 'GET', url: '/api/users?pageSize=50' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const res = await t.as(token, {
        method: 'GET',
        url: '/api/users?pageSize=50',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoders[encoding](res.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('prefer brotli when the client takes both, as browsers do', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('stay as they are when smaller than 1 KB or when the client takes no encoding', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
    const unasked = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.json().openapi).toBeTruthy();
  });
});

describe('the built web app', () => {
  it.each(['br', 'gzip'] as const)(
    'is sent from its precompressed %s file, with its own type and the cache headers of before',
    async (encoding) => {
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/app-0123abcd.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      expect(decoders[encoding](asset.rawPayload).toString('utf8')).toBe(
        `${ASSET_JS}/* .${encoding === 'br' ? 'br' : 'gz'} */`,
      );

      for (const url of ['/', '/ui/self-service/attendance']) {
        const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-encoding']).toBe(encoding);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-security-policy']).toContain("default-src 'self'");
        expect(decoders[encoding](page.rawPayload).toString('utf8')).toContain('<div id="root">');
      }
    },
  );

  it('answers HEAD of / as it answers GET', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('is sent as it is to a client that takes no encoding', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-0123abcd.js' });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(ASSET_JS);
    const page = await t.app.inject({ method: 'GET', url: '/ui/self-service/attendance' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe(INDEX_HTML);
  });
});

describe('the server-sent event stream', () => {
  it('is neither compressed nor held back when the client takes brotli and gzip', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/user-notifications/stream`, {
      headers: { authorization: `Bearer ${await t.login('manager')}`, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      // The first line arrives at once, as written; a compressor would hold it in its buffer.
      const reader = res.body!.getReader();
      const first = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('nothing arrived on the stream')), 5_000)),
      ]);
      expect(new TextDecoder().decode(first.value)).toBe(': connected\n\n');
    } finally {
      controller.abort();
    }
  });
});
