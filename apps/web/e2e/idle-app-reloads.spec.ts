import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

test('the app reloads after 5 minutes without activity, and activity postpones it', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'pm');
  await page.clock.install();
  await page.goto('/ui/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const stillHere = () => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

  await page.clock.runFor(240_000);
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await page.clock.runFor(240_000);
  expect(await stillHere()).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(61_000);
  await reloaded;
  expect(await stillHere()).toBe(false);
  await expect(page).toHaveURL('/ui/dashboard');
});
