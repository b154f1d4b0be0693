import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

test('the dashboard charts my attendance over three months and the leaves screen my leave by type, each readable as a table', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/dashboard');
  const trend = page.getByRole('figure', { name: 'My attendance per month' });
  // A chart is drawn when it comes into view.
  await trend.scrollIntoViewIfNeeded();
  await expect(trend.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const table = trend.getByRole('table', { name: 'My attendance per month' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Present', 'From home', 'Leave', 'Absent']);
  await expectNoSeriousViolations(page, 'dashboard with the attendance chart');

  await page.goto('/ui/self-service/leaves');
  const used = page.getByRole('figure', { name: /^Leave used by type in \d{4}$/ });
  await used.scrollIntoViewIfNeeded();
  await expect(used.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(used.getByRole('rowheader', { name: 'Casual Leave' })).toHaveCount(1);
  await expectNoSeriousViolations(page, 'leaves with the chart');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await used.scrollIntoViewIfNeeded();
  await expect(used.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/ui/dashboard');
  await trend.scrollIntoViewIfNeeded();
  await expect(trend.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
