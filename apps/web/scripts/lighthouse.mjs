// `npm run lighthouse [-- URL] [--runs N] [--user NAME --password PASSWORD]`: Lighthouse's mobile figures of a running
// Staffdesk (by default the sign-in page of `npm start`) in Debian's Chromium, three runs; prints a Markdown table for
// BENCHMARKS.md. With --user, each run signs in through the API first and the browser holds the session's cookies,
// as the web app keeps them, so a screen behind the sign-in (e.g. /ui/dashboard) is measured as its user sees it.
// A measurement, not a test: Lighthouse is fetched by npx, and its scores move with the machine's load.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

// 13 wants Node 22; 12.2.3 runs on Node 20.
const LIGHTHOUSE = 'lighthouse@12.2.3';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    reports: { type: 'string' },
  },
});
const url = new URL(positionals[0] ?? 'http://localhost:8090/');
const runs = Number(values.runs ?? positionals[1] ?? 3);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs wants a whole number of at least 1, not ${values.runs}`);
if (values.user !== undefined && values.password === undefined) throw new Error('--user wants --password too');

/** A port no one listens on, for Chromium's DevTools endpoint that Lighthouse connects to. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The session's cookies as the web app writes them (lib/session.ts), after signing in through the API. */
async function sessionCookies(username, password) {
  const response = await fetch(new URL('/api/authenticate', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`Signing in as ${username} failed (${response.status}): ${body.message}`);
  if (!body.token) throw new Error(`${username} signs in with a second factor, which this script cannot give`);
  const prefix = url.protocol === 'https:' ? '__Host-' : '';
  const secure = url.protocol === 'https:';
  return [
    { name: `${prefix}accessToken`, value: body.token },
    { name: `${prefix}refreshToken`, value: body.refreshToken },
  ].map((cookie) => ({ ...cookie, url: url.origin, sameSite: 'Strict', secure }));
}

/** One Lighthouse run in a fresh profile; Lighthouse clears caches and service workers, and keeps the cookies. */
async function measure(output) {
  const profile = mkdtempSync(join(tmpdir(), 'staffdesk-lighthouse-profile-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (values.user !== undefined) await context.addCookies(await sessionCookies(values.user, values.password));
    // Not spawnSync: Playwright must keep reading the browser's pipe while Lighthouse drives it.
    const lighthouse = spawn(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url.href,
        `--port=${port}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { stdio: 'inherit' },
    );
    const [code, signal] = await once(lighthouse, 'exit');
    if (code !== 0) throw new Error(`Lighthouse exited with ${code ?? signal}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return JSON.parse(readFileSync(output, 'utf8'));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const dir = values.reports ?? mkdtempSync(join(tmpdir(), 'staffdesk-lighthouse-'));
mkdirSync(dir, { recursive: true });
const rows = [];
try {
  for (let run = 1; run <= runs; run++) {
    const { categories, audits, finalDisplayedUrl } = await measure(join(dir, `run-${run}.json`));
    // A session that did not hold lands on the sign-in page, which would be measured in the screen's place.
    if (new URL(finalDisplayedUrl).pathname !== url.pathname) {
      throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not ${url.href}: is the session right?`);
    }
    const items = audits['network-requests'].details.items;
    const transfer = (type) =>
      items.filter((item) => !type || item.resourceType === type).reduce((sum, item) => sum + item.transferSize, 0);
    const ms = (id) => Math.round(audits[id].numericValue);
    const score = (id) => Math.round(categories[id].score * 100);
    rows.push(
      `| ${run} | ${CATEGORIES.map(score).join(' | ')} | ${ms('first-contentful-paint')} | ` +
        `${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ` +
        `${audits['cumulative-layout-shift'].numericValue.toFixed(3)} | ${ms('speed-index')} | ` +
        `${kb(transfer('Script'))} | ${kb(transfer())} |`,
    );
  }
} finally {
  if (values.reports === undefined) rmSync(dir, { recursive: true, force: true });
}

console.log(`
${LIGHTHOUSE}, mobile (simulated slow 4G, 4x CPU slowdown), ${url.href}${values.user ? ` as ${values.user}` : ''}

| run | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | script KiB | all KiB |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`);
