import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseCsv } from '@staffdesk/shared/csv';
import { expectNoSeriousViolations } from './support/axe';
import { todayInKolkata } from './support/requests';
import { signInWithApi } from './support/session';

const PHONE = { width: 390, height: 844 };
const HEADING = [
  'firstname',
  'lastname',
  'username',
  'userEmailId',
  'roles',
  'designation',
  'department',
  'dateOfJoining',
  'reportingManagerUsername',
];

test('the HR head imports 20 employees from a CSV: the preview names the 2 bad lines, the other 18 are imported with one-time passwords', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const joined = todayInKolkata();
  // Two-digit numbers, so that no one's name or username is part of another's.
  const n = (i: number) => String(i).padStart(2, '0');
  const person = (i: number) => ({
    username: `csv.${stamp}.${n(i)}`,
    email: `csv.${stamp}.${n(i)}@staffdesk.example`,
    name: `Import Joiner-${stamp}-${n(i)}`,
  });
  const lines = Array.from({ length: 20 }, (_, i) => {
    const { username, email } = person(i);
    // Line 2 takes a username in use, line 3 an email that is none: both are refused, the rest go in.
    const cells = [
      'Import',
      `Joiner-${stamp}-${n(i)}`,
      i === 0 ? 'employee' : username,
      i === 1 ? 'not-an-email' : email,
      'EMPLOYEE',
      'Analyst',
      'Engineering',
      joined,
      'manager',
    ];
    return cells.join(',');
  });
  const csv = [HEADING.join(','), ...lines].join('\r\n');

  await signInWithApi(context, baseURL!, 'hr.head');
  await page.goto('/ui/onboarding/add-user');
  await page.getByRole('link', { name: 'Import from CSV' }).click();
  await expect(page).toHaveURL(/import=csv/);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'joiners.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByText('18 of 20 lines are ready to import; 2 have errors and will be left out.')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row').filter({ hasText: person(0).name })).toContainText(
    'Username: This username is taken.',
  );
  await expect(preview.getByRole('row').filter({ hasText: person(1).name })).toContainText('Work email:');
  await expect(preview.getByRole('row').filter({ hasText: person(2).username })).toContainText('Ready to import');
  await expectNoSeriousViolations(page, 'the import preview', { within: 'main' });
  await page.setViewportSize(PHONE);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the import preview fits a phone',
  ).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Import 18 valid lines' }).click();
  await expect(
    page.getByText('18 imported, 2 left out with errors. The temporary passwords are shown only now.'),
  ).toBeVisible();
  const result = page.getByRole('table', { name: 'Import result' });
  await expect(result.getByRole('row').filter({ hasText: person(19).username })).toContainText('Imported');
  await expect(result.getByRole('row').filter({ hasText: person(0).name })).toContainText(
    'Username: This username is taken.',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the temporary passwords' }).click(),
  ]);
  const rows = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, ''));
  expect(rows[0]).toEqual(['Line', 'Name', 'Username', 'Temporary password']);
  expect(
    rows
      .slice(1)
      .map((r) => r[2])
      .sort(),
  ).toEqual(Array.from({ length: 18 }, (_, i) => person(i + 2).username).sort());
  expect(rows.slice(1).every((r) => (r[3] ?? '').length >= 10)).toBe(true);

  // The imported people are in the user listing; the refused ones are not.
  await page.goto(`/ui/onboarding/user-listing?search=${encodeURIComponent(`Joiner-${stamp}`)}`);
  const listing = page.getByRole('table', { name: 'Users' });
  await expect(listing.getByRole('row').filter({ hasText: person(2).username })).toBeVisible();
  await expect(listing.getByRole('row').filter({ hasText: person(1).name })).toHaveCount(0);
});
