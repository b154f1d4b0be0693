import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fitsAPhone } from './support/phone';
import { signInWithApi } from './support/session';

/** A small PDF: its first bytes say what it is (the server checks them). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** A complete 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGO4o6ammvyaQWyx16vNHAAj8AVE95m2kwAAAABJRU5ErkJggg==',
  'base64',
);

test('an employee uploads a document, HR rejects it with a reason, the employee uploads it again and HR verifies it', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.slow();
  // A number of this run's own, so that the demo documents and other runs are told apart.
  const number = `P${Date.now().toString().slice(-7)}`;
  await signInWithApi(context, baseURL!, 'employee');
  // The HR dashboard points at what needs doing: the demo's rejected document among it.
  await page.goto('/ui/human-resources/dashboard');
  await expect(page.getByRole('list', { name: 'My documents that need attention' })).toBeVisible();
  await expectNoSeriousViolations(page, 'HR dashboard');
  await fitsAPhone(page, 'HR dashboard');
  await page.getByRole('link', { name: /^Rejected: upload again/ }).click();
  await expect(page).toHaveURL('/ui/human-resources/documents?uploadsStatus=REJECTED');
  await page.goto('/ui/human-resources/documents');
  await expect(page.getByRole('heading', { name: 'My Documents' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your documents' }).or(page.getByText('No documents yet.')),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'my uploads');
  await fitsAPhone(page, 'my uploads');
  await page.getByRole('tab', { name: 'From the company' }).click();
  await expect(page).toHaveURL(/tab=company/);
  await expect(
    page.getByRole('table', { name: 'Documents from the company' }).or(page.getByText('Nothing from the company yet.')),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'from the company');
  await fitsAPhone(page, 'from the company');
  await page.getByRole('tab', { name: 'My uploads' }).click();

  // The form says what is missing next to each field before anything is sent.
  await page.getByRole('link', { name: 'Upload document' }).click();
  await expect(page).toHaveURL('/ui/human-resources/upload-document-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose a document type.')).toBeVisible();
  await expect(page.getByText('Enter the document number.')).toBeVisible();
  await expect(page.getByText('Attach a file.')).toBeVisible();
  await expectNoSeriousViolations(page, 'upload form with errors');
  await fitsAPhone(page, 'upload form');

  await page.getByLabel('Type of document').selectOption('PASSPORT');
  await page.getByLabel('Document number').fill(number);
  await page
    .getByLabel('Choose the file')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('passport.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Your document was sent for verification.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/ui/human-resources/documents');
  await expect(page.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Pending' })).toBeVisible();

  // HR looks at the file, then rejects it: a reason is required.
  const hrContext = await browser.newContext({ baseURL });
  const hr = await hrContext.newPage();
  await signInWithApi(hrContext, baseURL!, 'hr.head');
  await hr.goto('/ui/human-resources/dashboard');
  await expect(hr.getByRole('heading', { name: 'Documents to Verify' })).toBeVisible();
  await expectNoSeriousViolations(hr, 'HR dashboard for HR');
  await hr.getByRole('link', { name: 'Open approvals' }).click();
  await expect(hr).toHaveURL('/ui/human-resources/approvals?tab=documents');
  await expect(hr.getByRole('table', { name: 'Pending documents' })).toBeVisible();
  const row = hr.getByRole('row').filter({ hasText: number });
  await row.getByRole('button', { name: "View Rahul Verma's Passport" }).click();
  await expect(hr.getByRole('dialog').locator('iframe[title="passport.pdf"]')).toBeVisible();
  await expectNoSeriousViolations(hr, 'document viewer');
  await hr.keyboard.press('Escape');
  await expectNoSeriousViolations(hr, 'documents approvals');
  await fitsAPhone(hr, 'documents approvals');

  await row.getByRole('button', { name: /^Reject / }).click();
  const dialog = hr.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give the reason for rejecting.')).toBeVisible();
  await expectNoSeriousViolations(hr, 'rejection without a reason');
  await dialog.getByLabel('Reason for rejecting').fill('The photo page is cut off: scan the whole page.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(hr.locator('[data-sonner-toast]', { hasText: 'Request rejected.' })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The employee sees why, and uploads it again.
  await page.reload();
  const rejected = page.getByRole('row').filter({ hasText: number });
  await expect(rejected.filter({ hasText: 'Rejected' })).toContainText(
    'The photo page is cut off: scan the whole page.',
  );
  await rejected.getByRole('link', { name: 'Upload again: your Passport' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Document', level: 1 })).toBeVisible();
  await expect(page.getByText('Upload your Passport again, with what the reviewer asked for fixed.')).toBeVisible();
  await expect(page.getByText('Why it was rejected:')).toBeVisible();
  await expect(page.getByLabel('Document number')).toHaveValue(number);
  await page
    .getByLabel('Choose the new file')
    .setInputFiles({ name: 'passport-full.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('passport-full.png')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Your document was sent again for verification.' }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Pending' })).toBeVisible();

  // HR verifies it.
  await hr.reload();
  await hr
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('button', { name: /^Approve / })
    .click();
  await hr.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(hr.locator('[data-sonner-toast]', { hasText: 'Request approved.' })).toBeVisible();
  await hrContext.close();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Approved' })).toBeVisible();
});
