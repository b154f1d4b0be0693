import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('login, 404 and session-expired pages', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expectNoSeriousViolations(page, 'login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Username must be at least 2 characters.')).toBeVisible();
      await expectNoSeriousViolations(page, 'login with an error');

      await page.goto('/missing');
      await expect(page.getByText('Oops! Page Not Found!')).toBeVisible();
      await expectNoSeriousViolations(page, '404');

      await page.goto('/session-expired');
      await expect(page.getByText('Session timed out!')).toBeVisible();
      await expectNoSeriousViolations(page, 'session-expired');
    });

    test('dashboard and settings', async ({ page, context, baseURL }) => {
      await signInWithApi(context, baseURL!, 'md');
      await page.goto('/ui/dashboard');
      await expect(page.getByRole('list', { name: 'Your roles' })).toBeVisible();
      await expectNoSeriousViolations(page, 'dashboard');

      await page.goto('/ui/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, 'settings');

      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      await expectNoSeriousViolations(page, 'two-factor dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Turn on' })).toBeFocused();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSeriousViolations(page, 'phone menu');
    });
  });
}
