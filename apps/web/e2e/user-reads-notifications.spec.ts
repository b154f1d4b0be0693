import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { addDays, apiToken, askFor, freeWorkingDays, todayInKolkata } from './support/requests';

test('a manager pages through notifications, opens one from the page and one from the bell, each marked read, and marks all read', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Each work-from-home request notifies the manager: enough for two pages of ten.
  const employeeToken = await apiToken(request, 'employee');
  for (const day of await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 80), 11))
    await askFor(request, employeeToken, 'WFH', day, 'Home office.');

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

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await page.getByLabel('Unread only').click();
  await expect(page.getByLabel('Unread only')).toBeChecked();
  await expect(page).toHaveURL(/unread=true/);
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('button').first()).toContainText('(unread)');

  await list
    .getByRole('button', { name: /New request to decide/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ui\/self-service\/approvals\?tab=\w+&request=\d+$/);
  await expect(
    page.getByRole('button', { name: unread - 1 > 0 ? `Notifications, ${unread - 1} unread` : 'Notifications' }),
  ).toBeVisible();

  // The bell opens the latest ten, unread first: one opens its request (the approvals queue) and is read.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const menu = page.getByRole('menu', { name: /^Notifications/ });
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveCount(11);
  await expect(items.first()).toContainText('(unread)');
  await expect(items.first().locator('svg.lucide-inbox')).toHaveCount(1);
  await expectNoSeriousViolations(page, "the bell's drop-down");
  await items
    .filter({ hasText: /New request to decide/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ui\/self-service\/approvals\?tab=\w+&request=\d+$/);
  await expect(
    page.getByRole('button', { name: unread - 2 > 0 ? `Notifications, ${unread - 2} unread` : 'Notifications' }),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(menu.getByRole('menuitem', { name: 'See all' })).toBeInViewport();
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await menu.getByRole('menuitem', { name: 'See all' }).click();
  await expect(page).toHaveURL('/ui/notifications');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByLabel('Unread only').click();
  await expect(page.getByLabel('Unread only')).toBeChecked();
  await expect(page.getByText('No unread notifications.')).toBeVisible();
});
