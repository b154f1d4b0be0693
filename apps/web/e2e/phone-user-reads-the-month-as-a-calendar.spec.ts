import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, displayDate, officeDate } from './support/attendance-api';
import { elementsOutsideTheViewport } from './support/phone';
import { signInWithApi } from './support/session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, timezoneId: OFFICE_TIME_ZONE });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** This month in the office, as the calendar names it, and how many days it has. */
function thisMonth(): { label: string; days: number } {
  const [year, month] = officeDate().split('-').map(Number) as [number, number];
  return { label: `${MONTHS[month - 1]} ${year}`, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/** The month's days are laid out in weeks of seven: no two days of one row, and seven in a full row. */
async function expectSevenColumns(month: Locator) {
  const tops = await month
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const perRow = [
    ...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values(),
  ];
  expect(Math.max(...perRow), 'days in a week row').toBe(7);
  expect(perRow.length, 'week rows').toBeLessThanOrEqual(6);
}

async function expectFitsSideways(page: Page, name: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name}: the page's width`,
  ).toBeLessThanOrEqual(PHONE.width);
  expect(await elementsOutsideTheViewport(page), `${name}: nothing sticks out`).toEqual([]);
}

test('an employee reads the month as a compact calendar on a phone and taps a day for its details', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/self-service/attendance');
  const { label, days } = thisMonth();
  const month = page.getByRole('list', { name: `attendance in ${label}` });
  await expect(month).toBeVisible();
  await expect(month.getByRole('listitem')).toHaveCount(days);
  await expectSevenColumns(month);
  // Each day shows its status as a code, which the legend spells out.
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem').filter({ hasText: 'Present' })).toContainText('P');
  await expect(legend.getByRole('listitem').filter({ hasText: 'Missing punch' })).toContainText('MP');

  // Today's details show at first; another day's when it is tapped.
  const today = officeDate();
  await expect(month.locator('[aria-current="date"]').getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  const first = `${today.slice(0, 8)}01`;
  const firstDay = month.locator(`li[data-date="${first}"]`).getByRole('button');
  await expect(firstDay).toHaveAccessibleName(new RegExp(`^${displayDate(first)}, `));
  await firstDay.tap();
  await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`#${await firstDay.getAttribute('aria-controls')}`)).toContainText(displayDate(first));

  // The lists below the calendar open on request, so the screen is short.
  await expect(page.getByRole('button', { name: /^Show missing punches/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show the year's holidays/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight),
    "the attendance screen's height",
  ).toBeLessThan(2000);
  await expectFitsSideways(page, 'attendance');
  await expectNoSeriousViolations(page, 'attendance on a phone');

  await page.getByRole('button', { name: /^Show missing punches/ }).tap();
  await expect(
    page.getByRole('list', { name: 'Days with missing punches' }).or(page.getByText('No missing punches.')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide missing punches' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousViolations(page, 'attendance with its missing punches open');
});

test("a manager reads a reportee's month on the dashboard as a compact calendar", async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/dashboard');
  const team = page.getByRole('heading', { name: 'My Team' }).locator('xpath=ancestor::*[@data-slot="card"]');
  await team.getByLabel('Reportee').selectOption({ label: 'Sara Khan (SD00013)' });
  const { label, days } = thisMonth();
  const month = team.getByRole('list', { name: `Sara Khan: attendance in ${label}` });
  await expect(month.getByRole('listitem')).toHaveCount(days);
  await expectSevenColumns(month);
  expect((await team.boundingBox())!.height, "the team card's height").toBeLessThan(1200);
  await expectFitsSideways(page, 'dashboard');
  await expectNoSeriousViolations(page, 'manager dashboard on a phone');
});

test('tabs that do not fit show that they scroll, and snap to a tab', async ({ page, context, baseURL }) => {
  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/self-service/approvals');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: /^Leave/ })).toBeVisible();
  expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth), 'the tabs overflow at 390 px').toBe(true);
  expect(await tabs.evaluate((list) => getComputedStyle(list).scrollSnapType)).toBe('x mandatory');
  // The end with more tabs beyond it fades out; scrolled to the end, the start does.
  await expect(tabs).toHaveAttribute('data-fade', 'end');
  expect(await tabs.evaluate((list) => getComputedStyle(list).maskImage)).toContain('linear-gradient');
  await tabs.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect(tabs).toHaveAttribute('data-fade', 'start');
  await expectFitsSideways(page, 'approvals');
  await expectNoSeriousViolations(page, 'approvals on a phone');
});

test('a long e-mail address wraps in the account menu and the user list', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const { token } = await signInWithApi(context, baseURL!, 'admin');
  const stamp = Date.now().toString(36);
  const email = `firstname.middlename.lastname.${stamp}@people-operations.staffdesk.example`;
  const password = `Wrapping-${stamp}-Lines!7q`;
  const created = await context.request.post(`${baseURL}/api/register-user`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      username: `long.${stamp}`,
      firstname: 'Long',
      lastname: `Address ${stamp}`,
      userEmailId: email,
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2025-04-01',
      password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const wrapsInTheWindow = async (shown: Locator, name: string) => {
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((element) => getComputedStyle(element).overflowWrap), `${name}: wraps anywhere`).toBe(
      'anywhere',
    );
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width, `${name}: ends inside the window`).toBeLessThanOrEqual(PHONE.width);
    expect(box.height, `${name}: takes more than one line`).toBeGreaterThan(20);
  };
  await page.goto(`/ui/onboarding/user-listing?search=long.${stamp}`);
  await wrapsInTheWindow(page.getByRole('list', { name: 'Users' }).getByText(email), 'user list');
  await expectFitsSideways(page, 'user listing');

  const ownContext = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true });
  await signInWithApi(ownContext, baseURL!, `long.${stamp}`, password);
  const own = await ownContext.newPage();
  await own.goto('/ui/dashboard');
  await own.getByRole('button', { name: /account menu$/ }).tap();
  await wrapsInTheWindow(own.getByRole('menu').getByText(email), 'account menu');
  await ownContext.close();
});
