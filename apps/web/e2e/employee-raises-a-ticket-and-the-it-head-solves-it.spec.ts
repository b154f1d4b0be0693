import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { apiToken } from './support/requests';
import { signInWithApi } from './support/session';

/** A complete 2×2 PNG: the browser draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGO4o6ammvyaQWyx16vNHAAj8AVE95m2kwAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE = { width: 390, height: 844 };

/** At phone width nothing is wider than the page, and axe finds nothing serious. */
async function checkOnAPhone(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name}: the page's width`,
  ).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, `${name} on a phone`);
  if (size) await page.setViewportSize(size);
}

test('an employee raises an IT ticket with a screenshot, talks it over with the IT head, and is told live when it is solved', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const subject = `VPN drops ${Date.now()}`;
  const employeeContext = await browser.newContext();
  const itContext = await browser.newContext();
  await signInWithApi(employeeContext, baseURL!, 'employee');
  await signInWithApi(itContext, baseURL!, 'it.head');
  const employee = await employeeContext.newPage();
  const it = await itContext.newPage();

  await employee.goto('/ui/it/help-desk');
  await expect(employee.getByRole('heading', { name: 'Help Desk', level: 1 })).toBeVisible();
  await expect(employee.getByRole('tab', { name: 'My tickets' })).toBeVisible();
  await expectNoSeriousViolations(employee, 'help desk');
  await checkOnAPhone(employee, 'help desk');
  await employee.getByRole('tab', { name: 'Statistics' }).click();
  await expect(employee.getByText('Average time to solve')).toBeVisible();
  await expectNoSeriousViolations(employee, 'help desk statistics');

  await employee.getByRole('link', { name: 'New ticket' }).click();
  await expect(employee).toHaveURL('/ui/it/help-desk-request');
  await employee.getByRole('button', { name: 'Submit' }).click();
  await expect(employee.getByText('Choose a sub-category.')).toBeVisible();
  await expect(employee.getByText('Give a subject of at least 3 characters.')).toBeVisible();
  await expectNoSeriousViolations(employee, 'new ticket with errors');
  await checkOnAPhone(employee, 'new ticket');
  await employee.getByLabel('Category', { exact: true }).selectOption('IT');
  await employee.getByLabel('Sub-category').selectOption({ label: 'Network and VPN' });
  await employee.getByLabel('Priority', { exact: true }).selectOption('HIGH');
  await employee.getByLabel('Subject').fill(subject);
  await employee.getByLabel('Description', { exact: true }).fill('The VPN client disconnects every hour since Monday.');
  await employee
    .getByLabel('Add attachments')
    .setInputFiles({ name: 'vpn-error.png', mimeType: 'image/png', buffer: PNG });
  await expect(employee.getByText('vpn-error.png')).toBeVisible();
  await employee.getByRole('button', { name: 'Submit' }).click();
  await expect(employee.locator('[data-sonner-toast]', { hasText: /was sent to the IT desk/ })).toBeVisible();
  await expect(employee).toHaveURL(/\/ui\/it\/help-desk-list\?ticket=\d+$/);
  const id = Number(new URL(employee.url()).searchParams.get('ticket'));
  await expect(employee.getByRole('heading', { name: `#${id} ${subject}`, level: 1 })).toBeVisible();
  await expectNoSeriousViolations(employee, 'ticket page');
  await checkOnAPhone(employee, 'ticket page');

  // The IT head finds it in the queue with its screenshot, and asks a question on the ticket's page.
  await it.goto('/ui/it/approvals');
  await expect(it.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await it.getByRole('button', { name: `1 attachment of ticket #${id}` }).click();
  await expect(it.getByRole('dialog').getByRole('img', { name: 'vpn-error.png' })).toBeVisible();
  await expectNoSeriousViolations(it, 'IT approvals, an attachment open');
  await it.keyboard.press('Escape');
  await expectNoSeriousViolations(it, 'IT approvals');
  await checkOnAPhone(it, 'IT approvals');
  await it
    .getByRole('link', { name: `#${id} ${subject}` })
    .first()
    .click();
  await it.getByLabel('Add a comment').fill('Which VPN client version do you run?');
  await it.getByRole('button', { name: 'Submit' }).click();
  // The employee is told live (a toast lasts 4 s, so it is looked for at once, not after the IT head's page).
  await Promise.all([
    expect(it.getByRole('list', { name: 'Comments' }).getByText('Which VPN client version do you run?')).toBeVisible(),
    expect(employee.locator('[data-sonner-toast]', { hasText: 'New comment on your ticket' })).toBeVisible(),
  ]);

  // The employee answers, and the IT head solves it with a note.
  await employee.reload();
  await expect(
    employee.getByRole('list', { name: 'Comments' }).getByText('Which VPN client version do you run?'),
  ).toBeVisible();
  await employee.getByLabel('Add a comment').fill('Version 5.2.1.');
  await employee.getByRole('button', { name: 'Submit' }).click();
  await expect(it.locator('[data-sonner-toast]', { hasText: 'New comment from the requester' })).toBeVisible();

  await it.goto('/ui/it/approvals');
  await it.getByRole('button', { name: `Solve Rahul Verma's ticket #${id} ${subject}` }).click();
  const dialog = it.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Solve' }).click();
  await expect(dialog.getByText('Give a resolution note.')).toBeVisible();
  await dialog.getByLabel('Resolution note').fill('Updated the VPN client to 5.3.');
  await dialog.getByRole('button', { name: 'Solve' }).click();
  // Both are told at once, each by a toast of 4 s: looked for together.
  await Promise.all([
    expect(it.locator('[data-sonner-toast]', { hasText: 'Request solved.' })).toBeVisible(),
    expect(employee.locator('[data-sonner-toast]', { hasText: 'Request solved' })).toBeVisible(),
  ]);
  await employee.reload();
  await expect(employee.getByRole('list', { name: 'History' }).getByText('Solved')).toBeVisible();
  await expect(employee.getByText('Updated the VPN client to 5.3.').first()).toBeVisible();

  await employee.goto('/ui/it/help-desk-list');
  await expect(employee.getByRole('heading', { name: 'Help Desk Tickets', level: 1 })).toBeVisible();
  await employee.getByRole('searchbox').fill(subject);
  await expect(employee.getByRole('link', { name: `#${id} ${subject}` }).first()).toBeVisible();
  await expectNoSeriousViolations(employee, 'help desk list');
  await checkOnAPhone(employee, 'help desk list');

  // The IT head's Statistics tab shows the desk's numbers, and its tickets per day end with today's, this one among them.
  await it.goto('/ui/it/help-desk?tab=statistics');
  await expect(it.getByRole('heading', { name: 'Your desk (IT)' })).toBeVisible();
  const perDay = it.getByRole('table', { name: 'Tickets Opened at Your Desk' });
  await expect(perDay.getByRole('row')).toHaveCount(31);
  expect(Number(await perDay.getByRole('row').last().getByRole('cell').textContent())).toBeGreaterThanOrEqual(1);
  await expectNoSeriousViolations(it, 'desk statistics');
  await checkOnAPhone(it, 'desk statistics');

  await employeeContext.close();
  await itContext.close();
});

test('the IT head rejects several tickets at once with a note', async ({ page, context, baseURL, request }) => {
  const token = await apiToken(request, 'manager');
  const subjects = [`Printer jam ${Date.now()}`, `Projector dead ${Date.now()}`];
  const ids: number[] = [];
  for (const subject of subjects) {
    const res = await request.post('/api/helpdesk-tickets', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        category: 'IT',
        subCategory: 'IT.HARDWARE',
        priority: 'LOW',
        subject,
        description: 'It does not work at all since this morning.',
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  await signInWithApi(context, baseURL!, 'it.head');
  await page.goto('/ui/it/approvals');
  for (const [i, id] of ids.entries())
    await page.getByRole('checkbox', { name: `Maya Nair's ticket #${id} ${subjects[i]}` }).check();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Resolution note').fill('These go to the facilities team.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 rejected.' })).toBeVisible();
  for (const id of ids) {
    const res = await request.get(`/api/helpdesk-tickets/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(await res.json()).toMatchObject({ status: 'REJECTED', remark: 'These go to the facilities team.' });
  }
});
