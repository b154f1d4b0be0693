// `npm test`: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${title}: ok in ${seconds} s ===`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need ${CHROMIUM}: run "apt-get install -y chromium" as root, then npm test again.`);
    process.exit(1);
  }
  run('Installing Chromium from Debian packages', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
  ]);
}

run('Lint (ESLint, and knip for dependencies)', 'npm', ['run', 'lint']);
run('Typecheck', 'npm', ['run', 'typecheck']);
run('OpenAPI document (Redocly, recommended rules)', 'bash', [
  '-c',
  'npm run openapi -w apps/server -- ../../.tmp/openapi.json && npx redocly lint .tmp/openapi.json --format=summary',
]);
run('Unit and API tests (PGlite)', 'npx', ['vitest', 'run']);
if (process.env.TEST_DATABASE_URL) {
  run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server-postgres'], {
    STAFFDESK_TEST_DB: 'postgres',
  });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suites ran on PGlite only.');
}
if (existsSync('apps/web/playwright.config.ts')) {
  ensureChromium();
  run('Build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
  run('JavaScript of the sign-in page (at most 120 KB gzipped)', 'npm', ['run', 'size:login', '-w', 'apps/web']);
  run('Browser tests (Chromium)', 'npm', ['run', 'test:e2e', '-w', 'apps/web']);
}
console.log('\nAll checks passed.');
