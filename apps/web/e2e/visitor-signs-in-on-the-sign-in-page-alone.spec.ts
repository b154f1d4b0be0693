import { expect, test } from '@playwright/test';
import { fillCredentials } from './support/session';

test.describe('a visit that starts on the sign-in page', () => {
  test('shows the error page when the app cannot load after sign-in, and a reload opens it', async ({ page }) => {
    // As after a new release: the chunk this tab's build asks for is gone.
    await page.route('**/assets/routed-app-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await fillCredentials(page, 'employee');
    await expect(page.getByRole('alert')).toContainText('Something Went Wrong');
    await expect(page).toHaveURL('/ui/dashboard');

    await page.unroute('**/assets/routed-app-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Good (morning|afternoon|evening), Rahul/);
  });
});
