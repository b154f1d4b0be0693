import { expect, test } from '@playwright/test';
import { fillCredentials, signInWithApi } from './support/session';

test('a user changes their password, is signed out, and signs in with the new one', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'business.head');
  await page.goto('/ui/settings');
  // A head leads a team: Settings has the delegation form too, with its own Submit.
  const form = page.getByRole('form', { name: 'Change password' });
  await page.getByLabel('Current password').fill('Demo@12345');
  await page.getByLabel('New password', { exact: true }).fill('Fresh@Start2026');
  await page.getByLabel('Confirm new password').fill('Fresh@Start2025');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter the same new password twice.')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('Fresh@Start2026');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Please sign in with your new password.' }),
  ).toBeVisible();

  await fillCredentials(page, 'business.head', 'Fresh@Start2026');
  await expect(page).toHaveURL('/ui/dashboard');
});
