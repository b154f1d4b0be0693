import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { addDays, apiToken, askFor, displayDate, freeWorkingDays, todayInKolkata } from './support/requests';

test('a rejection without a reason is refused, and after a decision focus goes on to the next request', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const employeeToken = await apiToken(request, 'employee');
  const days = await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 75), 2);
  const ids: number[] = [];
  for (const day of days) ids.push(await askFor(request, employeeToken, 'LOSS_OF_PAY', day, `Errand on ${day}.`));

  const managerToken = await apiToken(request, 'manager');
  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/self-service/approvals');
  const subject = (day: string) => `Rahul Verma's Loss of Pay (${displayDate(day)})`;
  const first = page.locator(`tr[data-row-id="${ids[0]}"]`);
  await expect(first.getByRole('cell').filter({ hasText: /^Nobody$/ })).toHaveCount(1);
  await first.getByRole('button', { name: `Reject ${subject(days[0]!)}` }).click();

  const dialog = page.getByRole('dialog', { name: `Reject ${subject(days[0]!)}?` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the reason for rejecting.');
  await expect(dialog.getByLabel('Reason for rejecting')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'decision dialog with its error');

  // The server refuses it too, whoever calls it.
  const bare = await request.post(`/api/employee-event-request/reject/${ids[0]}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: {},
  });
  expect(bare.status()).toBe(400);

  await dialog.getByLabel('Reason for rejecting').fill('Release week.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toHaveCount(0);
  // Focus is on a request still waiting, not lost on the page.
  await expect(page.locator('tr[data-row-id] button[aria-label^="Approve "]:focus')).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 800 });
  const card = page.locator(`li[data-row-id="${ids[1]}"]`);
  await card.getByRole('button', { name: `Approve ${subject(days[1]!)}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a leave row says who of the requester's team is already out on those days", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Farhan (finance.head) and Isha (it.head) both report to Meera (md).
  const [farhanToken, ishaToken, meeraToken] = [
    await apiToken(request, 'finance.head'),
    await apiToken(request, 'it.head'),
    await apiToken(request, 'md'),
  ];
  const [day] = await freeWorkingDays(request, ishaToken, addDays(todayInKolkata(), 90), 1);
  const farhans = await askFor(request, farhanToken, 'CASUAL', day!, 'Family visit.');
  expect(
    (
      await request.post(`/api/employee-event-request/approve/${farhans}`, {
        headers: { Authorization: `Bearer ${meeraToken}` },
        data: {},
      })
    ).ok(),
  ).toBe(true);
  const ishas = await askFor(request, ishaToken, 'LOSS_OF_PAY', day!, 'Errand.');

  await signInWithApi(context, baseURL!, 'md');
  await page.goto('/ui/self-service/approvals');
  const row = page.locator(`tr[data-row-id="${ishas}"]`);
  await expect(row.getByRole('cell').filter({ hasText: /^Farhan Shaikh \(Casual Leave\)$/ })).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Team out then' })).toBeVisible();
  await expectNoSeriousViolations(page, 'approvals with the team out');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(`li[data-row-id="${ishas}"]`)).toContainText('Farhan Shaikh (Casual Leave)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
