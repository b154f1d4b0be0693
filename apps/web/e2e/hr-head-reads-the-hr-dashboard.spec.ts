import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE } from './support/attendance-api';
import { fitsAPhone } from './support/phone';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE });

const DEMO_DEPARTMENTS = [
  'Administration',
  'Business Development',
  'Engineering',
  'Finance',
  'Human Resources',
  'IT',
  'Management',
  'Projects',
  'Talent Acquisition',
];

/** Each department of the chart's table (the demo's among them) is named on the drawing, whole, inside the chart. */
async function expectEveryDepartmentNamed(page: Page) {
  const chart = page.getByRole('figure', { name: 'Active employees by department' });
  await chart.scrollIntoViewIfNeeded();
  const departments = await chart.getByRole('rowheader').allTextContents();
  expect(departments).toEqual(expect.arrayContaining(DEMO_DEPARTMENTS));
  const box = (await chart.boundingBox())!;
  for (const department of departments) {
    const name = chart.locator('svg text').filter({ hasText: new RegExp(`^${department}$`) });
    await expect(name, department).toBeVisible();
    const drawn = (await name.boundingBox())!;
    expect(drawn.x, `${department} starts inside the chart`).toBeGreaterThanOrEqual(box.x);
    expect(drawn.x + drawn.width, `${department} ends inside the chart`).toBeLessThanOrEqual(box.x + box.width);
  }
}

test('the HR head reads their own claims and assets and the company figures, and goes from a pending family to its approvals', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await signInWithApi(context, baseURL!, 'hr.head');
  await page.goto('/ui/human-resources/dashboard');
  await expect(page.getByRole('heading', { name: 'HR Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'My claims' }).getByRole('link', { name: /^Pending: \d+ claims?/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'My assets' }).getByRole('link', { name: /In my hands/ }),
  ).toHaveAttribute('href', '/ui/human-resources/asset-list');
  await expect(page.getByRole('heading', { name: 'The Company' })).toBeVisible();
  await expectEveryDepartmentNamed(page);
  await expect(page.getByRole('heading', { name: 'Away Today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Joiners and Leavers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reimbursements This Month' })).toBeVisible();
  await expectNoSeriousViolations(page, 'HR dashboard, company');
  await fitsAPhone(page, 'HR dashboard, company');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectEveryDepartmentNamed(page);

  await page
    .getByRole('list', { name: 'Pending HR approvals' })
    .getByRole('link', { name: /^Documents/ })
    .click();
  await expect(page).toHaveURL('/ui/human-resources/approvals?tab=documents');
});

test("an employee's HR dashboard has their claims and assets but not the company's figures", async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/human-resources/dashboard');
  // The demo's Rahul holds the laptop SD-LT-1001 and was paid NEFT-2026-0871.
  await expect(page.getByRole('list', { name: 'Assets in my hands' })).toContainText('SD-LT-1001');
  await expect(
    page.getByRole('list', { name: 'My claims' }).getByRole('link', { name: /^Paid in \d{4}/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Company' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'HR dashboard, employee');
});
