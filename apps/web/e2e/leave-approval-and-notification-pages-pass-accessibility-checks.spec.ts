import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { addDays, apiToken, askFor, displayDate, freeWorkingDays, todayInKolkata } from './support/requests';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`leave, approval and notification pages in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('an employee’s leave pages and notifications', async ({ page, context, baseURL, request }) => {
      // Several screens with axe on each: over a minute beside another worker.
      test.slow();
      // A request of this test's own to cancel: specs beside it add, decide and cancel the same employee's
      // leave, so the list's first row may be gone by the time its dialog closes.
      const token = await apiToken(request, 'employee');
      const [day] = await freeWorkingDays(request, token, addDays(todayInKolkata(), scheme === 'light' ? 240 : 270), 1);
      await askFor(request, token, 'LOSS_OF_PAY', day!, `Accessibility check in the ${scheme} theme.`);
      await signInWithApi(context, baseURL!, 'employee');
      await page.goto('/ui/self-service/leaves');
      await expect(page.getByTestId('balance-CASUAL')).toBeVisible();
      await expectNoSeriousViolations(page, 'leaves');

      await page.goto('/ui/self-service/leaves/leave-request');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByText('Give a reason.')).toBeVisible();
      await expectNoSeriousViolations(page, 'leave form with errors');

      await page.goto('/ui/self-service/leaves/leave-request-list');
      const cancel = page.getByRole('button', { name: `Cancel Loss of Pay (${displayDate(day!)})`, exact: true });
      await cancel.click();
      await expect(page.getByRole('dialog', { name: 'Cancel This Leave Request?' })).toBeVisible();
      await expectNoSeriousViolations(page, 'cancel dialog');
      await page.keyboard.press('Escape');
      // Opened without a DialogTrigger, the dialog still gives focus back to the button that opened it.
      await expect(cancel).toBeFocused();

      await page.goto('/ui/notifications');
      await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
      await expectNoSeriousViolations(page, 'notifications');
    });

    test('a manager’s approvals, decision and history dialogs', async ({ page, context, baseURL }) => {
      await signInWithApi(context, baseURL!, 'manager');
      await page.goto('/ui/self-service/approvals?tab=regularizations');
      await expect(page.getByRole('table', { name: 'Pending regularizations' })).toBeVisible();
      await expectNoSeriousViolations(page, 'approvals');

      const reject = page.getByRole('button', { name: /^Reject / }).first();
      await reject.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'decision dialog');
      await page.keyboard.press('Escape');
      await expect(reject).toBeFocused();

      const history = page.getByRole('button', { name: /^View history of / }).first();
      await history.click();
      await expect(page.getByRole('table', { name: /^Requests of / })).toBeVisible();
      await expectNoSeriousViolations(page, 'history dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(history).toBeFocused();
    });
  });
}
