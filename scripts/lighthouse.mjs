// `npm run lighthouse [-- URL [RUNS]]`: Lighthouse's mobile performance of a running Staffdesk (by default the
// sign-in page of `npm start`), in Debian's Chromium, three runs; prints a Markdown table for BENCHMARKS.md.
// A measurement, not a test: Lighthouse is fetched by npx, and its scores move with the machine's load.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const url = process.argv[2] ?? 'http://localhost:8090/';
const runs = Number(process.argv[3] ?? 3);

const dir = mkdtempSync(join(tmpdir(), 'staffdesk-lighthouse-'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
try {
  for (let run = 1; run <= runs; run++) {
    const output = join(dir, `run-${run}.json`);
    const result = spawnSync(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
    const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
    const items = audits['network-requests'].details.items;
    const transfer = (type) =>
      items.filter((item) => !type || item.resourceType === type).reduce((sum, item) => sum + item.transferSize, 0);
    const ms = (id) => Math.round(audits[id].numericValue);
    rows.push(
      `| ${run} | ${Math.round(categories.performance.score * 100)} | ${ms('first-contentful-paint')} | ` +
        `${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${ms('speed-index')} | ` +
        `${kb(transfer('Script'))} | ${kb(transfer('Stylesheet'))} | ${kb(transfer('Document'))} | ${kb(transfer())} |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`
${LIGHTHOUSE}, mobile (simulated slow 4G, 4x CPU slowdown), ${url}

| run | score | FCP ms | LCP ms | TBT ms | Speed Index ms | script KiB | CSS KiB | HTML KiB | all KiB transferred |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`);
