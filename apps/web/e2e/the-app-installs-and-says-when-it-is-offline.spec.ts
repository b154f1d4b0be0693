import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fitsAPhone } from './support/phone';
import { signInWithApi } from './support/session';

// The other specs run without service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** The paths the service worker's caches hold, sorted. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

/** Waits until the service worker is active and answers this page's requests. */
async function controlledByTheServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

const OFFLINE_FILES = ['/favicon.svg', '/offline.html', '/offline.js', '/theme-init.js'];

test('the manifest and its icons make the app installable, the service worker keeps only the offline page, and the account menu offers "Install app"', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Staffdesk',
    short_name: 'Staffdesk',
    start_url: '/ui/dashboard',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    // A PNG's size is in its header: width and height, 4 bytes each, from byte 16.
    const body = await image.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  // Signed in, the dashboard loads its data through the service worker, which keeps none of it.
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/dashboard');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledByTheServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await cachedPaths(page)).toEqual(OFFLINE_FILES);

  // Chromium offers the install only to a real user's browser; the same event, as it would come, shows the item.
  const menu = page.getByRole('button', { name: /account menu$/ });
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.body.dataset.installDialog = 'shown';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Install app' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-install-dialog', 'shown');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install app' }), 'an offer is good for one dialog').toHaveCount(0);
});

// The built app served by a server this test can stop: the network really goes (the shared server cannot).
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function serveTheBuiltApp(port = 0): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path.startsWith('/api/')) return void res.writeHead(503).end();
    const file = join(webDist, path);
    const found =
      file.startsWith(webDist) && existsSync(file) && statSync(file).isFile() ? file : join(webDist, 'index.html');
    res
      .writeHead(200, {
        'content-type': TYPES[extname(found)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
      .end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

test('a start without network shows "You are offline" with a retry that brings the app back', async ({ page }) => {
  let server = await serveTheBuiltApp();
  const { port } = server.address() as { port: number };
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await controlledByTheServiceWorker(page);

    await stop(server);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
    await expect(page, 'the address is the page asked for, to try again').toHaveURL(`http://127.0.0.1:${port}/`);
    await expectNoSeriousViolations(page, 'offline page in the light theme');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expectNoSeriousViolations(page, 'offline page in the dark theme');
    await fitsAPhone(page, 'offline page');

    server = await serveTheBuiltApp(port);
    await page.getByRole('button', { name: 'Retry' }).click();
    // Back: the app itself, which sends a visitor without a session to sign in.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  } finally {
    await stop(server);
  }
});
