import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { typedDate } from './support/dates';
import { todayInKolkata } from './support/requests';
import { fillCredentials, signInWithApi } from './support/session';

const PHONE = { width: 390, height: 844 };

async function fitsAPhone(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits a phone`).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoSeriousViolations(page, `${name} on a phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the HR head adds an employee, who signs in with the temporary password and must choose their own', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const username = `new.joiner.${stamp}`;
  await signInWithApi(context, baseURL!, 'hr.head');
  await page.goto('/ui/onboarding/user-listing');
  await expect(page.getByRole('heading', { level: 1, name: 'User Registration' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'Rahul Verma' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the user listing');
  await fitsAPhone(page, 'the user listing');

  await page.getByRole('link', { name: 'Add employee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Employee' })).toBeVisible();
  // Only ADMIN and MD give the Administrator and Managing Director roles.
  await expect(page.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Managing Director' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'the add-user form');
  await fitsAPhone(page, 'the add-user form');

  // A taken username is refused next to its field.
  await page.getByLabel('First name').fill('Nisha');
  await page.getByLabel('Last name').fill(`Joiner ${stamp}`);
  await page.getByLabel('Username').fill('employee');
  await page.getByLabel('Work email').fill(`${username}@staffdesk.example`);
  await page.getByLabel('Date of joining').fill(typedDate(todayInKolkata()));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('#username-error')).toHaveText('This username is taken.');
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Designation').fill('Analyst');
  await page.getByLabel('Department').fill('Engineering');
  await page.getByLabel('Reporting manager', { exact: true }).selectOption({ label: 'Maya Nair (Tech Lead)' });
  await page.getByLabel('Street and city').fill('12 MG Road, Bengaluru');
  await page.getByLabel('Country').selectOption({ label: 'India' });
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
  await page.getByRole('button', { name: 'Submit' }).click();

  const shown = page.getByRole('dialog', { name: `Temporary password for Nisha Joiner ${stamp}` });
  await expect(shown).toBeVisible();
  const temporary = (await shown.getByLabel('Temporary password').textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z2-9]{14}$/);
  await expectNoSeriousViolations(page, 'the temporary password dialog');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL('/ui/onboarding/user-listing');
  await page.getByRole('searchbox').fill(username);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Engineering');
  await expect(row).toContainText('Maya Nair');
  await expect(row).toContainText('Active');

  const joiner = await browser.newContext();
  const their = await joiner.newPage();
  await their.goto('/');
  await fillCredentials(their, username, temporary);
  await expect(their).toHaveURL('/ui/settings');
  await expect(their.getByText('You signed in with a temporary password.')).toBeVisible();
  // Nothing else opens until they have chosen their own.
  await their.goto('/ui/dashboard');
  await expect(their).toHaveURL('/ui/settings');
  await expectNoSeriousViolations(their, 'the settings page with a temporary password');
  await their.getByLabel('Current password').fill(temporary);
  await their.getByLabel('New password', { exact: true }).fill('Nisha@Own2026');
  await their.getByLabel('Confirm new password').fill('Nisha@Own2026');
  await their.getByRole('form', { name: 'Change password' }).getByRole('button', { name: 'Submit' }).click();
  await expect(their).toHaveURL('/');
  await fillCredentials(their, username, 'Nisha@Own2026');
  await expect(their).toHaveURL('/ui/dashboard');
  await joiner.close();
});

test('the HR head resets a password to a one-time one and may not touch an MD', async ({ page, context, baseURL }) => {
  const { token } = await signInWithApi(context, baseURL!, 'hr.head');
  const stamp = Date.now().toString(36);
  const created = await context.request.post(`${baseURL}/api/register-user`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      username: `reset.${stamp}`,
      firstname: 'Reset',
      lastname: `Person ${stamp}`,
      userEmailId: `reset.${stamp}@staffdesk.example`,
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: todayInKolkata(),
    },
  });
  expect(created.status()).toBe(201);
  const name = `Reset Person ${stamp}`;
  await page.goto(`/ui/onboarding/user-listing?search=reset.${stamp}`);
  await page
    .getByRole('button', { name: `Actions for ${name}` })
    .locator('visible=true')
    .click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the Password?' });
  await confirm.getByRole('button', { name: 'Reset password' }).click();
  const shown = page.getByRole('dialog', { name: `Temporary password for ${name}` });
  const temporary = (await shown.getByLabel('Temporary password').textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z2-9]{14}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const signIn = await context.request.post(`${baseURL}/api/authenticate`, {
    data: { username: `reset.${stamp}`, password: temporary },
  });
  expect(signIn.status()).toBe(200);

  await page.goto('/ui/onboarding/user-listing?search=Meera');
  await page.getByRole('button', { name: 'Actions for Meera Desai' }).locator('visible=true').click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the Password?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Only ADMIN or MD may change an ADMIN or MD user.' }),
  ).toBeVisible();
});
