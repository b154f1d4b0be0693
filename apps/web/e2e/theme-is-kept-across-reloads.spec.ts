import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

test.describe('theme', () => {
  test('a chosen theme is stored, applied to <html>, and kept across a reload', async ({ page, context, baseURL }) => {
    await signInWithApi(context, baseURL!, 'ta.head');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/ui/settings');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();

    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });

  test('system follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).not.toHaveClass(/\blight\b/);
  });
});
