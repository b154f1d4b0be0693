import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fillCredentials, signInWithApi } from './support/session';
import { addDays, apiToken, askFor, freeWorkingDays, todayInKolkata } from './support/requests';

type Kind = 'success' | 'info' | 'warning' | 'error';

const TOASTER = '[data-sonner-toaster]';
const toastOf = (page: Page, kind: Kind) => page.locator(`${TOASTER} [data-sonner-toast][data-type="${kind}"]`);

/** Part of the page, checked in the light theme and then in the dark one (toasts follow the theme too). */
async function expectPassesInBothThemes(page: Page, name: string, within: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(colorScheme);
    await expect(page.locator(`${TOASTER}:not([data-theme="${colorScheme}"])`)).toHaveCount(0);
    await expectNoSeriousViolations(page, `${name} in the ${colorScheme} theme`, { within });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Holds the toasts in front the moment one of a kind shows. A pointer pressed on the toaster pauses every toast's
 * timer until it is released, wherever the mouse goes; a hover alone let go when a toast leaving under the mouse
 * shrank the toaster, and the 1.5 s login toast was gone before axe read it. The press is dispatched as soon as
 * the toast is visible: a real hover first waited for the page under it to stop moving (a redirect), and on a
 * busy machine the 4 s warning toast was gone by then. Only the toaster is checked then; the pages have
 * accessibility specs of their own.
 */
async function holdToast(page: Page, kind: Kind, timeout?: number) {
  const shown = page.locator(`${TOASTER} [data-sonner-toast][data-type="${kind}"]:not([data-removed="true"])`).first();
  await shown.waitFor({ state: 'visible', timeout });
  await page.locator(TOASTER).first().dispatchEvent('pointerdown');
  await expect(shown, `a ${kind} toast is held`).toBeVisible({ timeout });
}

test('an error, a warning, a live notification and a success toast, and the unread count, pass the accessibility checks in both themes', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Eight accessibility checks and four toasts held in front: past a minute when the other workers load the machine.
  test.slow();
  // Signed out first, while no toast stands over the form. The login's toasts last 1.5 s: on a busy machine the
  // mouse may come too late, so the sign-in is tried again.
  await page.goto('/');
  await expect(async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/authenticate'));
    await fillCredentials(page, 'nobody', 'Not@12345');
    await answered;
    await holdToast(page, 'error', 1_000);
  }).toPass();
  await expect(toastOf(page, 'error').first()).toContainText('Invalid username or password.');
  await expectPassesInBothThemes(page, 'error toast', TOASTER);

  await signInWithApi(context, baseURL!, 'manager');
  // Two digits, which axe can judge (a single one is too short for its contrast check).
  await page.route('**/api/user-notifications/unread-count', (route) => route.fulfill({ json: { unread: 12 } }));
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/user-notifications/stream'));
  // Refused an administration screen: back on the dashboard with a warning.
  await page.goto('/ui/administration/attendance');
  await holdToast(page, 'warning');
  await expect(page).toHaveURL('/ui/dashboard');
  await expect(toastOf(page, 'warning')).toContainText('You do not have access to that page.');
  await expectPassesInBothThemes(page, 'warning toast', TOASTER);
  await expect(page.getByTestId('unread-count')).toHaveText('12');
  await expectPassesInBothThemes(page, 'unread count', '[data-testid="unread-count"]');

  // The employee's new request reaches the manager live, as an info toast (other specs' may come too).
  await stream;
  const employeeToken = await apiToken(request, 'employee');
  const [day] = await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 200), 1);
  const id = await askFor(request, employeeToken, 'WFH', day!, 'Toast check.');
  await holdToast(page, 'info');
  await expectPassesInBothThemes(page, 'info toast', TOASTER);
  const cancelled = await request.post(`/api/employee-event-request/cancel/${id}`, {
    headers: { Authorization: `Bearer ${employeeToken}` },
  });
  expect(cancelled.ok(), 'the request is withdrawn again').toBe(true);

  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await holdToast(page, 'success');
  await expect(toastOf(page, 'success')).toContainText('You have successfully logged out!');
  await expectPassesInBothThemes(page, 'success toast', TOASTER);
});
