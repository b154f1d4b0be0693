// Sums the gzipped JavaScript a browser loads on the sign-in page: Chromium opens `/` (no session) on a build
// served from disk, and every script fetched until the network is idle counts: modulepreloads, the chunks the
// page loads after drawing and the service worker's. Run after `vite build`; `--dist <dir>` names another build.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BUDGET_BYTES = 120 * 1024;
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

const distArg = process.argv.indexOf('--dist');
const dist =
  distArg > 0 ? path.resolve(process.argv[distArg + 1]) : fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: run vite build first`);

/** The build as the server sends it: a file when there is one, else the SPA's index.html; the API is absent. */
function serve(request, response) {
  const { pathname } = new URL(request.url, 'http://localhost');
  if (pathname.startsWith('/api/')) {
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
    return;
  }
  const file = path.join(dist, path.normalize(pathname));
  const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  const sent = found ? file : path.join(dist, 'index.html');
  response.writeHead(200, { 'Content-Type': TYPES[path.extname(sent)] ?? 'application/octet-stream' });
  response.end(readFileSync(sent));
}

const server = createServer(serve);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const scripts = new Set();
const apiCalls = [];
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The context's requests: the service worker's as well as the page's.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    else if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
} finally {
  await browser.close();
  server.close();
}

let total = 0;
for (const file of [...scripts].sort()) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file.slice(1)}\n`);
}
process.stdout.write(
  `${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JavaScript in ${scripts.size} files, loaded on / ` +
    `until the network is idle\n`,
);
if (apiCalls.length > 0) process.stdout.write(`API calls before sign-in: ${apiCalls.join(', ')}\n`);
if (process.argv.includes('--check') && total > BUDGET_BYTES) {
  console.error('Over the 120 KB budget.');
  process.exit(1);
}
