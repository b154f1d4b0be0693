import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { apiToken, todayInKolkata } from './support/requests';

test("a manager's dashboard says who of the team is in, not in yet and out today, and why", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Farhan (finance.head) reports to Meera (md): sick today, approved.
  const [farhanToken, meeraToken] = [await apiToken(request, 'finance.head'), await apiToken(request, 'md')];
  const today = todayInKolkata();
  const asked = await request.post('/api/employee-event-request', {
    headers: { Authorization: `Bearer ${farhanToken}` },
    data: { typeCode: 'SICK', fromDate: today, toDate: today, reason: 'Fever.' },
  });
  // On a weekend or a holiday nobody is out of a working day: the card still shows, with the team's size.
  const workingDay = asked.status() === 201;
  if (workingDay) {
    const { id } = (await asked.json()) as { id: number };
    expect(
      (
        await request.post(`/api/employee-event-request/approve/${id}`, {
          headers: { Authorization: `Bearer ${meeraToken}` },
          data: {},
        })
      ).ok(),
    ).toBe(true);
  }

  await signInWithApi(context, baseURL!, 'md');
  await page.goto('/ui/dashboard');
  const card = page.getByRole('heading', { name: 'Team Today' }).locator('xpath=ancestor::*[@data-slot="card"]');
  // How many of those working today have checked in, and how many are off.
  await expect(card.getByText(/ · (\d+ of \d+ in( · \d+ off today)?|a day off for everyone)$/)).toBeVisible();
  if (workingDay)
    await expect(
      card
        .getByRole('region', { name: /^On Leave/ })
        .getByRole('listitem')
        .filter({ hasText: 'Farhan Shaikh (Sick Leave)' }),
    ).toHaveCount(1);
  await expectNoSeriousViolations(page, 'dashboard with the team out today');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Someone without a team has no such card.
  const employee = await context.browser()!.newContext();
  await signInWithApi(employee, baseURL!, 'employee');
  const theirs = await employee.newPage();
  await theirs.goto('/ui/dashboard');
  await expect(theirs.getByRole('heading', { name: "This Month's Attendance" })).toBeVisible();
  await expect(theirs.getByRole('heading', { name: 'Team Today' })).toHaveCount(0);
  await employee.close();
});
