import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fillCredentials, signInWithApi } from './support/session';
import { addDays, apiToken, askFor, freeWorkingDays, todayInKolkata } from './support/requests';

const TOASTER = '[data-sonner-toaster]';
const toastOf = (page: Page, kind: 'success' | 'info' | 'warning' | 'error') => page.locator(`${TOASTER} [data-sonner-toast][data-type="${kind}"]`);

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`toasts in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    // The pages behind are checked by the other accessibility specs: here only the toasts, each kind in front.
    test('a warning, a live notification, a success and an error toast pass the accessibility checks', async ({ page, context, baseURL, request }) => {
      await signInWithApi(context, baseURL!, 'manager');
      const stream = page.waitForResponse((response) => response.url().endsWith('/api/user-notifications/stream'));
      // Refused an administration screen: back on the dashboard with a warning.
      await page.goto('/ui/administration/attendance');
      await expect(page).toHaveURL('/ui/dashboard');
      await expect(toastOf(page, 'warning')).toContainText('You do not have access to that page.');
      await expectNoSeriousViolations(page, 'warning toast', { within: TOASTER });

      // The employee's new request reaches the manager live, as an info toast.
      await stream;
      const employeeToken = await apiToken(request, 'employee');
      const [day] = await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 200), 1);
      const id = await askFor(request, employeeToken, 'WFH', day!, 'Toast check.');
      await expect(toastOf(page, 'info')).toBeVisible();
      await expectNoSeriousViolations(page, 'info toast', { within: TOASTER });
      const cancelled = await request.post(`/api/employee-event-request/cancel/${id}`, { headers: { Authorization: `Bearer ${employeeToken}` } });
      expect(cancelled.ok(), 'the request is withdrawn again').toBe(true);

      await page.getByRole('button', { name: /account menu$/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(toastOf(page, 'success')).toContainText('You have successfully logged out!');
      await expectNoSeriousViolations(page, 'success toast', { within: TOASTER });

      await fillCredentials(page, 'nobody', 'Not@12345');
      await expect(toastOf(page, 'error')).toContainText('Invalid username or password.');
      await expectNoSeriousViolations(page, 'error toast', { within: TOASTER });
    });
  });
}
