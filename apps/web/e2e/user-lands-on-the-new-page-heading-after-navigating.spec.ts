import { expect, test, type Locator } from '@playwright/test';
import { signInWithApi } from './support/session';
import { OFFICE_TIME_ZONE } from './support/attendance-api';

const showsFocusRing = (locator: Locator) =>
  locator.evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none');

test.use({ timezoneId: OFFICE_TIME_ZONE });

test('after a click or a keypress on a link, focus is on the new page heading; not on the first load, nor when only the query changes', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Self Service' }).click();
  await nav.getByRole('link', { name: 'Leave Requests' }).click();
  const leaveRequests = page.getByRole('heading', { name: 'Leave Requests', level: 1 });
  await expect(leaveRequests).toBeFocused();
  expect(await showsFocusRing(leaveRequests)).toBe(false);
  await expect(page).toHaveTitle('Leave Requests · Staffdesk');

  await nav.getByRole('link', { name: 'Attendance' }).focus();
  await page.keyboard.press('Enter');
  const attendance = page.getByRole('heading', { name: 'Attendance', level: 1 });
  await expect(attendance).toBeFocused();
  // The keyboard carries on from the heading: into the page, not back at the top of the sidebar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Request work from home' })).toBeFocused();

  // Another month is the same screen: focus stays on the button.
  const previous = page.getByRole('button', { name: 'Previous month' }).first();
  await previous.click();
  await expect(page).toHaveURL(/month=/);
  await expect(previous).toBeFocused();

  // Back (the month replaced its history entry) is a navigation too.
  await page.goBack();
  await expect(leaveRequests).toBeFocused();
});
