import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { PDF } from './support/claims';
import { apiToken } from './support/requests';
import { signInWithApi } from './support/session';

/** A complete 2×2 PNG: the browser draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGO4o6ammvyaQWyx16vNHAAj8AVE95m2kwAAAABJRU5ErkJggg==',
  'base64',
);
const LOG_LINE = '2026-11-30 10:02:11 payroll export stopped: employee 1042 has no bank account';

async function upload(
  request: APIRequestContext,
  token: string,
  category: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const response = await request.post(`/api/files/uploadFile/${category}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function sendDocument(
  request: APIRequestContext,
  token: string,
  documentType: string,
  documentNumber: string,
  fileId: string,
) {
  const response = await request.post('/api/employee-documents', {
    headers: { Authorization: `Bearer ${token}` },
    data: { documentType, documentNumber, fileId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * What the page's Content-Security-Policy refused of what a preview loads (frames, objects, pictures), as the
 * browser reports it to the page and in its console. (zod's probe of whether it may compile its checks is
 * refused too, rightly, and is no preview's.)
 */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (/^(frame|child|object|img)-src$/.test(event.effectiveDirective))
        seen.push(`${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text()) && /(frame|child|object|img)-src/.test(message.text()))
      console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)),
    ...console,
  ];
}

test('HR opens an employee’s PDF and picture and a ticket’s text log inline, and sees each of them', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const run = Date.now().toString().slice(-7);
  const employee = await apiToken(request, 'employee');
  await sendDocument(
    request,
    employee,
    'PASSPORT',
    `P${run}`,
    await upload(request, employee, 'EMPLOYEE_DOCUMENT', {
      name: `passport-${run}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    }),
  );
  await sendDocument(
    request,
    employee,
    'PHOTO',
    `F${run}`,
    await upload(request, employee, 'EMPLOYEE_DOCUMENT', {
      name: `photo-${run}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    }),
  );
  const log = await upload(request, employee, 'TICKET_ATTACHMENT', {
    name: `payroll-${run}.log`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`${LOG_LINE}\n`, 'utf8'),
  });
  const ticket = await request.post('/api/helpdesk-tickets', {
    headers: { Authorization: `Bearer ${employee}` },
    data: {
      category: 'HR',
      subCategory: 'HR.PAYROLL',
      priority: 'MEDIUM',
      subject: `Payroll export ${run}`,
      description: 'The payroll export stops half-way: the log is attached.',
      attachmentIds: [log],
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: number }).id;

  const context = await browser.newContext({ baseURL });
  await signInWithApi(context, baseURL!, 'hr.head');
  const hr = await context.newPage();
  const violations = await watchPolicyViolations(hr);

  // The PDF: the frame holds the file's blob: address, not the browser's "This content is blocked" page.
  await hr.goto('/ui/human-resources/approvals?tab=documents');
  const passport = hr.getByRole('row').filter({ hasText: `P${run}` });
  await passport.getByRole('button', { name: "View Rahul Verma's Passport" }).click();
  const pdfFrame = hr.getByRole('dialog').locator(`iframe[title="passport-${run}.pdf"]`);
  await expect(pdfFrame).toBeVisible();
  await expect(pdfFrame).toHaveAttribute('src', /^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await expect.poll(() => hr.frames().map((frame) => frame.url())).toContainEqual(expect.stringMatching(/^blob:/));
  expect(
    hr
      .frames()
      .map((frame) => frame.url())
      .filter((url) => url.startsWith('chrome-error:')),
    'no frame shows the blocked page',
  ).toEqual([]);
  expect(await violations(), 'the policy refused nothing').toEqual([]);
  await expectNoSeriousViolations(hr, 'a PDF open inline');
  await hr.keyboard.press('Escape');

  // The picture: drawn, at its own size.
  const photo = hr.getByRole('row').filter({ hasText: `F${run}` });
  await photo.getByRole('button', { name: "View Rahul Verma's Photograph" }).click();
  const picture = hr.getByRole('dialog').getByRole('img', { name: `photo-${run}.png` });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  expect(await violations(), 'the policy refused nothing').toEqual([]);
  await hr.keyboard.press('Escape');

  // The text log of an HR ticket: its words are in the frame.
  await hr.goto('/ui/it/approvals');
  await hr.getByRole('button', { name: `1 attachment of ticket #${ticketId}` }).click();
  const textFrame = hr.getByRole('dialog').locator(`iframe[title="payroll-${run}.log"]`);
  await expect(textFrame).toHaveAttribute('src', /^blob:/);
  await expect(hr.getByRole('dialog').frameLocator(`iframe[title="payroll-${run}.log"]`).locator('body')).toContainText(
    LOG_LINE,
  );
  expect(await violations(), 'the policy refused nothing').toEqual([]);
  await expectNoSeriousViolations(hr, 'a text file open inline');
  await context.close();
});
