import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, displayDate, officeDate } from './support/attendance-api';
import { PDF } from './support/claims';
import { typedDate } from './support/dates';
import { apiToken } from './support/requests';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE });

/** Nothing wider than a 390 px phone, and axe clean there. */
async function fitsAPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 390 px`).toBeLessThanOrEqual(
    390,
  );
  await expectNoSeriousViolations(page, `${name} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an employee's claim with a receipt is approved and paid by finance, and the employee sees the reference", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Three screens, two people and axe on each, on a shared 2-core machine: more than test.slow()'s 180 s.
  test.setTimeout(300_000);
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/human-resources/reimbursement-request-form');
  await expect(page.getByRole('heading', { name: 'Reimbursement Request', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'reimbursement request form');

  // The rules show next to their fields before anything is sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(page.getByText('Choose the date of the expense.')).toBeVisible();
  await expect(page.getByText('Enter the amount.')).toBeVisible();
  await page.getByLabel('Amount (₹)').fill('1250.50');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Attach at least one receipt for an amount above 500.')).toBeVisible();

  const spentOn = officeDate(-2);
  await page.getByLabel('Category').selectOption({ label: 'Travel' });
  await page.getByLabel('Expense date').fill(typedDate(spentOn));
  await page.getByLabel('Description').fill('Cab to the client office in Whitefield.');
  await page
    .getByLabel('Add receipts', { exact: true })
    .setInputFiles({ name: 'cab-receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('button', { name: 'Remove cab-receipt.pdf' })).toBeVisible();
  await fitsAPhone(page, 'reimbursement request form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Your claim was sent for approval.' })).toBeVisible();
  await expect(page).toHaveURL('/ui/human-resources/reimbursement-request-list');
  const row = page
    .getByRole('row')
    .filter({ hasText: displayDate(spentOn) })
    .filter({ hasText: '₹1,250.50' });
  await expect(row.filter({ hasText: 'Pending' })).toBeVisible();
  await expectNoSeriousViolations(page, 'reimbursement request list');
  await fitsAPhone(page, 'reimbursement request list');

  // Finance decides on the HR approvals screen, the receipt shown in the dialog.
  const finance = await browser.newContext({ baseURL, timezoneId: OFFICE_TIME_ZONE });
  await signInWithApi(finance, baseURL!, 'finance.head');
  const decider = await finance.newPage();
  await decider.goto('/ui/human-resources/approvals');
  await expect(decider.getByRole('tab', { name: /Reimbursements/ })).toBeVisible();
  const subject = `Rahul Verma's Travel claim of ₹1,250.50 (${displayDate(spentOn)})`;
  await decider.getByRole('button', { name: `Reject ${subject}` }).click();
  await decider.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(decider.getByText('Give the reason for rejecting.')).toBeVisible();
  await decider.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await decider.getByRole('button', { name: `Approve ${subject}` }).click();
  const dialog = decider.getByRole('dialog');
  await expect(dialog.getByText('Cab to the client office in Whitefield.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /cab-receipt\.pdf/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('iframe[title="cab-receipt.pdf"]')).toBeVisible();
  await expectNoSeriousViolations(decider, 'reimbursement decision dialog', { within: '[role="dialog"]' });
  await dialog.getByLabel('Remark (optional)').fill('Within the travel policy.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(decider.locator('[data-sonner-toast]', { hasText: 'Request approved.' })).toBeVisible();
  await expect(decider.getByRole('button', { name: `Approve ${subject}` })).toHaveCount(0);

  // Under the queue, the approved claim waits for its money: finance marks it paid with the reference.
  await expect(decider.getByRole('heading', { name: 'Approved, to Pay' })).toBeVisible();
  await decider.getByRole('button', { name: `Mark paid ${subject}` }).click();
  const payment = decider.getByRole('dialog');
  await payment.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payment.getByText('Give the payment reference.')).toBeVisible();
  await expectNoSeriousViolations(decider, 'payment dialog', { within: '[role="dialog"]' });
  await payment.getByLabel('Payment reference').fill('NEFT-2026-1123');
  await payment.getByRole('button', { name: 'Mark paid' }).click();
  await expect(decider.locator('[data-sonner-toast]', { hasText: 'Claim marked paid.' })).toBeVisible();
  await expect(decider.getByRole('button', { name: `Mark paid ${subject}` })).toHaveCount(0);
  await fitsAPhone(decider, 'HR approvals with claims to pay');
  await finance.close();

  await page.reload();
  const paidRow = page
    .getByRole('row')
    .filter({ hasText: displayDate(spentOn) })
    .filter({ hasText: '₹1,250.50' });
  await expect(paidRow.filter({ hasText: 'Paid' })).toBeVisible();
  await expect(paidRow.filter({ hasText: 'reference NEFT-2026-1123' })).toBeVisible();
  await expect(paidRow.filter({ hasText: 'Within the travel policy.' })).toBeVisible();
});

test('an asset request approved with a tag shows in My Assets, and once returned stays there as history', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Two people, four screens and axe on each, on a shared 2-core machine: more than test.slow()'s 180 s.
  test.setTimeout(300_000);
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/human-resources/asset-list');
  await expect(page.getByRole('heading', { name: 'My Assets', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Request an asset' }).click();
  await expect(page).toHaveURL('/ui/human-resources/asset-request-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose an asset type.')).toBeVisible();
  await expectNoSeriousViolations(page, 'asset request form');
  await fitsAPhone(page, 'asset request form');
  await page.getByLabel('Asset type').selectOption({ label: 'Monitor' });
  await page.getByLabel('Needed by').fill(typedDate(officeDate(5)));
  await page.getByLabel('Reason').fill('A bigger screen for design reviews.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/ui/human-resources/asset-list');
  await expect(
    page
      .getByRole('table', { name: 'My asset requests' })
      .getByRole('row')
      .filter({ hasText: 'A bigger screen for design reviews.' })
      .filter({ hasText: 'Pending' }),
  ).toBeVisible();

  const it = await browser.newContext({ baseURL, timezoneId: OFFICE_TIME_ZONE });
  await signInWithApi(it, baseURL!, 'it.head');
  const decider = await it.newPage();
  await decider.goto('/ui/human-resources/approvals');
  const subject = `Rahul Verma's Monitor request (needed by ${displayDate(officeDate(5))})`;
  await decider
    .getByRole('button', { name: `Approve ${subject}` })
    .first()
    .click();
  const dialog = decider.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Give the asset tag.')).toBeVisible();
  await dialog.getByLabel('Asset tag').fill('MON-E2E-7');
  await dialog.getByLabel('Serial number').fill('DELL-U2723-9981');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(decider.locator('[data-sonner-toast]', { hasText: 'Request approved.' })).toBeVisible();

  await page.reload();
  const issued = page
    .getByRole('table', { name: 'Assets issued to me' })
    .getByRole('row')
    .filter({ hasText: 'MON-E2E-7' });
  await expect(issued.filter({ hasText: 'DELL-U2723-9981' }).filter({ hasText: 'In hand' })).toBeVisible();
  await expectNoSeriousViolations(page, 'my assets');
  await fitsAPhone(page, 'my assets');

  // The monitor comes back: IT marks it returned under the assets tab, and it stays in My Assets as history.
  await decider.getByRole('tab', { name: /Assets/ }).click();
  await expect(decider.getByRole('heading', { name: 'Assets in Hand' })).toBeVisible();
  // The serial number was typed wrong at the desk: IT corrects it; an emptied tag is refused next to the field.
  await decider.getByRole('button', { name: 'Correct Monitor MON-E2E-7 of Rahul Verma' }).click();
  const correction = decider.getByRole('dialog', { name: 'Correct MON-E2E-7?' });
  await correction.getByLabel('Asset tag').fill('');
  await correction.getByRole('button', { name: 'Submit' }).click();
  await expect(correction.getByText('Give the asset tag (at least 2 characters).')).toBeVisible();
  await correction.getByLabel('Asset tag').fill('MON-E2E-7');
  await correction.getByLabel('Serial number').fill('DELL-U2723-9918');
  await expectNoSeriousViolations(decider, 'asset correction');
  await correction.getByRole('button', { name: 'Submit' }).click();
  await expect(decider.locator('[data-sonner-toast]', { hasText: 'MON-E2E-7 is corrected.' })).toBeVisible();
  await expect(
    decider.getByRole('table', { name: 'Assets in hand' }).getByRole('row').filter({ hasText: 'MON-E2E-7' }),
  ).toContainText('DELL-U2723-9918');

  await decider.getByRole('button', { name: 'Return Monitor MON-E2E-7 of Rahul Verma' }).click();
  await expect(decider.getByRole('alertdialog').or(decider.getByRole('dialog'))).toContainText(
    "Rahul Verma's monitor (serial DELL-U2723-9918)",
  );
  await decider.getByRole('button', { name: 'Mark returned' }).click();
  await expect(decider.locator('[data-sonner-toast]', { hasText: 'MON-E2E-7 is marked returned.' })).toBeVisible();
  await expect(decider.getByRole('button', { name: 'Return Monitor MON-E2E-7 of Rahul Verma' })).toHaveCount(0);
  await fitsAPhone(decider, 'HR approvals with assets in hand');
  await it.close();

  await page.reload();
  await expect(issued.filter({ hasText: 'DELL-U2723-9918' }).filter({ hasText: 'Returned' })).toBeVisible();
});

test('benefits and compensation: claims and assets tabs, and HR keeps the mediclaim and PF links (https only)', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/human-resources/benefits-and-compensation');
  await expect(page.getByRole('heading', { name: 'Benefits and Compensation', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'My latest claims' }).getByRole('row').filter({ hasText: 'NEFT-2026-0871' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New claim' })).toHaveAttribute(
    'href',
    '/ui/human-resources/reimbursement-request-form',
  );
  await expectNoSeriousViolations(page, 'benefits: reimbursements');
  await page.getByRole('tab', { name: 'Assets' }).click();
  await expect(
    page.getByRole('table', { name: 'Assets issued to me' }).getByRole('row').filter({ hasText: 'SD-LT-1001' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'benefits: assets');
  await fitsAPhone(page, 'benefits: assets');
  await page.getByRole('tab', { name: 'Provident Fund' }).click();
  await expect(page.getByRole('link', { name: /EPFO member passbook/ })).toHaveAttribute(
    'href',
    'https://passbook.epfindia.gov.in/',
  );
  await expect(page.getByRole('form', { name: 'Add a provident fund link' })).toHaveCount(0);

  const hr = await browser.newContext({ baseURL, timezoneId: OFFICE_TIME_ZONE });
  await signInWithApi(hr, baseURL!, 'hr.head');
  const head = await hr.newPage();
  await head.goto('/ui/human-resources/benefits-and-compensation?tab=mediclaim');
  await expect(head.getByRole('link', { name: /Network hospitals/ })).toBeVisible();
  const form = head.getByRole('form', { name: 'Add a mediclaim link' });
  await form.getByLabel('Title').fill('Top-up cover');
  await form.getByLabel('Link (https)').fill('http://insurer.example/top-up');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Give the link as a full https:// address.')).toBeVisible();
  await form.getByLabel('Link (https)').fill('https://insurer.example/top-up');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(head.getByRole('link', { name: /Top-up cover/ })).toHaveAttribute(
    'href',
    'https://insurer.example/top-up',
  );
  await expectNoSeriousViolations(head, 'benefits: mediclaim, managed');
  await fitsAPhone(head, 'benefits: mediclaim, managed');
  await head.getByRole('button', { name: 'Remove Top-up cover' }).click();
  await head
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Remove link' })
    .or(head.getByRole('dialog').getByRole('button', { name: 'Remove link' }))
    .click();
  await expect(head.getByRole('link', { name: /Top-up cover/ })).toHaveCount(0);
  await hr.close();
});

test('finance marks two approved claims paid at once with one transfer reference, and each employee row shows it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Two small claims (no receipt needed up to ₹500), sent and approved through the API; amounts unique to this run.
  const employee = await apiToken(request, 'employee');
  const finance = await apiToken(request, 'finance.head');
  const cents = Date.now() % 9_000;
  // Whole paise over 100, so each is the number the API answers (100 + cents / 100 may be 181.23000000000002).
  const amounts = [(10_000 + cents) / 100, (20_000 + cents) / 100];
  const spentOn = officeDate(-1);
  for (const amount of amounts) {
    const sent = await request.post('/api/reimbursements', {
      headers: { Authorization: `Bearer ${employee}` },
      data: { category: 'FOOD', expenseDate: spentOn, amount, description: 'Team lunch with the client.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const approved = await request.post(`/api/reimbursements/approve/${id}`, {
      headers: { Authorization: `Bearer ${finance}` },
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  const subjects = amounts.map((a) => `Rahul Verma's Food claim of ₹${a.toFixed(2)} (${displayDate(spentOn)})`);

  await signInWithApi(context, baseURL!, 'finance.head');
  await page.goto('/ui/human-resources/approvals');
  const toPay = page.getByRole('table', { name: 'Approved reimbursement claims to pay' });
  await page.getByRole('searchbox', { name: 'Search claims to pay by requester' }).fill('Rahul');
  for (const subject of subjects) await toPay.getByRole('checkbox', { name: `Select ${subject}` }).check();
  await page.getByRole('button', { name: 'Mark selected paid' }).click();
  const payment = page.getByRole('dialog');
  await expect(payment).toContainText('Every chosen claim gets it.');
  await payment.getByLabel('Payment reference').fill(`NEFT-BULK-${cents}`);
  await payment.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 marked paid.' })).toBeVisible();
  for (const subject of subjects)
    await expect(page.getByRole('button', { name: `Mark paid ${subject}` })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'claims to pay after a bulk payment');

  const mine = await request.get('/api/reimbursements/employee?pageSize=50', {
    headers: { Authorization: `Bearer ${employee}` },
  });
  const claims = (
    (await mine.json()) as { items: { amount: number; status: string; paymentReference: string | null }[] }
  ).items;
  for (const amount of amounts)
    expect(claims.find((c) => c.amount === amount)).toMatchObject({
      status: 'PAID',
      paymentReference: `NEFT-BULK-${cents}`,
    });
});
