import { expect, test } from '@playwright/test';
import { fillCredentials, totp } from './support/session';

test.describe('employee with two-factor authentication signs in', () => {
  test('enters the one-time password after the password; a wrong code is refused first', async ({ page }) => {
    await page.goto('/');
    await fillCredentials(page, 'employee.2fa');
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    const otp = page.getByLabel('One-time password');
    const verify = page.getByRole('button', { name: 'Verify' });

    // Digits only, and Verify only with six of them.
    await otp.pressSequentially('12ab3');
    await expect(otp).toHaveValue('123');
    await expect(verify).toBeDisabled();

    // A code from an hour away is wrong now.
    let wrong = totp(undefined, 120);
    if ([-1, 0, 1].map((s) => totp(undefined, s)).includes(wrong)) wrong = totp(undefined, 121);
    await otp.fill('');
    await otp.pressSequentially(wrong);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Invalid OTP. Please try again.' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(otp).toHaveValue('');

    // Enter with six digits submits.
    await otp.pressSequentially(totp());
    await otp.press('Enter');
    // The toast lasts 1500 ms: look for it before waiting on the dashboard.
    await expect(page.locator('[data-sonner-toast]', { hasText: 'You have successfully logged in!' })).toBeVisible();
    await expect(page).toHaveURL('/ui/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
  });
});
