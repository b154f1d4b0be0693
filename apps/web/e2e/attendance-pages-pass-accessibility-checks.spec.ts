import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { OFFICE_TIME_ZONE } from './support/attendance-api';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`attendance screens in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme, timezoneId: OFFICE_TIME_ZONE });

    test('an employee reads attendance, requests and forms without accessibility violations', async ({
      page,
      context,
      baseURL,
    }) => {
      await signInWithApi(context, baseURL!, 'employee');
      await page.goto('/ui/self-service/attendance');
      await expect(page.getByRole('table', { name: /^attendance in / })).toBeVisible();
      await expectNoSeriousViolations(page, 'attendance');

      await page.goto('/ui/self-service/attendance/wfh-request-list');
      await expect(page.getByRole('table', { name: 'Your work-from-home requests' })).toBeVisible();
      await expectNoSeriousViolations(page, 'work-from-home list');

      await page.goto('/ui/self-service/attendance/attendance-regularization-request');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByText('Choose a date.')).toBeVisible();
      await expectNoSeriousViolations(page, 'regularization form with errors');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/ui/dashboard');
      await expect(page.getByRole('heading', { name: "This Month's Attendance" })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Balances by leave type' })).toBeVisible();
      await expectNoSeriousViolations(page, 'dashboard on a phone');
    });

    test('a manager sees a reportee month and an admin manages holidays without violations', async ({
      page,
      context,
      baseURL,
    }) => {
      await signInWithApi(context, baseURL!, 'manager');
      await page.goto('/ui/dashboard');
      const team = page.getByRole('heading', { name: 'My Team' }).locator('xpath=ancestor::*[@data-slot="card"]');
      await team.getByLabel('Reportee').selectOption({ label: 'Sara Khan (SD00013)' });
      await team.getByRole('button', { name: 'Previous month' }).click();
      await expect(team.getByRole('table', { name: /^Sara Khan: attendance in / })).toBeVisible();
      await expectNoSeriousViolations(page, 'manager dashboard');

      await context.clearCookies();
      await signInWithApi(context, baseURL!, 'admin');
      await page.goto('/ui/administration/attendance');
      await expect(page.getByRole('table', { name: /^Holidays of / })).toBeVisible();
      const add = page.getByRole('button', { name: 'Add holiday' });
      await add.click();
      await expect(page.getByRole('dialog', { name: 'Add Holiday' })).toBeVisible();
      await expectNoSeriousViolations(page, 'add holiday dialog');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toBeFocused();
    });
  });
}
