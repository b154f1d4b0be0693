import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fitsAPhone } from './support/phone';
import { signInWithApi } from './support/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test('the business head opens a won contract, starts a project under it and hands it to a project manager', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const code = `BH-E2E-${Date.now()}`;
  const name = `Port cranes rollout ${code}`;
  await signInWithApi(context, baseURL!, 'business.head');

  await page.goto('/ui/project-management/contract-registration');
  await page.getByRole('link', { name: 'Open contract CTR-2026-001' }).click();
  const contract = page.getByRole('heading', { name: /^CTR-2026-001: /, level: 2 });
  await expect(contract).toBeVisible();
  await page.getByRole('link', { name: 'New project' }).click();

  await expect(page.getByRole('heading', { name: 'Project Execution Form', level: 1 })).toBeVisible();
  // The contract comes chosen, and the project managers are offered, none of them picked for the business head.
  await expect(page.getByLabel('Contract (optional)')).toHaveValue(/^\d+$/);
  await expect(page.getByLabel('Contract (optional)').locator('option:checked')).toHaveText('CTR-2026-001');
  const manager = page.getByLabel('Project manager');
  await expect(manager).toHaveValue('');
  await expect(manager.locator('option', { hasText: 'Pranav Menon' })).toHaveCount(1);
  await expect(manager.locator('option', { hasText: 'Bhavna Kapoor' })).toHaveCount(0);

  await page.getByLabel('Project code').fill(code);
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Category').selectOption({ label: 'Client Delivery' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(manager).toHaveAttribute('aria-invalid', 'true');
  await manager.selectOption({ label: 'Pranav Menon' });
  await page.getByLabel('Budgeted hours').fill('300');
  await expectNoSeriousViolations(page, 'project execution form for the business head');
  await fitsAPhone(page, 'project execution form for the business head');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `Project ${code} was created.`)).toBeVisible();

  // The project's page: under the contract, managed by the project manager, whose to change.
  const detail = page.getByRole('heading', { name: `${code}: ${name}`, level: 2 });
  await expect(detail).toBeVisible();
  await expect(page.getByText('Client Delivery · managed by Pranav Menon')).toBeVisible();
  await expect(page.locator('[data-slot="card"]').filter({ has: detail })).toContainText('CTR-2026-001');
  await page.goto('/ui/project-management/project-execution');
  await page.getByRole('searchbox', { name: 'Search by code or name' }).fill(code);
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit project ${code}` })).toHaveCount(0);
});

test('an L1, who may not create projects, is offered no "New project" on a contract or the project list', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/project-management/contract-registration');
  await page.getByRole('link', { name: 'Open contract CTR-2026-001' }).click();
  await expect(page.getByRole('heading', { name: /^CTR-2026-001: /, level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New project' })).toHaveCount(0);
  await page.goto('/ui/project-management/project-execution');
  await expect(page.getByRole('heading', { name: 'Project Execution', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' }).locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New project' })).toHaveCount(0);
});
