import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, apiGet, apiToken, displayDate } from './support/attendance-api';
import { mondayWeeksBack, plusDays } from './support/dates';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE });

/** A week no other browser test and no demo data (eight weeks back) touches. */
const WEEKS_BACK = 23;

interface WeekAnswer {
  days: { date: string; state: string; hours: number }[];
  rows: { projectCode: string; activityName: string; hours: number[] }[];
}

test('an employee on a project opens the timesheet from the sidebar, logs a day and locks it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const monday = mondayWeeksBack(WEEKS_BACK);
  const token = await apiToken(request, baseURL!, 'employee');
  // Open again if an earlier run on this data directory locked it.
  const unlocked = await request.post(
    `${baseURL}/api/timesheet/unlock-week?startDate=${monday}&endDate=${plusDays(monday, 6)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(unlocked.ok(), await unlocked.text()).toBe(true);

  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Self Service' }).click();
  await nav.getByRole('link', { name: 'Timesheet' }).click();
  await expect(page).toHaveURL('/ui/self-service/timesheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'You do not have access to that page.' })).toHaveCount(0);
  // An employee decides nobody's weeks: no Team tab.
  await expect(page.getByRole('tab', { name: 'My week' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveCount(0);

  await page.goto(`/ui/self-service/timesheet?week=${monday}`);
  await expect(page.getByTestId('week-range')).toHaveText(
    `${displayDate(monday)} – ${displayDate(plusDays(monday, 6))}`,
  );
  const grid = page.getByTestId('week-grid');
  const rowName = /SD-HRMS Staffdesk rollout · Support/;
  if ((await grid.getByRole('rowheader', { name: rowName }).count()) === 0) {
    await page.getByLabel('Project activity').selectOption({ label: 'SD-HRMS Staffdesk rollout · Support' });
    await page.getByRole('button', { name: 'Add row' }).click();
  }
  const mondayCell = grid.getByRole('textbox', { name: `Support, Monday, ${displayDate(monday)}, hours` });
  await mondayCell.fill('7:45');
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Week saved.' })).toBeVisible();
  await expect(page.getByTestId('week-total')).toHaveText('7.75');

  await page.getByRole('button', { name: `Lock Monday, ${displayDate(monday)}` }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Monday, ${displayDate(monday)}: Locked.` })
      .first(),
  ).toBeVisible();
  await expect(grid.locator('[data-state-badge="LOCKED"]')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'timesheet week of an employee');

  // What the server holds: the day locked with its hours, the rest of the week open.
  const week = await apiGet<WeekAnswer>(request, baseURL!, token, `/timesheet/week?startDate=${monday}`);
  expect(week.days.map((d) => [d.date, d.state, d.hours])).toEqual(
    Array.from({ length: 7 }, (_, i) => [plusDays(monday, i), i === 0 ? 'LOCKED' : 'OPEN', i === 0 ? 7.75 : 0]),
  );
  expect(week.rows.map((r) => [r.projectCode, r.activityName, r.hours[0]])).toEqual([['SD-HRMS', 'Support', 7.75]]);
});
