import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fillCredentials, signInWithApi } from './support/session';
import { addDays, apiToken, askFor, freeWorkingDays, todayInKolkata } from './support/requests';

type Kind = 'success' | 'info' | 'warning' | 'error';

const TOASTER = '[data-sonner-toaster]';
const toastOf = (page: Page, kind: Kind) => page.locator(`${TOASTER} [data-sonner-toast][data-type="${kind}"]`);

/**
 * The toast in front, held there (hovering pauses its timer), checked in the light theme and then in the dark
 * one. Only the toaster: the pages behind have accessibility specs of their own.
 */
async function expectToastPassesInBothThemes(page: Page, kind: Kind) {
  const toast = toastOf(page, kind);
  await toast.hover();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(toast.locator(`xpath=ancestor::*[@data-sonner-toaster]`)).toHaveAttribute('data-theme', colorScheme);
    await expectNoSeriousViolations(page, `${kind} toast in the ${colorScheme} theme`, { within: TOASTER });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a warning, a live notification, a success and an error toast pass the accessibility checks in both themes', async ({ page, context, baseURL, request }) => {
  await signInWithApi(context, baseURL!, 'manager');
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/user-notifications/stream'));
  // Refused an administration screen: back on the dashboard with a warning.
  await page.goto('/ui/administration/attendance');
  await expect(page).toHaveURL('/ui/dashboard');
  await expect(toastOf(page, 'warning')).toContainText('You do not have access to that page.');
  await expectToastPassesInBothThemes(page, 'warning');

  // The employee's new request reaches the manager live, as an info toast.
  await stream;
  const employeeToken = await apiToken(request, 'employee');
  const [day] = await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 200), 1);
  const id = await askFor(request, employeeToken, 'WFH', day!, 'Toast check.');
  await expect(toastOf(page, 'info')).toBeVisible();
  await expectToastPassesInBothThemes(page, 'info');
  const cancelled = await request.post(`/api/employee-event-request/cancel/${id}`, { headers: { Authorization: `Bearer ${employeeToken}` } });
  expect(cancelled.ok(), 'the request is withdrawn again').toBe(true);

  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(toastOf(page, 'success')).toContainText('You have successfully logged out!');
  await expectToastPassesInBothThemes(page, 'success');

  await fillCredentials(page, 'nobody', 'Not@12345');
  await expect(toastOf(page, 'error')).toContainText('Invalid username or password.');
  await expectToastPassesInBothThemes(page, 'error');
});
