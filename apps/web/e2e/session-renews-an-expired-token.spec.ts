import { expect, test } from '@playwright/test';
import { cookieValue, signInWithApi } from './support/session';

test.describe('an expired access token', () => {
  test('is renewed once for the requests that failed together, and the page loads', async ({
    page,
    context,
    baseURL,
  }) => {
    const first = await signInWithApi(context, baseURL!, 'finance.head');
    await context.addCookies([
      { name: 'accessToken', value: 'spoiled.token.value', url: baseURL!, sameSite: 'Strict' },
    ]);
    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/refresh-token') && refreshes.push(r.url()));
    page.on('response', (r) => r.status() === 401 && unauthorized.push(new URL(r.url()).pathname));

    await page.goto('/ui/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
    await expect(page.getByRole('list', { name: 'Your roles' })).toContainText('Finance Head');
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(refreshes).toHaveLength(1);
    // The refresh token is single-use: the rotated one is kept.
    const refreshToken = await cookieValue(context, 'refreshToken');
    expect(refreshToken).toBeTruthy();
    expect(refreshToken).not.toBe(first.refreshToken);
    expect(await cookieValue(context, 'accessToken')).not.toBe('spoiled.token.value');

    // And the renewed session keeps working after a reload.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your roles' })).toContainText('Finance Head');
    expect(refreshes).toHaveLength(1);
  });

  test('that cannot be renewed ends the session on the session-expired page', async ({ page, context, baseURL }) => {
    await signInWithApi(context, baseURL!, 'it.head');
    // A page without loaders, to hold a push token in storage before the session is spoiled.
    await page.goto('/not-an-app-page');
    await page.evaluate(() => localStorage.setItem('fcmToken', 'push-token'));
    await context.addCookies([
      { name: 'accessToken', value: 'spoiled.token.value', url: baseURL!, sameSite: 'Strict' },
      { name: 'refreshToken', value: 'not-a-refresh-token', url: baseURL!, sameSite: 'Strict' },
    ]);
    await page.goto('/ui/settings');
    await expect(page).toHaveURL('/session-expired');
    await expect(page.getByText('Session timed out!')).toBeVisible();
    expect(await cookieValue(context, 'accessToken')).toBeUndefined();
    expect(await cookieValue(context, 'refreshToken')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('fcmToken'))).toBeNull();
  });
});
