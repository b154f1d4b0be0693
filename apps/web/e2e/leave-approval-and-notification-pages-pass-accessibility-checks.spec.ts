import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`leave, approval and notification pages in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('an employee’s leave pages and notifications', async ({ page, context, baseURL }) => {
      await signInWithApi(context, baseURL!, 'employee');
      await page.goto('/ui/self-service/leaves');
      await expect(page.getByTestId('balance-CASUAL')).toBeVisible();
      await expectNoSeriousViolations(page, 'leaves');

      await page.goto('/ui/self-service/leaves/leave-request');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByText('Give a reason.')).toBeVisible();
      await expectNoSeriousViolations(page, 'leave form with errors');

      await page.goto('/ui/self-service/leaves/leave-request-list');
      const cancel = page.getByRole('button', { name: /^Cancel / }).first();
      await expect(cancel).toBeVisible();
      await cancel.click();
      await expect(page.getByRole('dialog', { name: 'Cancel this leave request?' })).toBeVisible();
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
