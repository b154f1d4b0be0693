import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

// A user no other browser test makes calendar feeds for.
const USER = 'admin.head';

test('an employee creates a calendar feed, a calendar app reads it, and the revoked address answers 404', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInWithApi(context, baseURL!, USER);
  await page.goto('/ui/settings');
  await expect(page.getByRole('heading', { name: 'Calendar Feed', exact: true })).toBeVisible();
  const feeds = page.getByRole('list', { name: 'Your calendar feeds' }).getByRole('listitem');
  const before = await feeds.count();

  await page.getByRole('button', { name: 'Create feed address' }).click();
  const address = page.getByRole('textbox', { name: 'Your new feed address' });
  await expect(address).toHaveValue(/^https?:\/\/[^/]+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByText('Copy it now: it is shown only this once.')).toBeVisible();
  const url = await address.inputValue();
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A calendar app asks with the address alone, without a session.
  const read = await request.get(url);
  expect(read.status()).toBe(200);
  expect(read.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await read.text();
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(ics).toContain('X-WR-CALNAME:Staffdesk — ');

  // Once closed, the address is not shown again; the feed is listed, newest first.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(address).toBeHidden();
  await expect(feeds).toHaveCount(before + 1);
  await expect(page.getByText(url)).toHaveCount(0);

  await feeds.first().getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke This Calendar Feed?' });
  await dialog.getByRole('button', { name: 'Revoke feed' }).click();
  await expect(page.getByText('Calendar feed revoked.')).toBeVisible();
  await expect(feeds).toHaveCount(before);
  expect((await request.get(url)).status()).toBe(404);
});
