import { expect, test } from '@playwright/test';
import { OFFICE_TIME_ZONE, officeDate } from './support/attendance-api';
import { expectNoSeriousViolations } from './support/axe';
import { typedMonth } from './support/dates';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE });

const PHONE = { width: 390, height: 844 };

test('the HR head types dates as bare digits, which the employee record keeps', async ({ page, context, baseURL }) => {
  const { token } = await signInWithApi(context, baseURL!, 'hr.head');
  const stamp = Date.now().toString(36);
  const username = `digits.${stamp}`;
  await page.goto('/ui/onboarding/add-user');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Employee' })).toBeVisible();
  await page.getByLabel('First name').fill('Dina');
  await page.getByLabel('Last name').fill(`Digits ${stamp}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Work email').fill(`${username}@staffdesk.example`);

  // Eight digits are a date as soon as they are typed; six are read once the field is left.
  const joining = page.getByLabel('Date of joining');
  await joining.pressSequentially('21122026');
  await joining.press('Tab');
  await expect(joining).toHaveValue('21/12/2026');
  const birth = page.getByLabel('Date of birth');
  await birth.pressSequentially('210890');
  await birth.press('Tab');
  await expect(birth).toHaveValue('21/08/1990');

  // A date that does not exist is said next to its field.
  await birth.fill('');
  await birth.pressSequentially('31021990');
  await expect(page.locator('#userBirthDate-date-problem')).toHaveText('Type a real date as dd/mm/yyyy.');
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await birth.fill('');
  await birth.pressSequentially('21081990');
  await expect(page.locator('#userBirthDate-date-problem')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: 'Submit' }).click();
  const shown = page.getByRole('dialog', { name: `Temporary password for Dina Digits ${stamp}` });
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Done' }).click();

  const headers = { Authorization: `Bearer ${token}` };
  const listed = await context.request.get(`${baseURL}/api/users?search=${username}`, { headers });
  expect(listed.status()).toBe(200);
  const [summary] = (await listed.json()).items as { userId: number; dateOfJoining: string }[];
  expect(summary!.dateOfJoining).toBe('2026-12-21');
  const detail = await context.request.get(`${baseURL}/api/users/${summary!.userId}`, { headers });
  expect((await detail.json()).userBirthDate).toBe('1990-08-21');
});

test('the HR head picks the month of the reports by keyboard', async ({ page, context, baseURL }) => {
  await signInWithApi(context, baseURL!, 'hr.head');
  const thisMonth = officeDate().slice(0, 7);
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  const before = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const monthName = (m: string) =>
    new Date(`${m}-15T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

  await page.goto('/ui/human-resources/reports');
  const field = page.getByLabel('Month', { exact: true });
  await expect(field).toHaveValue(typedMonth(thisMonth));

  // Tab to the calendar, open it with Enter: the focus is on the month shown; an arrow moves it, Enter picks.
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose the month on a calendar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByRole('button', { name: monthName(thisMonth) })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.getByRole('button', { name: monthName(before) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toHaveValue(typedMonth(before));
  await expect(page.getByRole('table', { name: `Reimbursements of ${before}` })).toBeVisible();

  // Typed bare, the month is taken too.
  await field.fill('');
  await field.pressSequentially(typedMonth(thisMonth).replace('/', ''));
  // Every employee has a line of the month's leave, so its table shows whatever the month holds.
  await expect(page.getByRole('table', { name: `Leave of ${thisMonth}` })).toBeVisible();
  await field.press('Tab');
  await expect(field).toHaveValue(typedMonth(thisMonth));
});

test("the flash window's dates and times fit a phone and are typed as every date is", async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'hr.head');
  await page.setViewportSize(PHONE);
  await page.goto('/ui/administration/flash');
  await page.getByRole('button', { name: 'New flash' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Flash' });
  const from = dialog.getByLabel('Shows from');
  await from.fill('');
  await from.pressSequentially('2112026');
  await from.press('Tab');
  // These seven digits could be two dates (2/11 or 21/1): the field asks for the whole one.
  await expect(dialog.locator('#flash-from-date-problem')).toHaveText('Type a real date as dd/mm/yyyy.');
  await from.fill('');
  await from.pressSequentially('03122026');
  await expect(dialog.locator('#flash-from-date-problem')).toHaveCount(0);
  await dialog.getByLabel('Start time').fill('09:30');
  await expect(dialog.getByLabel('End time')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const box = await dialog.getByLabel('End time').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, 'the new flash dialog on a phone');
});
