import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';
import { OFFICE_TIME_ZONE, apiGet, apiToken, displayDate, officeDate } from './support/attendance-api';
import { typedDate } from './support/dates';

test.use({ timezoneId: OFFICE_TIME_ZONE });

// A user no other browser test asks leave or work from home for.
const USER = 'ta.head';

interface Request {
  fromDate: string;
  toDate: string;
  status: string;
}

test('an employee asks to work from home, is refused an overlap, and cancels the request', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithApi(context, baseURL!, USER);
  const token = await apiToken(request, baseURL!, USER);
  // A working day six to ten weeks ahead that no request of this user covers.
  const taken = (
    await apiGet<{ items: Request[] }>(request, baseURL!, token, '/employee-event-request/employee?pageSize=200')
  ).items.filter((r) => r.status === 'PENDING' || r.status === 'APPROVED');
  const holidays = new Set<string>();
  for (const year of new Set([officeDate(42).slice(0, 4), officeDate(70).slice(0, 4)])) {
    for (const h of await apiGet<{ date: string }[]>(request, baseURL!, token, `/holidays?year=${year}`))
      holidays.add(h.date);
  }
  let date = '';
  for (let offset = 42; offset <= 70 && !date; offset += 1) {
    const candidate = officeDate(offset);
    const weekday = new Date(`${candidate}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.has(candidate)) continue;
    if (taken.some((r) => r.fromDate <= candidate && candidate <= r.toDate)) continue;
    date = candidate;
  }
  expect(date, 'a free working day').not.toBe('');

  await page.goto('/ui/self-service/attendance');
  await page.getByRole('link', { name: 'Request work from home' }).click();
  await expect(page).toHaveURL('/ui/self-service/attendance/wfh-request');

  // Field rules: a range that ends before it starts, no reason.
  let before = '';
  for (let offset = 41; offset > 0 && !before; offset -= 1) {
    const candidate = officeDate(offset);
    const weekday = new Date(`${candidate}T00:00:00Z`).getUTCDay();
    if (
      candidate < date &&
      weekday !== 0 &&
      weekday !== 6 &&
      !holidays.has(candidate) &&
      !taken.some((r) => r.fromDate <= candidate && candidate <= r.toDate)
    )
      before = candidate;
  }
  await page.getByLabel('From', { exact: true }).fill(typedDate(date));
  await page.getByLabel('To', { exact: true }).fill(typedDate(before));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();
  await expect(page.getByText('Give a reason.')).toBeVisible();

  await page.getByLabel('To', { exact: true }).fill(typedDate(date));
  await page.getByLabel('Reason').fill('Electrician visiting at home.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Your work-from-home request was sent for approval.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/ui/self-service/attendance/wfh-request-list');
  const row = page.getByRole('row').filter({ hasText: displayDate(date) });
  await expect(row.getByText('Pending')).toBeVisible();

  // The same day again: the picker refuses it, saying why.
  await page.getByRole('link', { name: 'New request' }).click();
  await page.getByLabel('From', { exact: true }).fill(typedDate(date));
  await expect(page.getByText(`You already asked for ${displayDate(date)}. Choose another day.`)).toBeVisible();
  await page.getByLabel('Reason').fill('Once more.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL('/ui/self-service/attendance/wfh-request');

  await page.goto('/ui/self-service/attendance/wfh-request-list?status=PENDING');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('PENDING');
  await row.getByRole('button', { name: `Cancel Work From Home (${displayDate(date)})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel This Request?' });
  await expect(dialog).toContainText(`on ${displayDate(date)} will be withdrawn`);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: `Cancel Work From Home (${displayDate(date)})` }).click();
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'The work-from-home request was cancelled.' }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Status', { exact: true }).selectOption('CANCELLED');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: displayDate(date) })
      .getByText('Cancelled'),
  ).toBeVisible();
});
