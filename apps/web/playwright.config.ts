import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests against the real server (apps/server) serving the built SPA (run `vite build` first), on a
 * fresh temporary data directory, driving Debian's Chromium (Playwright's own browser download is not
 * available here).
 */
// A free port, found once in the runner process (a child asks the OS for one); workers inherit it.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
// The company's OpenID provider of the SSO spec, which starts it on this port; discovery waits for the first sign-in.
process.env.E2E_IDP_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
// Set once in the runner process; workers inherit it, so all of them talk about the same directory.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'staffdesk-e2e-'));
  // As a new user's ./data: reachable by the postgres user that the embedded PostgreSQL runs as under root (decision 009).
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
// E2E_WEB_DIST lets two builds be tested side by side without overwriting each other.
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test of two people and several screens takes over a minute when two workers share the 2 cores.
  timeout: 120_000,
  // The tests run on shared 2-core machines beside other work, where a screen's first reads have taken over 10 s.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // No trace by default: recording one for every test, to keep a failure's, took 13-30 % of the time of the
    // specs measured, and CI keeps only the printed output. `npx playwright test --trace retain-on-failure` (in
    // apps/web) records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app registers its service worker on every load; only the spec about it lets it run, so a worker's install
    // and its caches never stand between another spec and the server it means to test.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node --import tsx ../server/src/main.ts',
    url: `${baseURL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL: the server stops the PostgreSQL it started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Every answer checked by its zod schema too (plugins/serializer.ts).
      CHECK_RESPONSES: 'true',
      // The webhooks spec's receiver listens on this machine.
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      // Password sign-in stays on: every other spec's sign-in page keeps its form, with the SSO button above it.
      OIDC_ISSUER: `http://127.0.0.1:${process.env.E2E_IDP_PORT}`,
      OIDC_CLIENT_ID: 'staffdesk-e2e',
      OIDC_CLIENT_SECRET: 'staffdesk-e2e-client-secret-0123456789',
    },
  },
});
