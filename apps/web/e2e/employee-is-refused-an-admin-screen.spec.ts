import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

test.describe('screens follow the roles of the route table', () => {
  test('an employee opening /ui/administration is sent to / and from there to the dashboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithApi(context, baseURL!, 'employee');
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
    await page.goto('/ui/administration');
    await expect(page).toHaveURL('/ui/dashboard');
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'You do not have access to that page.' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Administration' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Project Management' })).toHaveCount(0);
    // A child screen inherits its section's roles.
    await page.goto('/ui/project-management/contract-registration/contract-poc-form');
    await expect(page).toHaveURL('/ui/dashboard');
  });

  test('an administrator sees the administration section and its empty path redirects to attendance', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithApi(context, baseURL!, 'admin');
    await page.goto('/ui/administration');
    await expect(page).toHaveURL('/ui/administration/attendance');
    await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monthly Attendance Export' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/ui/administration');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Attendance');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Flash Manager' })).toBeVisible();
    await nav.getByRole('link', { name: 'Flash Manager' }).click();
    await expect(page).toHaveURL('/ui/administration/flash');
    await expect(page.getByRole('heading', { name: 'Flash Manager', level: 1 })).toBeVisible();
    // Hidden screens are reachable but not listed.
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Self Service' }).click();
    await expect(nav.getByRole('link', { name: 'Timesheet' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Leave Request', exact: true })).toHaveCount(0);
  });

  test('nested screens get their full breadcrumb trail', async ({ page, context, baseURL }) => {
    await signInWithApi(context, baseURL!, 'employee');
    await page.goto('/ui/self-service/attendance/wfh-request');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Self Service', 'Attendance', 'Work From Home Request']);
    await page.goto('/ui/it');
    await expect(page).toHaveURL('/ui/it/help-desk');
    await page.goto('/ui/self-service');
    await expect(page).toHaveURL('/ui/self-service/attendance');
    await page.goto('/ui/human-resources');
    await expect(page).toHaveURL('/ui/human-resources/dashboard');
  });
});
