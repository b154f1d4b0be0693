import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, apiGet, apiToken } from './support/attendance-api';
import { mondayWeeksBack, plusDays } from './support/dates';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE });

const SCREEN = '/ui/self-service/timesheet';
/** Weeks no other browser test and no demo data (eight weeks back) touch: MD's own, and the reportee's. */
const MD_WEEKS_BACK = 21;
const REPORTEE_WEEKS_BACK = 22;
const REPORTEE = { username: 'employee', name: 'Rahul Verma' };

interface WeekAnswer {
  employeeId: number;
  days: { date: string; state: string }[];
  projects: { id: number; code: string; name: string; activities: { id: number; name: string }[] }[];
}

/** "November 23, 2026", the app's date format. */
const shown = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: '2-digit',
    year: 'numeric',
  });

async function api(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** MD logs hours only on projects they are a member of: make MD a member of the demo's active internal project. */
async function makeMdAMember(request: APIRequestContext, baseURL: string, token: string) {
  const me = await apiGet<{ userId: number }>(request, baseURL, token, '/users/context');
  const projects = await apiGet<{ items: { id: number; code: string }[] }>(
    request,
    baseURL,
    token,
    '/projects?pageSize=100',
  );
  const project = projects.items.find((p) => p.code === 'SD-HRMS');
  expect(project, 'the demo project SD-HRMS').toBeDefined();
  const full = await apiGet<Record<string, unknown> & { members: { userId: number }[] }>(
    request,
    baseURL,
    token,
    `/projects/${project!.id}`,
  );
  if (full.members.some((m) => m.userId === me.userId)) return;
  const body = Object.fromEntries(
    [
      'code',
      'name',
      'description',
      'categoryId',
      'contractId',
      'taskOrderId',
      'projectManagerId',
      'startDate',
      'endDate',
      'budgetedHours',
      'status',
    ].map((k) => [k, full[k]]),
  );
  await api(request, baseURL, token, 'PUT', `/projects/${project!.id}`, {
    ...body,
    memberIds: [...full.members.map((m) => m.userId), me.userId],
  });
}

test("MD fills and submits a week, approves and unapproves a reportee's locked week from the Team tab, and reads the month", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  const mdToken = await apiToken(request, baseURL!, 'md');
  await makeMdAMember(request, baseURL!, mdToken);
  const mdMonday = mondayWeeksBack(MD_WEEKS_BACK);
  const reporteeMonday = mondayWeeksBack(REPORTEE_WEEKS_BACK);

  // The reportee's week, filled and locked through the API (unlocked first, so a second run starts the same).
  const reporteeToken = await apiToken(request, baseURL!, REPORTEE.username);
  const range = `startDate=${reporteeMonday}&endDate=${plusDays(reporteeMonday, 6)}`;
  await api(request, baseURL!, reporteeToken, 'POST', `/timesheet/unlock-week?${range}`);
  const theirs = await apiGet<WeekAnswer>(
    request,
    baseURL!,
    reporteeToken,
    `/timesheet/week?startDate=${reporteeMonday}`,
  );
  const project = theirs.projects.find((p) => p.activities.length > 0)!;
  await api(request, baseURL!, reporteeToken, 'POST', '/timesheet/bulk', {
    startDate: reporteeMonday,
    rows: [{ projectId: project.id, activityId: project.activities[0]!.id, hours: [8, 8, 7.5, 8, 6, 0, 0] }],
  });
  await api(request, baseURL!, reporteeToken, 'POST', `/timesheet/lock-week?${range}`);

  // MD's own week, open again if an earlier run locked it.
  await api(
    request,
    baseURL!,
    mdToken,
    'POST',
    `/timesheet/unlock-week?startDate=${mdMonday}&endDate=${plusDays(mdMonday, 6)}`,
  );

  await signInWithApi(context, baseURL!, 'md');
  await page.goto(`${SCREEN}?week=${mdMonday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
  await expect(page.getByTestId('week-range')).toHaveText(`${shown(mdMonday)} – ${shown(plusDays(mdMonday, 6))}`);

  // A row of the project, if an earlier run did not leave one.
  const grid = page.getByTestId('week-grid');
  const rowName = /SD-HRMS Staffdesk rollout · Development/;
  if ((await grid.getByRole('rowheader', { name: rowName }).count()) === 0) {
    await page.getByLabel('Project activity').selectOption({ label: 'SD-HRMS Staffdesk rollout · Development' });
    await page.getByRole('button', { name: 'Add row' }).click();
  }
  const cell = (weekday: string, date: string) =>
    grid.getByRole('textbox', { name: new RegExp(`Development, ${weekday}, ${shown(date)}, hours`) });
  await cell('Monday', mdMonday).fill('7:30');
  await cell('Tuesday', plusDays(mdMonday, 1)).fill('8');
  await cell('Wednesday', plusDays(mdMonday, 2)).fill('7.3');
  await expect(page.getByText('Use quarter hours: 0.25, 0.5, 0.75 (or :15, :30, :45).')).toBeVisible();
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(cell('Wednesday', plusDays(mdMonday, 2))).toBeFocused();
  // Arrow keys move along the row.
  await page.keyboard.press('End');
  await cell('Wednesday', plusDays(mdMonday, 2)).fill('7.25');
  await cell('Wednesday', plusDays(mdMonday, 2)).press('ArrowRight');
  await expect(cell('Thursday', plusDays(mdMonday, 3))).toBeFocused();
  await page.keyboard.type('0:45');
  await expect(page.getByTestId('week-total')).toHaveText('23.5');
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Week saved.' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit week' }).click();
  await expect(page.getByRole('status').filter({ hasText: /7 days locked/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Monday, ${shown(mdMonday)}: Locked.` })).toBeVisible();
  await expect(grid.getByRole('textbox')).toHaveCount(0);
  await expect(grid.locator('[data-state-badge="LOCKED"]')).toHaveCount(7);
  await expectNoSeriousViolations(page, 'timesheet week, locked');

  // Unlock one day, then lock it again.
  await page.getByRole('button', { name: `Unlock Monday, ${shown(mdMonday)}` }).click();
  await expect(cell('Monday', mdMonday)).toHaveValue('7.5');
  await page.getByRole('button', { name: `Lock Monday, ${shown(mdMonday)}` }).click();
  await expect(grid.locator('[data-state-badge="LOCKED"]')).toHaveCount(7);

  // The month shows the locked days with their hours.
  // The month of the week on screen.
  await page.getByRole('tab', { name: 'Month' }).click();
  const monday = page.locator(`li[data-date="${mdMonday}"]`);
  await expect(monday).toContainText('7.5 h');
  await expect(monday.locator('[data-state-badge="LOCKED"]')).toBeVisible();
  await expectNoSeriousViolations(page, 'timesheet month');

  // The Team tab: the reportee's locked week, approved, one day unapproved, then the week unapproved.
  await page.goto(`${SCREEN}?tab=team&week=${reporteeMonday}`);
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('Rahul');
  const picker = page.getByRole('combobox', { name: 'Employee', exact: true });
  const option = picker.locator('option', { hasText: REPORTEE.name });
  await expect(option).toHaveCount(1);
  await picker.selectOption((await option.getAttribute('value'))!);
  const theirGrid = page.getByTestId('week-grid');
  await expect(theirGrid.getByRole('table', { name: new RegExp(`Timesheet of ${REPORTEE.name}`) })).toBeVisible();
  await expect(theirGrid.locator('[data-state-badge="LOCKED"]')).toHaveCount(7);
  await page.getByRole('button', { name: 'Approve week', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /7 days approved/ })).toBeVisible();
  await expect(theirGrid.locator('[data-state-badge="APPROVED"]')).toHaveCount(7);
  await page.getByRole('button', { name: `Unapprove Monday, ${shown(reporteeMonday)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Monday, ${shown(reporteeMonday)}: ` })).toBeVisible();
  await expect(theirGrid.locator('[data-state-badge="APPROVED"]')).toHaveCount(6);
  await page.getByRole('button', { name: 'Unapprove week', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /6 days unapproved, 1 already so/ })).toBeVisible();
  await expect(theirGrid.locator('[data-state-badge="LOCKED"]')).toHaveCount(7);
  await expectNoSeriousViolations(page, 'timesheet team tab');

  // What the reportee's API says now: every day locked again, waiting.
  const after = await apiGet<WeekAnswer>(
    request,
    baseURL!,
    reporteeToken,
    `/timesheet/week?startDate=${reporteeMonday}`,
  );
  expect(after.days.map((d) => d.state)).toEqual(Array(7).fill('LOCKED'));

  // The approvals screen's Timesheets tab: MD waits on everyone's weeks, paged on the server; the search finds the
  // reportee's week there, and it is approved from the queue.
  await page.goto('/ui/self-service/approvals?tab=timesheet');
  const queue = page.getByRole('table', { name: 'Timesheet weeks waiting for approval' });
  await expect(queue).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by employee' }).fill('Rahul Verma');
  await expect(page).toHaveURL(/timesheetSearch=Rahul/);
  const theirWeek = `Rahul Verma's week of ${shown(reporteeMonday)} – ${shown(plusDays(reporteeMonday, 6))}`;
  await page.getByRole('button', { name: `Approve ${theirWeek}` }).click();
  // The week's line, day by day, to read before approving.
  const dialog = page.getByRole('dialog', { name: 'Approve This Week?' });
  const lines = dialog.getByRole('table', { name: `Hours of ${REPORTEE.name} by project activity` });
  const line = lines.getByRole('row', {
    name: new RegExp(`${project.code} ${project.name} · ${project.activities[0]!.name}`),
  });
  await expect(line.getByRole('cell')).toHaveText(['8', '8', '7.5', '8', '6', '', '', '37.5']);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /1 week approved/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${theirWeek}` })).toHaveCount(0);
  const approved = await apiGet<WeekAnswer>(
    request,
    baseURL!,
    reporteeToken,
    `/timesheet/week?startDate=${reporteeMonday}`,
  );
  expect(approved.days.map((d) => d.state)).toEqual(Array(7).fill('APPROVED'));
  // Locked again for the next run, which starts by unlocking it.
  await api(request, baseURL!, mdToken, 'POST', `/timesheet/unapprove-week/reportee/${approved.employeeId}?${range}`);
});
