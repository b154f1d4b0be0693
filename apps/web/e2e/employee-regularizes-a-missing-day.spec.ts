import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';
import { OFFICE_TIME_ZONE, apiGet, apiToken, displayDate, officeDate } from './support/attendance-api';
import { typedDate } from './support/dates';

test.use({ timezoneId: OFFICE_TIME_ZONE });

interface MissingDay {
  date: string;
  status: 'MISSING_PUNCH' | 'ABSENT';
  regularizationStatus: string | null;
}

test('an employee regularizes a missing day, the manager approves it, and the calendar shows the day present', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  const employeeToken = await apiToken(request, baseURL!, 'employee');
  const { employeeId } = await apiGet<{ employeeId: number }>(request, baseURL!, employeeToken, '/employee/context');
  // The attendance screen lists the first five missing days: pick one of them that can still be regularized.
  const missing = await apiGet<{ items: MissingDay[] }>(
    request,
    baseURL!,
    employeeToken,
    `/check-in-out-events/missing-events/${employeeId}?page=1&pageSize=5`,
  );
  const earliest = officeDate(-30);
  const day = missing.items.find((d) => d.regularizationStatus === null && d.date >= earliest);
  // The demo seed gives `employee` forgotten check-outs and absences in the last weeks: one must be open.
  expect(day, 'an open missing day within the last 30 days').toBeTruthy();
  const date = day!.date;

  await page.goto('/ui/self-service/attendance');
  await page.getByRole('link', { name: `Regularize ${displayDate(date)}` }).click();
  await expect(page).toHaveURL(`/ui/self-service/attendance/attendance-regularization-request?date=${date}`);
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(typedDate(date));

  // The schema's rules show under their fields before anything is sent.
  await page.getByLabel('Check-in time').fill('18:20');
  await page.getByLabel('Check-out time').fill('09:05');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('The check-out time must be after the check-in time.')).toBeVisible();
  await expect(page.getByText('Give a reason of at least 3 characters.')).toBeVisible();

  await page.getByLabel('Check-in time').fill('09:05');
  await page.getByLabel('Check-out time').fill('18:20');
  await page.getByLabel('Reason').fill('Forgot to punch; I was at my desk all day.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Your regularization was sent for approval.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/ui/self-service/attendance/attendance-regularization-list');
  const row = page
    .getByRole('row')
    .filter({ hasText: displayDate(date) })
    .filter({ hasText: 'Pending' });
  await expect(row).toBeVisible();

  // The manager approves it (through the API: the approvals screen has its own tests).
  const { items } = await apiGet<{ items: { id: number; date: string; status: string }[] }>(
    request,
    baseURL!,
    employeeToken,
    '/attendance-regularizations/employee?status=PENDING&pageSize=50',
  );
  const mine = items.find((r) => r.date === date);
  expect(mine).toBeDefined();
  const managerToken = await apiToken(request, baseURL!, 'manager');
  const approval = await request.post(`${baseURL}/api/attendance-regularizations/approve/${mine!.id}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
  });
  expect(approval.ok()).toBe(true);

  await page.reload();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: displayDate(date) })
      .filter({ hasText: 'Approved' }),
  ).toBeVisible();

  await page.goto(`/ui/self-service/attendance?month=${date.slice(0, 7)}`);
  await expect(page.getByRole('cell', { name: `${displayDate(date)}, Present, 09:05 – 18:20, 9h 15m` })).toBeVisible();
  // And the day has left the missing punches.
  await expect(
    page.getByRole('table', { name: 'Days with missing punches' }).or(page.getByText('No missing punches.')),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Regularize ${displayDate(date)}` })).toHaveCount(0);
});
