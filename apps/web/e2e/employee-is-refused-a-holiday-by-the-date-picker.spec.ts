import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { addDays, displayDate, todayInKolkata } from './support/requests';
import { typedDate } from './support/dates';

test('the leave date picker marks a holiday, will not take it from the calendar, and refuses it typed', async ({
  page,
  context,
  baseURL,
}) => {
  const { token } = await signInWithApi(context, baseURL!, 'employee');
  const today = todayInKolkata();
  const last = addDays(today, 365);
  const holidays: { date: string; name: string; optional: boolean }[] = [];
  for (const year of [Number(today.slice(0, 4)), Number(last.slice(0, 4))]) {
    holidays.push(
      ...((await (
        await context.request.get(`/api/holidays?year=${year}`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as typeof holidays),
    );
  }
  const holiday = holidays
    .filter(
      (h) =>
        !h.optional &&
        h.date > today &&
        h.date <= last &&
        ![0, 6].includes(new Date(`${h.date}T00:00:00Z`).getUTCDay()),
    )
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  // The demo calendar has the company's holidays of this year and the next.
  expect(holiday, 'a holiday on a working day within the next year').toBeTruthy();

  await page.goto('/ui/self-service/leaves/leave-request');
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  // On the calendar, the holiday is named and cannot be chosen.
  await page.getByRole('button', { name: 'Choose the dates on a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  const months =
    (Number(holiday!.date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(holiday!.date.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let i = 0; i < months; i += 1) await calendar.getByRole('button', { name: /next month/i }).click();
  const day = calendar.getByRole('button', { name: `${displayDate(holiday!.date)}, holiday, ${holiday!.name}` });
  await expect(day).toBeDisabled();
  await expect(calendar.getByText('Holiday', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'leave form with the calendar open');
  await page.keyboard.press('Escape');

  // Typed in the company's order, it is refused with the reason, and nothing is sent.
  await page.getByLabel('From', { exact: true }).fill(typedDate(holiday!.date));
  await expect(
    page.getByText(`${displayDate(holiday!.date)} is a holiday (${holiday!.name}). Choose a working day.`),
  ).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL('/ui/self-service/leaves/leave-request');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Choose the dates on a calendar' }).click();
  await expect(page.getByRole('dialog', { name: 'Calendar' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
