import { expect, test, type BrowserContext } from '@playwright/test';
import { fillCredentials, signInWithApi, totp } from './support/session';

/**
 * A user of this run's own, with a password of their own: the demo users sign in by password alone in the specs
 * that run beside this one.
 */
async function newUser(context: BrowserContext, baseURL: string): Promise<{ username: string; password: string }> {
  const { token } = await signInWithApi(context, baseURL, 'admin');
  const stamp = Date.now().toString(36);
  const username = `recovery.${stamp}`;
  const temporary = `Temporary-${stamp}-Pass!4k`;
  const created = await context.request.post(`${baseURL}/api/register-user`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      username,
      firstname: 'Rosa',
      lastname: `Recovery ${stamp}`,
      userEmailId: `${username}@staffdesk.example`,
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2025-04-01',
      password: temporary,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const own = await signInWithApi(context, baseURL, username, temporary);
  const password = `Own-${stamp}-Choice!9z`;
  const changed = await context.request.post(`${baseURL}/api/reset-password`, {
    headers: { Authorization: `Bearer ${own.token}` },
    data: { currentPassword: temporary, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await context.clearCookies();
  return { username, password };
}

test('a user turns two-factor on, saves the recovery codes, and signs in with one, which then is refused', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const { username, password } = await newUser(context, baseURL!);
  await signInWithApi(context, baseURL!, username, password);
  await page.goto('/ui/settings');
  const card = page.locator('[data-slot="card"]', {
    has: page.getByText('Two-Factor Authentication', { exact: true }),
  });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const enrol = page.getByRole('dialog', { name: 'Turn on Two-Factor Authentication' });
  const secret = (await enrol.locator('code').textContent())?.trim() ?? '';
  await enrol.getByLabel('Code from your app').pressSequentially(totp(secret));
  await enrol.getByRole('button', { name: 'Submit' }).click();

  // The codes are shown once; the dialog stays until they are said to be saved.
  const shown = page.getByRole('dialog', { name: 'Save Your Recovery Codes' });
  const list = shown.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  const download = page.waitForEvent('download');
  await shown.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('staffdesk-recovery-codes.txt');
  const done = shown.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await shown.getByLabel('I have saved them').check();
  await done.click();
  await expect(shown).toBeHidden();
  await expect(card.getByText('10 recovery codes left')).toBeVisible();

  // Signed out, without the phone: a recovery code instead of the app's code.
  await context.clearCookies();
  await page.goto('/');
  await fillCredentials(page, username, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByText('Enter one of the recovery codes you saved. Each works once.')).toBeVisible();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/ui/dashboard');
  await page.goto('/ui/settings');
  await expect(card.getByText('9 recovery codes left')).toBeVisible();

  // The same code a second time is refused, next to the field.
  await context.clearCookies();
  await page.goto('/');
  await fillCredentials(page, username, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const field = page.getByLabel('Recovery code');
  await field.fill(codes[0]!);
  await field.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This recovery code is not right, or it has been used already.' }),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/');

  // Another code signs in, and a third turns two-factor off in Settings, so that a new phone can be enrolled.
  await field.fill(codes[1]!);
  await field.press('Enter');
  await expect(page).toHaveURL('/ui/dashboard');
  await page.goto('/ui/settings');
  await card.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn Off Two-Factor Authentication' });
  await off.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await off.getByLabel('Recovery code').fill(codes[2]!);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off).toBeHidden();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
});
