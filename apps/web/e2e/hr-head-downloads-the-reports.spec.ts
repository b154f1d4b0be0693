import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, officeDate } from './support/attendance-api';
import { typedMonth } from './support/dates';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE, acceptDownloads: true });

async function contentOf(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

test('the HR head previews the reports and downloads each CSV', async ({ page, context, baseURL }) => {
  test.slow();
  await signInWithApi(context, baseURL!, 'hr.head');
  // The demo's claims lie in the last six weeks: the month of ten days ago has some.
  const month = officeDate(-10).slice(0, 7);
  await page.goto('/ui/human-resources/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByLabel('Month', { exact: true }).fill(typedMonth(month));
  const claims = page.getByRole('table', { name: `Reimbursements of ${month}` });
  await expect(claims.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Totals per category').getByText('All categories')).toBeVisible();
  // Every employee on the roll has a line of the month's leave, with the balances at its end.
  await expect(
    page
      .getByRole('table', { name: `Leave of ${month}` })
      .getByRole('row')
      .filter({ hasText: 'Rahul Verma' }),
  ).toContainText('Casual Leave');
  await expect(
    page.getByRole('table', { name: 'Assets issued per employee' }).getByRole('row').filter({ hasText: 'Rahul Verma' }),
  ).toContainText('SD-LT-1001');
  await expectNoSeriousViolations(page, 'reports');

  const [claimsFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download reimbursements CSV' }).click(),
  ]);
  expect(claimsFile.suggestedFilename()).toBe(`reimbursements-${month}.csv`);
  const claimsCsv = await contentOf(claimsFile);
  expect(claimsCsv.startsWith('\ufeffEmployee code,Name,Department,Category,Expense date,Amount')).toBe(true);
  expect(claimsCsv).toContain('\r\n');
  expect(claimsCsv).toContain('All categories');

  const [assetsFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download assets CSV' }).click(),
  ]);
  expect(assetsFile.suggestedFilename()).toBe('assets.csv');
  const assetsCsv = await contentOf(assetsFile);
  expect(assetsCsv.startsWith('\ufeffEmployee code,Name,Department,Asset,Asset tag')).toBe(true);
  expect(assetsCsv).toContain('SD-LT-1001');

  const [leaveFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download leave CSV' }).click(),
  ]);
  expect(leaveFile.suggestedFilename()).toBe(`leaves-${month}.csv`);
  const leaveCsv = await contentOf(leaveFile);
  expect(leaveCsv.startsWith('\ufeffEmployee code,Name,Department,Casual Leave (days)')).toBe(true);
  expect(leaveCsv).toContain('Casual Leave balance at month end');
  expect(leaveCsv).toMatch(/\r\n[^,]*,Rahul Verma,Engineering,/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'reports at 390 px');
});
