import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';
import { addDays, apiToken, askFor, freeWorkingDays, todayInKolkata } from './support/requests';

test('a manager pages through notifications, opens one, which marks it read, and marks all read', async ({ page, context, baseURL, request }) => {
  // Each work-from-home request notifies the manager: enough for two pages of ten.
  const employeeToken = await apiToken(request, 'employee');
  for (const day of await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 80), 11)) await askFor(request, employeeToken, 'WFH', day, 'Home office.');

  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/notifications');
  const pages = page.getByRole('navigation', { name: 'Pages of notifications' });
  await expect(pages.getByText(/^1–10 of \d+$/)).toBeVisible();
  const total = Number(/of (\d+)/.exec((await pages.getByText(/^1–10 of/).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByText(`11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await pages.getByRole('button', { name: 'Previous page' }).click();

  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await page.getByLabel('Unread only').click();
  await expect(page.getByLabel('Unread only')).toBeChecked();
  await expect(page).toHaveURL(/unread=true/);
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('button').first()).toContainText('(unread)');

  await list.getByRole('button', { name: /New request to decide/ }).first().click();
  await expect(page).toHaveURL('/ui/self-service/approvals');
  await expect(page.getByRole('link', { name: unread - 1 > 0 ? `Notifications, ${unread - 1} unread` : 'Notifications' })).toBeVisible();

  await page.goto('/ui/notifications');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByLabel('Unread only').click();
  await expect(page.getByLabel('Unread only')).toBeChecked();
  await expect(page.getByText('No unread notifications.')).toBeVisible();
});
