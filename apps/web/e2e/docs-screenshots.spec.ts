import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { OFFICE_TIME_ZONE } from './support/attendance-api';
import { signInWithApi } from './support/session';

/**
 * The screens the user guides of docs/guides/ show, each checked for what the guide says is there. With
 * UPDATE_DOCS_SCREENSHOTS=1 the screenshots replace docs/images/*.png; otherwise they go to the test's output folder,
 * so a CI run never writes into the tree.
 */
test.use({ timezoneId: OFFICE_TIME_ZONE, viewport: { width: 1280, height: 800 } });

const intoDocs = process.env.UPDATE_DOCS_SCREENSHOTS === '1';

async function screenshot(page: Page, testInfo: TestInfo, name: string, scrollTo?: Locator, drawn?: Locator) {
  if (scrollTo)
    // The header is sticky: keep its height above what the picture is of.
    await scrollTo.evaluate((element) => {
      element.style.scrollMarginTop = '80px';
      element.scrollIntoView({ block: 'start' });
    });
  // A chart is drawn once in view.
  if (drawn) await expect(drawn).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-active', 'false');
  const path = intoDocs
    ? fileURLToPath(new URL(`../../../docs/images/${name}.png`, import.meta.url))
    : testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

test('employee guide: the dashboard, attendance, a leave request and my documents', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/dashboard');
  await expect(h1(page, /^Good (morning|afternoon|evening), Rahul$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leave Balances' })).toBeVisible();
  await expect(page.getByText('Casual Leave').first()).toBeVisible();
  await screenshot(page, testInfo, 'employee-dashboard');

  await page.goto('/ui/self-service/attendance');
  await expect(h1(page, 'Attendance')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Office Hours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await screenshot(page, testInfo, 'employee-attendance');

  await page.goto('/ui/self-service/leaves/leave-request');
  await expect(h1(page, 'Leave Request')).toBeVisible();
  await expect(page.getByLabel('Leave type')).toBeVisible();
  await expect(page.getByLabel('Reason')).toBeVisible();
  await screenshot(page, testInfo, 'employee-leave-request');

  await page.goto('/ui/human-resources/documents');
  await expect(h1(page, 'My Documents')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My uploads' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: 'PAN Card' })).toContainText('Approved');
  await screenshot(page, testInfo, 'employee-documents');
});

test("manager guide: the team's requests and timesheet weeks on the approvals screen", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/self-service/approvals');
  await expect(h1(page, 'Approvals')).toBeVisible();
  for (const tab of [/^Leave/, /^Work from home/, /^Regularizations/, /^Timesheets/])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Leave/ })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, testInfo, 'manager-approvals');

  await page.getByRole('tab', { name: /^Timesheets/ }).click();
  await expect(page.getByRole('table', { name: 'Timesheet weeks waiting for approval' })).toBeVisible();
  await screenshot(page, testInfo, 'manager-timesheets');
});

test("HR guide: the company's figures, documents to verify and the user listing", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInWithApi(context, baseURL!, 'hr.head');
  await page.goto('/ui/human-resources/dashboard');
  await expect(h1(page, 'HR Dashboard')).toBeVisible();
  const company = page.getByRole('heading', { name: 'The Company' });
  await expect(company).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Active employees by department' })).toBeVisible();
  await screenshot(page, testInfo, 'hr-dashboard', company, page.locator('.recharts-bar-rectangle').first());

  await page.goto('/ui/human-resources/approvals?tab=documents');
  await expect(h1(page, 'Approvals')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Documents/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader').filter({ hasText: /^Document/ })).toBeVisible();
  await screenshot(page, testInfo, 'hr-approvals-documents');

  await page.goto('/ui/onboarding/user-listing');
  await expect(h1(page, 'User Registration')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add employee' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'hr.head', exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'hr-user-listing');
});

test('finance guide: claims to decide and approved claims to pay', async ({ page, context, baseURL }, testInfo) => {
  await signInWithApi(context, baseURL!, 'finance.head');
  await page.goto('/ui/human-resources/approvals');
  await expect(h1(page, 'Approvals')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Reimbursements/ })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('columnheader')
      .filter({ hasText: /^Amount/ })
      .first(),
  ).toBeVisible();
  await screenshot(page, testInfo, 'finance-claims');

  const toPay = page.getByRole('heading', { name: 'Approved, to Pay' });
  await expect(toPay).toBeVisible();
  await screenshot(page, testInfo, 'finance-to-pay', toPay);
});

test("IT guide: an employee's tickets and the IT head's open tickets", async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/it/help-desk');
  await expect(h1(page, 'Help Desk')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New ticket' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'VPN drops every hour' })).toBeVisible();
  await screenshot(page, testInfo, 'it-help-desk');

  const itContext = await browser.newContext({ timezoneId: OFFICE_TIME_ZONE, viewport: { width: 1280, height: 800 } });
  await signInWithApi(itContext, baseURL!, 'it.head');
  const it = await itContext.newPage();
  await it.goto('/ui/it/approvals');
  await expect(h1(it, 'Approvals')).toBeVisible();
  await expect(it.getByRole('tab', { name: /^Help desk tickets/ })).toHaveAttribute('aria-selected', 'true');
  await expect(it.getByRole('columnheader').filter({ hasText: /^Due by/ })).toBeVisible();
  await screenshot(it, testInfo, 'it-approvals');
  await itContext.close();
});

test('projects guide: the pipeline, the enquiries and the projects', async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  await signInWithApi(context, baseURL!, 'business.head');
  await page.goto('/ui/project-management/dashboard');
  await expect(h1(page, 'Projects Dashboard')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proposal Win Rate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contracts Ending Soon' })).toBeVisible();
  await screenshot(page, testInfo, 'projects-dashboard');

  await page.goto('/ui/project-management/business-enquiry');
  await expect(h1(page, 'Business Enquiry')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Fleet tracking platform' })).toBeVisible();
  await screenshot(page, testInfo, 'projects-enquiries');

  const pmContext = await browser.newContext({ timezoneId: OFFICE_TIME_ZONE, viewport: { width: 1280, height: 800 } });
  await signInWithApi(pmContext, baseURL!, 'pm');
  const pm = await pmContext.newPage();
  await pm.goto('/ui/project-management/project-execution');
  await expect(h1(pm, 'Project Execution')).toBeVisible();
  await expect(pm.getByRole('cell', { name: 'SD-HRMS', exact: true })).toBeVisible();
  await screenshot(pm, testInfo, 'projects-execution');
  await pmContext.close();
});

test('administration guide: the attendance export and holidays, and the approval chains', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signInWithApi(context, baseURL!, 'admin');
  await page.goto('/ui/administration/attendance');
  await expect(h1(page, 'Attendance')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monthly Attendance Export' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Holidays' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Republic Day' }).first()).toBeVisible();
  await screenshot(page, testInfo, 'admin-attendance');

  await page.goto('/ui/administration/approval-chains');
  await expect(h1(page, 'Approval Chains')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leave or Work-From-Home Request' })).toBeVisible();
  await expect(page.getByText('Step 1: Reporting manager').first()).toBeVisible();
  await screenshot(page, testInfo, 'admin-approval-chains');
});
