import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone the sidebar opens as a sheet and closes after choosing a screen', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // No sideways scrolling at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Self Service' }).click();
  await menu.getByRole('link', { name: 'Leave Requests' }).click();
  await expect(page).toHaveURL('/ui/self-service/leaves/leave-request-list');
  await expect(menu).toBeHidden();
  // The closing menu does not take focus back from the new page's heading.
  await expect(page.getByRole('heading', { name: 'Leave Requests', level: 1 })).toBeFocused();
});

test('the keyboard reaches the main content through the skip link', async ({ page, context, baseURL }) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
