import { expect, test } from '@playwright/test';
import { fillCredentials } from './support/session';

test.describe('a visit that starts on the sign-in page', () => {
  test('logs no console error, from the first draw through typing to the dashboard', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // A refused eval (the policy's script-src) is not a console call: the browser reports it as a violation.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content-Security-Policy refused ${event.blockedURI} (${event.violatedDirective})`),
      ),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    // Typing loads the sign-in call's declarations, and with them zod, under the policy's script-src.
    await fillCredentials(page, 'employee');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Good (morning|afternoon|evening), Rahul/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

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
