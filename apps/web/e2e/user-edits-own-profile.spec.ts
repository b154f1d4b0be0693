import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

test('a user edits their own profile, and a network failure says so', async ({ page, context, baseURL }) => {
  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/dashboard');
  await page.getByRole('link', { name: 'View profile' }).click();
  await expect(page).toHaveURL('/ui/human-resources/self-profile');
  const save = page.getByRole('button', { name: 'Submit' });
  await expect(save).toBeDisabled();

  await page.getByLabel('Phone').fill('+91 90000 11111');
  await page.getByLabel('Emergency contact').fill('+91 90000 22222');
  await page.route('**/api/users/context', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await save.click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Network Error' })).toBeVisible();
  await page.unroute('**/api/users/context');

  await save.click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Your profile was saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('+91 90000 11111');
  await page.goto('/ui/dashboard');
  await expect(page.getByText('+91 90000 11111')).toBeVisible();
});
