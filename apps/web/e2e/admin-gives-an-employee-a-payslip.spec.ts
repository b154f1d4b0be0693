import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('an admin gives one employee a payslip: that employee finds it under From the company, a colleague does not', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.slow();
  const title = `Payslip ${Date.now().toString().slice(-6)}`;
  await signInWithApi(context, baseURL!, 'admin');
  await page.goto('/ui/human-resources/documents?tab=company');
  await page.getByRole('button', { name: 'Add company document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company Document' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Give a title of at least 2 characters.')).toBeVisible();
  await expect(dialog.getByText('Choose a document type.')).toBeVisible();
  await expect(dialog.getByText('Attach a file.')).toBeVisible();
  await expectNoSeriousViolations(page, 'add company document with errors');

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Type').selectOption('PAYSLIP');
  await dialog.getByLabel('Find an employee').fill('Rahul');
  await expect(dialog.getByLabel('For').locator('option', { hasText: 'Rahul Verma' })).toHaveCount(1);
  await dialog.getByLabel('For').selectOption({
    label: (await dialog.getByLabel('For').locator('option', { hasText: 'Rahul Verma' }).textContent())!,
  });
  await dialog
    .getByLabel('Choose the file')
    .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('payslip.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'The document was given to the employee.' }),
  ).toBeVisible();

  const employeeContext = await browser.newContext({ baseURL });
  const employee = await employeeContext.newPage();
  await signInWithApi(employeeContext, baseURL!, 'employee');
  await employee.goto('/ui/human-resources/documents?tab=company');
  const row = employee.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('You');
  await row.getByRole('button', { name: `View ${title}` }).click();
  await expect(employee.getByRole('dialog').locator('iframe[title="payslip.pdf"]')).toBeVisible();
  await employeeContext.close();

  const colleagueContext = await browser.newContext({ baseURL });
  const colleague = await colleagueContext.newPage();
  await signInWithApi(colleagueContext, baseURL!, 'manager');
  await colleague.goto('/ui/human-resources/documents?tab=company');
  await expect(colleague.getByRole('table', { name: 'Documents from the company' })).toBeVisible();
  await expect(colleague.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await colleagueContext.close();
});
