import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fitsAPhone } from './support/phone';
import { signInWithApi } from './support/session';
import { addDays, apiToken, askFor, displayDate, freeWorkingDays, todayInKolkata } from './support/requests';

test("a notification opens the request it is about, highlighted, and is marked read: the manager's queue, then the employee's list", async ({
  browser,
  baseURL,
  request,
}) => {
  // Two people, two screens each, axe twice: over a minute beside another worker.
  test.slow();
  const employeeToken = await apiToken(request, 'employee');
  const [day] = await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 150), 1);
  const id = await askFor(request, employeeToken, 'WFH', day!, 'Plumber visits in the morning.');

  const managerContext = await browser.newContext({ baseURL });
  const manager = await managerContext.newPage();
  await signInWithApi(managerContext, baseURL!, 'manager');
  await manager.goto('/ui/notifications');
  const list = manager.getByRole('list', { name: 'Notifications' });
  const note = list
    .getByRole('button')
    .filter({ hasText: 'New request to decide' })
    .filter({ hasText: displayDate(day!) });
  await expect(note).toContainText('(unread)');
  await note.click();

  // The approvals screen, on the work-from-home tab, with that request marked among the others.
  await expect(manager).toHaveURL(`/ui/self-service/approvals?tab=wfh&request=${id}`);
  await expect(manager.getByRole('tab', { name: /Work from home/i })).toHaveAttribute('aria-selected', 'true');
  const marked = manager.locator('tr[aria-current="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(displayDate(day!));
  await expect(marked).toBeInViewport();
  await expectNoSeriousViolations(manager, 'approvals with a linked request');

  // Opened once, it is read.
  await manager.goto('/ui/notifications');
  await expect(note).toBeVisible();
  await expect(note).not.toContainText('(unread)');

  // The approval tells the employee; their notification opens their own list with the request marked, on a phone too.
  await manager.goto(`/ui/self-service/approvals?tab=wfh&request=${id}`);
  await marked.getByRole('button', { name: /^Approve / }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(manager.locator('[data-sonner-toast]', { hasText: 'Request approved.' })).toBeVisible();
  await expect(
    manager.getByText('The request you opened is not in this list: it has been decided or withdrawn.'),
  ).toBeVisible();

  const employeeContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const employee = await employeeContext.newPage();
  await signInWithApi(employeeContext, baseURL!, 'employee');
  await employee.goto('/ui/notifications');
  const told = employee
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button')
    .filter({ hasText: 'Request approved' })
    .filter({ hasText: displayDate(day!) });
  await told.click();
  await expect(employee).toHaveURL(`/ui/self-service/attendance/wfh-request-list?request=${id}`);
  const card = employee.locator('li[aria-current="true"]');
  await expect(card).toContainText(displayDate(day!));
  await expect(card).toBeInViewport();
  await fitsAPhone(employee, 'own list with a linked request');
  await employee.goto('/ui/notifications');
  await expect(told).not.toContainText('(unread)');

  await managerContext.close();
  await employeeContext.close();
});
