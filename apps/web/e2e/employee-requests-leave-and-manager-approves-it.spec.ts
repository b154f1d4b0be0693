import { expect, test, type Page } from '@playwright/test';
import { signInWithApi } from './support/session';
import { addDays, apiToken, displayDate, freeWorkingDays, todayInKolkata } from './support/requests';
import { typedDate } from './support/dates';

async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('an employee asks for leave, the manager approves it, and the employee sees the notification and the balance change live', async ({
  browser,
  baseURL,
  request,
}) => {
  // A free working day of this year, so that this year's balance is the one that moves: a couple of weeks
  // ahead, or sooner, or (in the last days of December) one of the past weeks, which leave may still cover.
  const today = todayInKolkata();
  const token = await apiToken(request, 'employee');
  const pastStart =
    addDays(today, -25).slice(0, 4) === today.slice(0, 4) ? addDays(today, -25) : `${today.slice(0, 4)}-01-01`;
  const [day] = [
    ...(await freeWorkingDays(request, token, addDays(today, 14), 1, { sameYear: true })),
    ...(await freeWorkingDays(request, token, addDays(today, 1), 1, { sameYear: true })),
    ...(await freeWorkingDays(request, token, pastStart, 1, { sameYear: true })),
  ];
  expect(day, 'a free working day in this year').toBeTruthy();
  const date = day!;

  const employeeContext = await browser.newContext();
  const managerContext = await browser.newContext();
  await signInWithApi(employeeContext, baseURL!, 'employee');
  await signInWithApi(managerContext, baseURL!, 'manager');
  const employee = await employeeContext.newPage();
  const manager = await managerContext.newPage();

  await employee.goto('/ui/self-service/leaves');
  const casual = employee.getByTestId('balance-CASUAL');
  await expect(casual).toBeVisible();
  const used = Number(await casual.getByTestId('used').textContent());
  const pending = Number(await casual.getByTestId('pending').textContent());

  await employee.getByRole('link', { name: 'Request leave' }).click();
  await expect(employee).toHaveURL('/ui/self-service/leaves/leave-request');
  const type = employee.getByLabel('Leave type');
  await expect(type.locator('option', { hasText: /^Casual Leave · \d+(\.5)? of \d+ days available$/ })).toHaveCount(1);
  await type.selectOption({ label: (await type.locator('option', { hasText: 'Casual Leave' }).textContent()) ?? '' });
  await employee.getByLabel('From', { exact: true }).fill(typedDate(date));
  await expect(employee.getByLabel('To', { exact: true })).toHaveValue(typedDate(date));
  await expect(employee.getByLabel('Half day')).toBeEnabled();
  await employee.getByLabel('Reason').fill('Family function.');
  await expect(employee.getByTestId('working-days')).toHaveText('This request counts 1 working day.');
  // The rules of Casual Leave's policy (seeds/leave-policies-demo.ts), in one line.
  await expect(employee.getByTestId('leave-rules')).toHaveText('Casual Leave: at most 3 working days in a row');
  await employee.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(
    employee.locator('[data-sonner-toast]', { hasText: `Casual Leave requested for ${displayDate(date)}` }),
  ).toBeVisible();
  await expect(employee).toHaveURL('/ui/self-service/leaves/leave-request-list');
  await employee.getByRole('link', { name: 'Leaves', exact: true }).first().click();
  await expect(casual.getByTestId('pending')).toHaveText(String(pending + 1));
  const unread = await unreadCount(employee);

  await manager.goto('/ui/self-service/approvals');
  await manager.getByRole('button', { name: `Approve Rahul Verma's Casual Leave (${displayDate(date)})` }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel('Remark (optional)').fill('Enjoy the day.');
  // The employee's open page, never reloaded, gets a live toast: watched from before the approval, since it may
  // come and go while the manager's page is still being checked.
  const liveToast = expect(
    employee.locator('[data-sonner-toast]', { hasText: 'Request approved' }).filter({ hasText: displayDate(date) }),
  ).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.locator('[data-sonner-toast]', { hasText: 'Request approved.' })).toBeVisible();
  await expect(
    manager.getByRole('button', { name: `Approve Rahul Verma's Casual Leave (${displayDate(date)})` }),
  ).toHaveCount(0);

  // The live toast, the bell, and the balance.
  await liveToast;
  // At least one more unread: specs running beside this one may notify the same employee too.
  await expect.poll(() => unreadCount(employee)).toBeGreaterThanOrEqual(unread + 1);
  await expect(casual.getByTestId('used')).toHaveText(String(used + 1));
  await expect(casual.getByTestId('pending')).toHaveText(String(pending));

  await employeeContext.close();
  await managerContext.close();
});
