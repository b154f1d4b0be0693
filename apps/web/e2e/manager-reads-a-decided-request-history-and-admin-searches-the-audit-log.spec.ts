import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseCsv } from '@staffdesk/shared/csv';
import { signInWithApi } from './support/session';
import { expectNoSeriousViolations } from './support/axe';
import { typedDate } from './support/dates';
import { addDays, apiToken, askFor, displayDate, freeWorkingDays, todayInKolkata } from './support/requests';

test("a manager reads a decided leave request's history, and the administrator finds the decision in the audit log and downloads it", async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const employeeToken = await apiToken(request, 'employee');
  const managerToken = await apiToken(request, 'manager');
  const [decidedDay, pendingDay] = await freeWorkingDays(request, employeeToken, addDays(todayInKolkata(), 60), 2);
  const decidedId = await askFor(request, employeeToken, 'LOSS_OF_PAY', decidedDay!, `Moving house on ${decidedDay}.`);
  // A request still pending keeps Rahul in the queue, where his history opens.
  await askFor(request, employeeToken, 'LOSS_OF_PAY', pendingDay!, `Paperwork on ${pendingDay}.`);
  const remark = `Good luck with the move (${decidedId}).`;
  const approved = await request.post(`/api/employee-event-request/approve/${decidedId}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: { remark },
  });
  expect(approved.ok()).toBe(true);

  const managerContext = await browser.newContext();
  await signInWithApi(managerContext, baseURL!, 'manager');
  const manager = await managerContext.newPage();
  await manager.goto('/ui/self-service/approvals');
  await manager.getByRole('button', { name: 'View history of Rahul Verma' }).first().click();
  const history = manager.getByRole('dialog', { name: 'History of Rahul Verma' });
  await history
    .getByRole('button', { name: new RegExp(`^Show history of the Loss of Pay of ${displayDate(decidedDay!)}`) })
    .click();
  const trail = history.getByRole('region', { name: 'History of this Loss of Pay' });
  const steps = trail.getByRole('listitem').filter({ hasText: / by / });
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Submitted by Rahul Verma');
  await expect(steps.nth(1)).toContainText('Approved by Maya Nair');
  await expect(steps.nth(1)).toContainText(`Remark: “${remark}”`);
  await expect(steps.nth(1)).toContainText('Status: PENDING → APPROVED');
  await expectNoSeriousViolations(manager, 'a decided request’s history');
  await managerContext.close();

  const adminContext = await browser.newContext({ acceptDownloads: true });
  await signInWithApi(adminContext, baseURL!, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto('/ui/administration/audit');
  await expect(admin.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await admin.getByLabel('Person').selectOption({ label: 'Maya Nair' });
  await expect(admin).toHaveURL(/actorId=\d+/);
  await admin.getByLabel('Entity').selectOption('event-request');
  await expect(admin).toHaveURL(/entity=event-request/);
  await admin.getByLabel('Action').selectOption('event-request.approve');
  await admin.getByLabel('From', { exact: true }).fill(typedDate(addDays(todayInKolkata(), -1)));
  await expect(admin).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(admin).toHaveURL(/action=event-request.approve/);
  // The table keeps the last answer on screen, marked busy, until the filtered one arrives: on a slow machine the
  // unfiltered rows (Rahul's own submission among them) were still there when the URL had changed.
  await expect(admin.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(admin.getByRole('row').filter({ hasText: 'event-request.create' })).toHaveCount(0);
  const row = admin.getByRole('row').filter({ hasText: `event-request #${decidedId}` });
  await expect(row).toContainText('Maya Nair');
  await expect(row).toContainText(`Remark: “${remark}”`);
  await expectNoSeriousViolations(admin, 'the audit log', { within: 'main' });

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual([
    'At (UTC)',
    'Actor',
    'Actor id',
    'Action',
    'Entity',
    'Entity id',
    'Remark',
    'Changes',
    'Before',
    'After',
  ]);
  const body = rows.slice(1);
  expect(body.length).toBeGreaterThan(0);
  expect(body.every((r) => r[1] === 'Maya Nair' && r[3] === 'event-request.approve')).toBe(true);
  expect(body.find((r) => r[5] === String(decidedId))?.[6]).toBe(remark);
  await adminContext.close();
});
