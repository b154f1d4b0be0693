import { expect, test } from '@playwright/test';
import { signInWithApi, totp } from './support/session';

test('a user turns two-factor authentication on with the QR code, then off again', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'group.head');
  await page.goto('/ui/settings');
  const card = page.locator('[data-slot="card"]', {
    has: page.getByText('Two-Factor Authentication', { exact: true }),
  });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on Two-Factor Authentication' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  await dialog.getByLabel('Code from your app').pressSequentially(totp(secret));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const codes = page.getByRole('dialog', { name: 'Save Your Recovery Codes' });
  await codes.getByLabel('I have saved them').check();
  await codes.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 recovery codes left')).toBeVisible();

  await card.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn Off Two-Factor Authentication' });
  // The next 30 s step: the code just used is refused as a replay.
  await off.getByLabel('Code from your app').pressSequentially(totp(secret, 1));
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off).toBeHidden();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
});
