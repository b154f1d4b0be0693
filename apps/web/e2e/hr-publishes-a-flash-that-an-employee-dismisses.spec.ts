import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { apiToken } from './support/attendance-api';
import { signInWithApi } from './support/session';

const PHONE = { width: 390, height: 844 };

/** Flashes show on every screen of their audience: each this spec makes is ended when it is done, so other specs never meet them. */
async function endFlashes(request: APIRequestContext, baseURL: string, marker: string) {
  const token = await apiToken(request, baseURL, 'hr.head');
  const headers = { Authorization: `Bearer ${token}` };
  const all = (await (await request.get(`${baseURL}/api/flashes`, { headers })).json()) as {
    id: number;
    message: string;
    status: string;
  }[];
  for (const flash of all.filter((f) => f.message.includes(marker) && f.status !== 'ENDED'))
    await request.post(`${baseURL}/api/flashes/${flash.id}/end`, { headers });
}

test("the HR head publishes a flash; it appears on an employee's dashboard, who dismisses it for good, but not an urgent one", async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  // Two people, several screens, axe five times, two widths: over two minutes beside another worker on a busy machine.
  test.slow();
  const marker = `e2e-${Date.now()}`;
  try {
    await signInWithApi(context, baseURL!, 'hr.head');
    await page.goto('/ui/administration/flash');
    await expect(page.getByRole('heading', { level: 1, name: 'Flash Manager' })).toBeVisible();
    await page.getByRole('button', { name: 'New flash' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Flash' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Write the message.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the new flash dialog with an error');
    await dialog.getByLabel('Message').fill(`Lunch is on the house today ${marker}`);
    await dialog.getByLabel('Employee', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'Flashes' }).getByRole('row').filter({ hasText: marker });
    await expect(row).toContainText('Live');
    await expect(row).toContainText('Information');
    await expectNoSeriousViolations(page, 'the flash manager');

    // An urgent one, through the API: nobody may dismiss it.
    const token = await apiToken(request, baseURL!, 'hr.head');
    const urgent = await request.post(`${baseURL}/api/flashes`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        message: `Fire drill at noon ${marker}`,
        severity: 'CRITICAL',
        visibleFrom: new Date(Date.now() - 60_000).toISOString(),
        visibleUntil: new Date(Date.now() + 3_600_000).toISOString(),
        audience: ['EMPLOYEE'],
      },
    });
    expect(urgent.status()).toBe(201);

    const employee = await browser.newContext();
    const other = await employee.newPage();
    await signInWithApi(employee, baseURL!, 'employee');
    await other.goto('/ui/dashboard');
    const banner = other.getByRole('region', { name: 'Announcements' });
    await expect(banner.getByText(`Lunch is on the house today ${marker}`)).toBeVisible();
    await expect(banner.getByText(`Fire drill at noon ${marker}`)).toBeVisible();
    await expectNoSeriousViolations(other, 'the dashboard with flashes', {
      within: 'section[aria-label="Announcements"]',
    });
    await expect(banner.getByRole('button', { name: `Dismiss: Fire drill at noon ${marker}` })).toHaveCount(0);
    await banner.getByRole('button', { name: `Dismiss: Lunch is on the house today ${marker}` }).click();
    await expect(banner.getByText(`Lunch is on the house today ${marker}`)).toBeHidden();

    // Dismissed stays dismissed, on every screen; the urgent one stays.
    await other.goto('/ui/self-service/leaves');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner.getByText(`Fire drill at noon ${marker}`)).toBeVisible();
    await expect(banner.getByText(`Lunch is on the house today ${marker}`)).toHaveCount(0);

    // At phone width the banner and the manager fit.
    await other.setViewportSize(PHONE);
    await other.goto('/ui/dashboard');
    await expect(banner.getByText(`Fire drill at noon ${marker}`)).toBeVisible();
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await employee.close();

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByText(`Lunch is on the house today ${marker}`).locator('visible=true').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page, 'the flash manager on a phone');

    // Ended early from the manager: it leaves the list's live ones.
    await page
      .getByRole('button', { name: `End flash now: Lunch is on the house today` })
      .locator('visible=true')
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'End This Flash Now?' });
    await confirm.getByRole('button', { name: 'End flash' }).click();
    await expect(confirm).toBeHidden();
  } finally {
    await endFlashes(request, baseURL!, marker);
  }
});
