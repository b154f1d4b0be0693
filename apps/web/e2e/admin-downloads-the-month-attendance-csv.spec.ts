import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { typedMonth } from './support/dates';
import { signInWithApi } from './support/session';
import { OFFICE_TIME_ZONE, officeDate } from './support/attendance-api';

test.use({ timezoneId: OFFICE_TIME_ZONE });

test("an admin downloads the month's attendance as CSV", async ({ page, context, baseURL }) => {
  await signInWithApi(context, baseURL!, 'admin');
  await page.goto('/ui/administration/attendance');
  const month = officeDate().slice(0, 7);
  await page.getByLabel('Month', { exact: true }).fill(typedMonth(month));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendance-${month}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  // A BOM first, so that Excel reads it as UTF-8.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toMatch(new RegExp(`^Employee code,Name,Department,Designation,${month}-01,`));
  expect(rows.find((row) => row.startsWith('SD00012,Rahul Verma,Engineering,'))).toBeDefined();
  // The file is only its table; the codes are explained under the button, hours read as h:mm.
  expect(rows).not.toContain('');
  expect(rows).not.toContain('Legend');
  const codes = page.getByRole('list', { name: 'Codes of the file' });
  await expect(codes.getByRole('listitem').filter({ hasText: 'weekend' })).toHaveText('WO weekend');
  await expect(codes.getByRole('listitem').filter({ hasText: 'hours worked' })).toHaveText(
    'h:mm present: the hours worked',
  );
  await expect(page.locator('[data-sonner-toast]', { hasText: `Saved attendance-${month}.csv.` })).toBeVisible();

  // One department only.
  await page.getByLabel('Department').fill('Finance');
  const [finance] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  // Named for its month and department.
  expect(finance.suggestedFilename()).toBe(`attendance-${month}-finance.csv`);
  const financeRows = (await readFile((await finance.path())!, 'utf8')).trim().split(/\r?\n/);
  const data = financeRows.slice(1);
  expect(data.length).toBeGreaterThan(0);
  for (const row of data) expect(row.split(',')[2]).toBe('Finance');
});
