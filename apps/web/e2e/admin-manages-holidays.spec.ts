import { expect, test } from '@playwright/test';
import { typedDate } from './support/dates';
import { signInWithApi } from './support/session';
import { OFFICE_TIME_ZONE, apiGet, apiToken, displayDate } from './support/attendance-api';

test.use({ timezoneId: OFFICE_TIME_ZONE });

test('an admin adds, renames and deletes a holiday of next year', async ({ page, context, baseURL, request }) => {
  await signInWithApi(context, baseURL!, 'admin');
  const token = await apiToken(request, baseURL!, 'admin');
  const year = new Date().getFullYear() + 1;
  const existing = new Set(
    (await apiGet<{ date: string }[]>(request, baseURL!, token, `/holidays?year=${year}`)).map((h) => h.date),
  );
  const date = [`${year}-06-17`, `${year}-06-18`, `${year}-06-19`].find((d) => !existing.has(d))!;

  await page.goto('/ui/administration/attendance');
  await page.getByRole('button', { name: 'Next year' }).click();
  await page.getByRole('button', { name: 'Add holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
  // The day is typed in the company's order; a day that does not exist is said at once.
  await dialog.getByLabel('Date').fill(`31/02/${year}`);
  await expect(dialog.getByText('Type a real date as dd/mm/yyyy.')).toBeVisible();
  await dialog.getByLabel('Date').fill(typedDate(date));
  await expect(dialog.getByText('Type a real date as dd/mm/yyyy.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Give a name of at least 2 characters.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Founders Day');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: `Holidays of ${year}` });
  await expect(table.getByRole('row').filter({ hasText: displayDate(date) })).toContainText('Founders Day');

  await table.getByRole('button', { name: 'Edit Founders Day' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Holiday' });
  await edit.getByLabel('Name').fill('Founders Day (company)');
  await edit.getByLabel(/^Optional/).check();
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: displayDate(date) })).toContainText(
    'Founders Day (company)Optional',
  );

  await table.getByRole('button', { name: 'Delete Founders Day (company)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete This Holiday?' });
  await confirm.getByRole('button', { name: 'Delete holiday' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: displayDate(date) })).toHaveCount(0);
});
