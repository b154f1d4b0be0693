import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, apiGet, apiToken, officeDate } from './support/attendance-api';
import { elementsOutsideTheViewport, fitsAPhone } from './support/phone';
import { signInWithApi } from './support/session';
import { typedDate } from './support/dates';

test.use({ timezoneId: OFFICE_TIME_ZONE });

const PHONE = { width: 390, height: 844 };
/** A week no other browser test and no demo data (eight weeks back) touches. */
const WEEKS_BACK = 33;

interface WeekAnswer {
  rows: { projectCode: string; activityName: string; totalHours: number }[];
  projects: { id: number; code: string; name: string; activities: { id: number; name: string; billable: boolean }[] }[];
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** The Monday some weeks before this one, in office time. */
function mondayWeeksBack(weeks: number): string {
  const weekday = new Date(`${officeDate()}T00:00:00Z`).getUTCDay() || 7;
  return officeDate(-(weekday - 1) - 7 * weeks);
}
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The project form's dates, as YYYY-MM-DD: kept in one place so a change of the date control changes only this. */
async function fillProjectDates(page: Page, start: string, end: string) {
  await page.getByLabel('Start date').fill(typedDate(start));
  await page.getByLabel('End date (optional)').fill(typedDate(end));
}

/** Axe on the screen as it is, then the phone-width check (which puts the viewport back). */
async function checkScreen(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, name);
  await fitsAPhone(page, name);
}

async function logHours(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  data: { date: string; projectId: number; activityId: number; hours: number },
) {
  const response = await request.post(`${baseURL}/api/timesheet`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `POST /timesheet: ${await response.text()}`).toBe(201);
}

