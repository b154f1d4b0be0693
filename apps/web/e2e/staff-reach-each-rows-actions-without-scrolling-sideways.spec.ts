import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

/** The lists whose actions were cut off on a laptop's screen, each opened as one who acts on its rows. */
const LISTS = [
  {
    screen: 'self-service approvals',
    user: 'manager',
    path: '/ui/self-service/approvals',
    table: 'Pending leave requests',
  },
  { screen: 'IT approvals', user: 'it.head', path: '/ui/it/approvals', table: 'Open tickets' },
  { screen: 'User Registration', user: 'admin', path: '/ui/onboarding/user-listing', table: 'Users' },
  { screen: 'Flash Manager', user: 'admin', path: '/ui/administration/flash', table: 'Flashes' },
  { screen: 'proposals', user: 'md', path: '/ui/project-management/new-proposal', table: 'Proposals' },
  { screen: 'projects', user: 'md', path: '/ui/project-management/project-execution', table: 'Projects' },
  { screen: 'contracts', user: 'md', path: '/ui/project-management/contract-registration', table: 'Contracts' },
  {
    screen: 'business enquiries',
    user: 'md',
    path: '/ui/project-management/business-enquiry',
    table: 'Business enquiries',
  },
  {
    screen: 'missing punches',
    user: 'employee',
    path: '/ui/self-service/attendance',
    table: 'Days with missing punches',
  },
] as const;

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

for (const viewport of SCREENS) {
  test(`at ${viewport.width} px each list's first row shows its actions without scrolling sideways`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    for (const list of LISTS) {
      const context = await browser.newContext({ baseURL, viewport });
      await signInWithApi(context, baseURL!, list.user);
      const page = await context.newPage();
      await page.goto(list.path);
      const table = page.getByRole('table', { name: list.table });
      // The first row of the list (not the skeleton drawn while it loads) that has actions: a missing day already
      // regularized has none.
      const row = table
        .locator('tbody tr[data-row-id]')
        .filter({ has: page.locator('td:last-child :is(button, a):visible') })
        .first();
      await expect(row, `${list.screen}: a first row`).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${list.screen}: the page's width`,
      ).toBeLessThanOrEqual(viewport.width);
      const actions = row.locator('td').last().locator('button:visible, a:visible');
      for (const action of await actions.all()) {
        const name = `${list.screen}: "${(await action.getAttribute('aria-label')) ?? (await action.innerText())}"`;
        const box = await action.boundingBox();
        expect(box, `${name} is shown`).not.toBeNull();
        expect(box!.x, `${name} starts within the window`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${name} ends within the window`).toBeLessThanOrEqual(viewport.width);
        // Visible, steady, enabled and the topmost thing where it is: nothing passing under a sticky cell covers it.
        await action.click({ trial: true });
      }
      if (viewport.width === 1280) await expectNoSeriousViolations(page, `${list.screen} at ${viewport.width} px`);
      await context.close();
    }
  });
}

test('below 1280 px a row shows the columns the table leaves out under it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1100, height: 800 } });
  await signInWithApi(context, baseURL!, 'md');
  const page = await context.newPage();
  await page.goto('/ui/project-management/project-execution');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('columnheader', { name: 'Category' })).toBeHidden();
  const row = table.locator('tbody tr[data-row-id]').first();
  await row.getByRole('button', { name: /^Show more of / }).click();
  const less = row.getByRole('button', { name: /^Show less of / });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`[id="${await less.getAttribute('aria-controls')}"]`);
  await expect(details.getByText('Category', { exact: true })).toBeVisible();
  await expect(details.getByText('Members', { exact: true })).toBeVisible();
  // Shown in the table at this width, so not repeated.
  await expect(details.getByText('Status', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'projects with a row opened at 1100 px');
  await context.close();
});
