import { expect, test } from '@playwright/test';
import { cookieValue, signInWithApi } from './support/session';

test('a user signs out: tokens are gone, a toast confirms it, and the app asks to sign in again', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'admin.head');
  await page.goto('/ui/dashboard');
  await page.evaluate(() => localStorage.setItem('fcmToken', 'push-token'));
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'You have successfully logged out!' })).toBeVisible();
  expect(await cookieValue(context, 'accessToken')).toBeUndefined();
  expect(await cookieValue(context, 'refreshToken')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('fcmToken'))).toBeNull();

  await page.goto('/ui/dashboard');
  await expect(page).toHaveURL('/?redirectTo=%2Fui%2Fdashboard');
});
