import { expect, test } from '@playwright/test';

test.describe('the session-expired page', () => {
  test('says the session timed out and goes to the login after 5 seconds', async ({ page }) => {
    await page.goto('/session-expired');
    await expect(page.getByText('Session timed out!')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL('/', { timeout: 10_000 });
    // Real time, not a fake clock: under load a fake clock keeps ticking too and the margin would flake.
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('goes to the login at once with the button', async ({ page }) => {
    await page.goto('/session-expired');
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL('/');
  });
});
