import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { addDays, apiToken, askFor, freeWorkingDays, todayInKolkata } from './support/requests';

const monthName = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

test("a manager opens the leave calendar from the Leaves screen and sees a reportee's leave day", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Rahul (employee) reports to Maya (manager): a casual leave day of this year, approved.
  const [rahul, maya] = [await apiToken(request, 'employee'), await apiToken(request, 'manager')];
  const today = todayInKolkata();
  const [day] = [
    ...(await freeWorkingDays(request, rahul, addDays(today, 7), 1, { sameYear: true })),
    ...(await freeWorkingDays(request, rahul, addDays(today, 1), 1, { sameYear: true })),
  ];
  expect(day, 'a free working day in this year').toBeTruthy();
  const id = await askFor(request, rahul, 'CASUAL', day!, 'Calendar check.');
  const approved = await request.post(`/api/employee-event-request/approve/${id}`, {
    headers: { Authorization: `Bearer ${maya}` },
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/self-service/leaves');
  await page.getByRole('main').getByRole('link', { name: 'Leave calendar', exact: true }).click();
  await expect(page).toHaveURL('/ui/self-service/leaves/calendar');
  await expect(page.getByRole('heading', { name: 'Leave Calendar', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Show')).toHaveValue('team');
  if (day!.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();

  const month = page.getByRole('table', { name: `Who is out in ${monthName(day!)}` });
  await expect(
    month.locator(`td[data-date="${day}"]`).getByRole('listitem').filter({ hasText: 'Rahul Verma: Casual Leave' }),
  ).toHaveCount(1);

  await expectNoSeriousViolations(page, 'leave calendar');

  // On a phone the same day is a line of the list by day.
  await page.setViewportSize({ width: 390, height: 844 });
  const byDay = page.getByRole('list', { name: `Who is out in ${monthName(day!)}, by day` });
  await expect(byDay.locator(`li[data-date="${day}"]`)).toContainText('Rahul Verma: Casual Leave');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'leave calendar on a phone');
});
