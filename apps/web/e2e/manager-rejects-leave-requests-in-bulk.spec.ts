import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';
import { addDays, apiToken, askFor, displayDate, freeWorkingDays, todayInKolkata } from './support/requests';

test('a manager rejects several leave requests at once with a remark, and is told what happened to each', async ({
  browser,
  baseURL,
  request,
}) => {
  const employeeToken = await apiToken(request, 'employee');
  const managerToken = await apiToken(request, 'manager');
  const days = await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 45), 3);
  const ids: number[] = [];
  for (const day of days)
    ids.push(await askFor(request, employeeToken, 'LOSS_OF_PAY', day, `Personal work on ${day}.`));

  const managerContext = await browser.newContext();
  await signInWithApi(managerContext, baseURL!, 'manager');
  const manager = await managerContext.newPage();
  await manager.goto('/ui/self-service/approvals');
  for (const day of days)
    await manager.getByRole('checkbox', { name: `Select Rahul Verma's Loss of Pay (${displayDate(day)})` }).click();
  await expect(manager.getByText('3 selected')).toBeVisible();

  // Meanwhile one of them is decided elsewhere: the bulk answer must say so for that one alone.
  const elsewhere = await request.post(`/api/employee-event-request/approve/${ids[2]}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: {},
  });
  expect(elsewhere.ok()).toBe(true);

  await manager.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Reject 3 requests?' });
  await dialog.getByLabel('Reason for rejecting').fill('Team offsite that week.');
  await dialog.getByRole('button', { name: 'Reject' }).click();

  await expect(manager.getByRole('status').filter({ hasText: /^2 rejected, 1 failed: .+/ })).toBeVisible();
  for (const id of ids) await expect(manager.locator(`tr[data-row-id="${id}"]`)).toHaveCount(0);

  const employeeContext = await browser.newContext();
  await signInWithApi(employeeContext, baseURL!, 'employee');
  const employee = await employeeContext.newPage();
  await employee.goto('/ui/self-service/leaves/leave-request-list');
  await employee.getByLabel('Status', { exact: true }).selectOption('REJECTED');
  await expect(employee).toHaveURL(/status=REJECTED/);
  for (const id of ids.slice(0, 2)) {
    const row = employee.locator(`tr[data-row-id="${id}"]`);
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText('Team offsite that week.');
  }
  await employee.getByLabel('Status', { exact: true }).selectOption('APPROVED');
  await expect(employee.locator(`tr[data-row-id="${ids[2]}"]`)).toContainText('Approved');

  await employeeContext.close();
  await managerContext.close();
});
