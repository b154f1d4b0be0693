import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';
import { typedDate } from './support/dates';

const PHONE = { width: 390, height: 844 };

test('an employee reads the IT policies, one shown inline', async ({ page, context, baseURL }) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/it/it-policies');
  await expect(page.getByRole('heading', { name: 'IT Policies', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add policy' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open Acceptable use of IT' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTitle('acceptable-use.pdf')).toBeVisible();
  await expectNoSeriousViolations(page, 'IT policy open');
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page, 'IT policies');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, 'IT policies on a phone');
});

test('the IT head adds a policy with a link', async ({ page, context, baseURL }) => {
  const title = `Printer use ${Date.now()}`;
  await signInWithApi(context, baseURL!, 'it.head');
  await page.goto('/ui/it/it-policies');
  await page.getByRole('button', { name: 'Add policy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Give a title of at least 3 characters.')).toBeVisible();
  await expect(dialog.getByText('Attach a PDF or give an https link, one of the two.')).toBeVisible();
  await expectNoSeriousViolations(page, 'add policy with errors');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('Print double-sided; collect your prints at once.');
  await dialog.getByLabel('Effective from').fill(typedDate('2026-12-01'));
  await dialog.getByLabel('Or a link').fill('https://intranet.example/printing');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: `"${title}" was published.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${title}` }).first()).toBeVisible();
});
