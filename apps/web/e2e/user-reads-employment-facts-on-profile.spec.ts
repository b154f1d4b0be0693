import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { displayDate } from './support/requests';

test('the self profile shows the employment facts, the reporting manager among them, and member since the joining date', async ({
  page,
  context,
  baseURL,
}) => {
  const { token } = await signInWithApi(context, baseURL!, 'employee');
  const record = (await (
    await context.request.get('/api/employee/context', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    employeeCode: string;
    dateOfJoining: string;
    officeHours: { start: string; end: string; timeZone: string };
  };
  await page.goto('/ui/human-resources/self-profile');
  const card = page.getByRole('heading', { name: 'Employment' }).locator('xpath=ancestor::*[@data-slot="card"]');
  const fact = (label: string) => card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(fact('Reporting manager')).toHaveText('Maya Nair');
  await expect(fact('Employee code')).toHaveText(record.employeeCode);
  await expect(fact('Department')).toHaveText('Engineering');
  await expect(fact('Designation')).toHaveText('Software Engineer');
  await expect(fact('Date of joining')).toHaveText(displayDate(record.dateOfJoining));
  await expect(fact('Office hours')).toHaveText(
    `${record.officeHours.start} – ${record.officeHours.end} (${record.officeHours.timeZone})`,
  );
  await expect(fact('Work location')).not.toBeEmpty();
  await expect(page.getByText(`member since ${displayDate(record.dateOfJoining)}`)).toBeVisible();
  await expectNoSeriousViolations(page, 'self profile');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
