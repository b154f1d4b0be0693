import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fitsAPhone } from './support/phone';
import { signInWithApi } from './support/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test("the task order, rate and contact forms opened without a contract offer one to pick, and the contact's is saved under it", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const name = `Neha Joshi ${Date.now()}`;
  await signInWithApi(context, baseURL!, 'business.head');

  for (const [path, heading] of [
    ['task-order-form', 'Task Order'],
    ['invoice-rate-form', 'Invoice Rate'],
  ] as const) {
    await page.goto(`/ui/project-management/contract-registration/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(
      page.getByLabel('Contract', { exact: true }).locator('option', { hasText: 'CTR-2026-001' }),
    ).toHaveCount(1);
  }

  await page.goto('/ui/project-management/contract-registration/contract-poc-form');
  await expect(page.getByRole('heading', { name: 'Contract Point of Contact', level: 1 })).toBeVisible();
  const contract = page.getByLabel('Contract', { exact: true });
  await page.getByRole('searchbox', { name: 'Find a contract' }).fill('no such contract anywhere');
  await expect(page.getByText('No contract matches “no such contract anywhere”.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a contract' }).fill('CTR-2026-001');
  await expect(contract.locator('option', { hasText: 'CTR-2026-002' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'contract point of contact form without a contract');
  await fitsAPhone(page, 'contract point of contact form without a contract');
  const label = (await contract.locator('option', { hasText: 'CTR-2026-001' }).textContent())!;
  await contract.selectOption({ label });

  // The form, under the contract chosen.
  await expect(page).toHaveURL(/contractId=\d+/);
  await expect(page.getByText(/CTR-2026-001/).first()).toBeVisible();
  await page.getByLabel('Side', { exact: true }).selectOption({ label: 'Client' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill('neha@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `${name} was saved as a point of contact.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^CTR-2026-001: /, level: 2 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Points of Contact' }).getByRole('cell', { name, exact: true }),
  ).toBeVisible();
});

test('the sidebar lists New Proposal once, and its page opens the New Proposal Form', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'business.head');
  await page.goto('/ui/project-management/new-proposal');
  await expect(page.getByRole('heading', { name: 'New Proposal', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'New Proposal', exact: true })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'New Proposal Form' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'New proposal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Proposal Form', level: 1 })).toBeVisible();
});
