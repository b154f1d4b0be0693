import { expect, test } from '@playwright/test';

test.describe('unknown pages', () => {
  test('show the 404 page, whose buttons go back and home', async ({ page }) => {
    await page.goto('/');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page Not Found!')).toBeVisible();
    await expect(
      page.getByText("It seems like the page you're looking for does not exist or might have been removed."),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/ui/not-a-screen');
    await expect(page.getByText('Oops! Page Not Found!')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});
