import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';
import { OFFICE_TIME_ZONE, apiGet, apiToken, officeTime } from './support/attendance-api';

test.use({ timezoneId: OFFICE_TIME_ZONE });

// A user no other browser test punches for, so the day's state is this test's own.
const USER = 'group.head';

interface Punch {
  kind: 'IN' | 'OUT';
  time: string;
  latitude: number | null;
  longitude: number | null;
}

test('an employee checks in without a location and checks out with one', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithApi(context, baseURL!, USER);
  const token = await apiToken(request, baseURL!, USER);
  await page.goto('/ui/self-service/attendance');
  const today = page.getByRole('heading', { name: 'Today' }).locator('xpath=ancestor::*[@data-slot="card"]');
  const state = today.getByTestId('attendance-state');
  await expect(state).toBeVisible();

  // The demo data may hold an open check-in for today: close it first so the test starts checked out.
  if (await today.getByRole('button', { name: 'Check out' }).isVisible()) {
    await today.getByRole('button', { name: 'Check out' }).click();
    await expect(today.getByRole('button', { name: 'Check in' })).toBeEnabled();
  }

  // Geolocation is not granted: the helper's message is shown as a warning and the punch still goes through.
  await context.clearPermissions();
  const before = officeTime();
  await today.getByRole('button', { name: 'Check in' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="warning"]')).toContainText(
    "Location is off, so this punch has no location. You can turn it on in your browser's site settings.",
  );
  await expect(
    page.locator('[data-sonner-toast][data-type="success"]', { hasText: /^Checked in at \d\d:\d\d\.$/ }),
  ).toBeVisible();
  await expect(state).toHaveText(/^Checked in at \d\d:\d\d$/);
  const since = (await state.textContent())!.slice(-5);
  expect([before, officeTime()]).toContain(since);
  await expect(today.getByRole('button', { name: 'Check out' })).toBeEnabled();

  // With the location granted, the check-out carries it.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
  await today.getByRole('button', { name: 'Check out' }).click();
  await expect(
    page.locator('[data-sonner-toast][data-type="success"]', { hasText: /^Checked out at \d\d:\d\d\.$/ }),
  ).toBeVisible();
  await expect(state).toHaveText(/^Checked out at \d\d:\d\d$/);
  await expect(today.getByRole('button', { name: 'Check in' })).toBeEnabled();

  const punches = await apiGet<{ items: Punch[] }>(request, baseURL!, token, '/check-in-out-events?pageSize=2');
  expect(punches.items[0]).toMatchObject({ kind: 'OUT', latitude: 12.9716, longitude: 77.5946 });
  expect(punches.items[1]).toMatchObject({ kind: 'IN', latitude: null, longitude: null, time: since });
});
