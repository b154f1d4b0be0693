import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { addDays, displayDate, todayInKolkata } from './support/requests';
import { typedDate } from './support/dates';

test('leave over a day with recorded attendance is warned of before it is sent', async ({ page, context, baseURL }) => {
  const { token } = await signInWithApi(context, baseURL!, 'employee');
  const today = todayInKolkata();
  const calendar = (await (
    await context.request.get(
      `/api/check-in-out-events/calendar?startDate=${addDays(today, -25)}&endDate=${addDays(today, -1)}`,
      { headers: { Authorization: `Bearer ${token}` } },
    )
  ).json()) as {
    days: { date: string; status: string; firstInTime: string | null }[];
  };
  const present = calendar.days.find((d) => d.status === 'PRESENT' && d.firstInTime);
  // The demo data punches every working day of the last months: some of the last 25 are present.
  expect(present, 'a present day in the last 25 days of the demo data').toBeTruthy();

  await page.goto('/ui/self-service/leaves/leave-request');
  await page.getByLabel('From', { exact: true }).fill(typedDate(present!.date));
  await page.getByLabel('To', { exact: true }).fill(typedDate(present!.date));
  await expect(page.getByTestId('attendance-warning')).toHaveText(
    `You have attendance recorded on ${displayDate(present!.date)}. Your manager is told so when you submit.`,
  );
  await expectNoSeriousViolations(page, 'leave form with the attendance warning');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('attendance-warning')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
