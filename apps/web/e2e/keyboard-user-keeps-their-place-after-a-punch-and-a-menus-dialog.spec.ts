import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

// A user no other browser test punches for, so the day's state is this test's own.
const PUNCHER = 'ta.head';

test('a keyboard user reaches Check in within five Tab presses and stays on it as it turns into Check out and back', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, PUNCHER);
  await page.goto('/ui/self-service/attendance');
  const punch = page.getByRole('button', { name: /^Check (in|out)$/ });
  await expect(punch).toBeEnabled();

  // From the page's start: the skip link first, then past the sidebar and header into the screen.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  let presses = 1;
  while (presses < 5 && !(await punch.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(punch, `the punch button within ${presses} Tab presses`).toBeFocused();

  // Each punch swaps the button's words; focus stays on it, so the next punch is one key away.
  for (let i = 0; i < 2; i++) {
    const next = (await punch.innerText()).trim() === 'Check in' ? 'Check out' : 'Check in';
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: next, exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: next, exact: true })).toBeFocused();
  }
  await expectNoSeriousViolations(page, 'attendance after punching');
});

test("a dialog opened from a row's menu gives focus back to the menu's button when it closes", async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'admin');
  await page.goto('/ui/onboarding/user-listing');
  const menuButton = page
    .getByRole('table', { name: 'Users' })
    .locator('tbody tr[data-row-id]')
    .first()
    .getByRole('button', { name: /^Actions for / });

  // By keyboard: the menu opens on its first item, Edit; Escape closes the dialog.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // By pointer: a confirmation dismissed with its Cancel button.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});
