import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

/** A PDF of about 1 MB: its first bytes say what it is, the rest is a comment the server does not read. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%', 'latin1'),
  Buffer.alloc(1024 * 1024, 'x'),
  Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
]);

test('an employee attaching a document sees the upload as a bar with its percentage', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/human-resources/upload-document-form');
  // A slow line, so that the upload takes seconds and its progress can be watched.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });

  await page
    .getByLabel('Choose the file')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  const bar = page.getByRole('progressbar', { name: 'Uploading passport.pdf' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const percent = await bar.getAttribute('aria-valuenow');
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  expect(Number(percent)).toBeLessThanOrEqual(100);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(bar).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Remove passport.pdf' })).toBeVisible();
});