test('the group head creates a project with activities, the employee logs hours on it and the dashboard counts them against the budget', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const code = `GH-E2E-${stamp}`;
  const name = `Warehouse robotics ${stamp}`;
  const monday = mondayWeeksBack(WEEKS_BACK);
  await signInWithApi(context, baseURL!, 'group.head');

  // The form refuses an empty project, then takes one under a contract's task order.
  await page.goto('/ui/project-management/project-execution');
  await expect(page.getByRole('heading', { name: 'Project Execution', level: 1 })).toBeVisible();

  // A category of its own first, from the card under the list: the dialog refuses a nameless one.
  const category = `Robotics ${stamp}`;
  await page.getByRole('button', { name: 'Add category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add Project Category' });
  await categoryDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(categoryDialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await categoryDialog.getByLabel('Name', { exact: true }).fill(category);
  await categoryDialog.getByLabel('Description').fill('Automation of warehouses.');
  await categoryDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Project Categories' }).getByRole('row').filter({ hasText: category }),
  ).toContainText('Active');

  await page.getByRole('link', { name: 'New project' }).click();
  await expect(page.getByRole('heading', { name: 'Project Execution Form', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Project code')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Project code').fill(code);
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Category').selectOption({ label: category });
  await page.getByLabel('Project manager').selectOption({ label: 'Pranav Menon' });
  const contract = (await page
    .getByLabel('Contract (optional)')
    .locator('option', { hasText: 'CTR-2026-001' })
    .textContent())!;
  await page.getByLabel('Contract (optional)').selectOption({ label: contract });
  const taskOrders = page.getByLabel('Task order (optional)').locator('option:not([value=""])');
  await expect(taskOrders.first()).toBeAttached();
  await page.getByLabel('Task order (optional)').selectOption({ label: (await taskOrders.first().textContent())! });
  await fillProjectDates(page, monday, plusDays(monday, 180));
  await page.getByLabel('Budgeted hours').fill('120');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  for (const person of ['Rahul Verma', 'Maya Nair']) {
    await page.getByLabel('Find people').fill(person);
    await page
      .getByRole('list', { name: 'People found' })
      .getByLabel(new RegExp(`^${person} \\(`))
      .check();
    await expect(page.getByRole('list', { name: 'Chosen members' }).getByText(person)).toBeVisible();
  }
  await checkScreen(page, 'project execution form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `Project ${code} was created.`)).toBeVisible();

  // Its page: the facts, then activities, billable and not; one renamed.
  const detail = page.getByRole('heading', { name: `${code}: ${name}`, level: 2 });
  await expect(detail).toBeVisible();
  const detailCard = page.locator('[data-slot="card"]').filter({ has: detail });
  await expect(page.getByText(`${category} · managed by Pranav Menon`)).toBeVisible();
  await expect(page.getByText('Maya Nair, Rahul Verma')).toBeVisible();
  await expect(detailCard.getByRole('definition').filter({ hasText: /^0 of 120 h$/ })).toBeVisible();
  for (const [activity, billable] of [
    ['Robot calibration', true],
    ['Team meetings', false],
  ] as const) {
    await page.getByRole('button', { name: 'Add activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Activity' });
    await dialog.getByLabel('Activity name').fill(activity);
    await dialog.getByRole('checkbox', { name: 'Billable' }).setChecked(billable);
    if (!billable) await expectNoSeriousViolations(page, 'add activity dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `${activity} was added.`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Edit activity Robot calibration' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Activity Robot calibration' });
  await edit.getByLabel('Activity name').fill('Robot calibration and tuning');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Robot calibration and tuning was saved.')).toBeVisible();
  const activities = page.getByRole('table', { name: 'Activities' });
  await expect(activities.getByRole('row', { name: /Robot calibration and tuning\s*Billable/ })).toBeVisible();
  await expect(activities.getByRole('row', { name: /Team meetings\s*Not billable/ })).toBeVisible();
  await checkScreen(page, 'project execution with a project open');

  // The list finds it; its row opens it again.
  await page.goto('/ui/project-management/project-execution');
  await page.getByRole('searchbox', { name: 'Search by code or name' }).fill(code);
  // The project may be on the first page before the search is sent: the link is clicked at once, as a quick
  // person would, and the search box, left, says its text before the link is followed.
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('cell', { name: name, exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: `Open project ${code}` }).click();
  await expect(detail).toBeVisible();

  // The employee, a member, is offered the project and both activities in their timesheet, and logs hours on it.
  const token = await apiToken(request, baseURL!, 'employee');
  const before = await apiGet<WeekAnswer>(request, baseURL!, token, `/timesheet/week?startDate=${monday}`);
  const offered = before.projects.find((p) => p.code === code);
  expect(offered?.name).toBe(name);
  expect(offered?.activities.map((a) => [a.name, a.billable])).toEqual([
    ['Robot calibration and tuning', true],
    ['Team meetings', false],
  ]);
  const [tuning, meetings] = offered!.activities;
  await logHours(request, baseURL!, token, {
    date: plusDays(monday, 1),
    projectId: offered!.id,
    activityId: tuning!.id,
    hours: 6,
  });
  await logHours(request, baseURL!, token, {
    date: plusDays(monday, 2),
    projectId: offered!.id,
    activityId: meetings!.id,
    hours: 1.5,
  });
  const after = await apiGet<WeekAnswer>(request, baseURL!, token, `/timesheet/week?startDate=${monday}`);
  expect(after.rows.filter((r) => r.projectCode === code).map((r) => [r.activityName, r.totalHours])).toEqual([
    ['Robot calibration and tuning', 6],
    ['Team meetings', 1.5],
  ]);

  // The dashboard counts them against the budget, as does the project's page.
  await page.goto('/ui/project-management/dashboard');
  await expect(page.getByRole('heading', { name: 'Projects Dashboard', level: 1 })).toBeVisible();
  const hours = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${code}: ${name}` }) });
  await expect(hours).toContainText('7.5 of 120 h');
  await hours.getByRole('link', { name: `${code}: ${name}` }).click();
  await expect(detail).toBeVisible();
  await expect(detailCard.getByRole('definition').filter({ hasText: /^7\.5 of 120 h$/ })).toBeVisible();
});

test('the project-management lists and the dashboard fit a 390 px wide phone and pass the accessibility checks in the dark theme', async ({
  browser,
  baseURL,
}) => {
  // Five screens, each loaded, measured and checked by axe, on a machine shared with other work.
  test.setTimeout(600_000);
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    colorScheme: 'dark',
    timezoneId: OFFICE_TIME_ZONE,
  });
  const page = await context.newPage();
  await signInWithApi(context, baseURL!, 'md');
  for (const path of [
    'dashboard',
    'business-enquiry',
    'new-proposal',
    'contract-registration',
    'project-execution',
  ].map((p) => `/ui/project-management/${p}`)) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-active', 'false');
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page's width`)
        .toBeLessThanOrEqual(PHONE.width);
      expect.soft(await elementsOutsideTheViewport(page), `${path}: nothing sticks out`).toEqual([]);
      await expectNoSeriousViolations(page, `${path} as md, dark, phone`);
    });
  }
  await context.close();
});
