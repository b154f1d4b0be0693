import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, officeDate } from './support/attendance-api';
import { sendClaim } from './support/claims';
import { apiToken } from './support/requests';
import { typedDate } from './support/dates';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE });

test("a claim over 25,000 goes from finance to the MD's delegate, and the employee sees where it waits", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  // Four people and six screens on a shared 2-core machine: more than test.slow()'s 180 s.
  test.setTimeout(300_000);
  // A delegation of the MD's left by an earlier run against the same database would refuse the new one.
  const mdToken = await apiToken(request, 'md');
  const leftOver = (await (
    await request.get('/api/delegations', { headers: { Authorization: `Bearer ${mdToken}` } })
  ).json()) as { given: { id: number }[] };
  for (const { id } of leftOver.given)
    await request.post(`/api/delegations/${id}/cancel`, { headers: { Authorization: `Bearer ${mdToken}` } });

  // The claim, sent through the API with its receipt; an amount unique to this run.
  const employee = await apiToken(request, 'employee');
  const headers = { Authorization: `Bearer ${employee}` };
  const { id, money, subject } = await sendClaim(
    request,
    employee,
    (3_000_000 + (Date.now() % 9_000)) / 100,
    'Flights to the client in Pune.',
  );

  // The MD sees the chain that sends it on, on the approval chains screen.
  const mdContext = await browser.newContext({ baseURL, timezoneId: OFFICE_TIME_ZONE });
  await signInWithApi(mdContext, baseURL!, 'md');
  const md = await mdContext.newPage();
  await md.goto('/ui/administration/approval-chains');
  await expect(md.getByRole('heading', { name: 'Approval Chains', level: 1 })).toBeVisible();
  const claims = md.getByRole('form', { name: 'Reimbursement Claim' });
  await expect(claims.getByText('Step 1: Finance')).toBeVisible();
  await expect(claims.getByLabel('Step 2 decider')).toHaveValue('MD');
  await expect(claims.getByLabel('Step 2 value')).toHaveValue('25000');
  await expectNoSeriousViolations(md, 'approval chains');

  // Away for two days, the MD names the administrator to decide for them, in Settings.
  await md.goto('/ui/settings');
  const delegation = md.getByRole('form', { name: 'New delegation' });
  await delegation.getByLabel('Delegate').selectOption({ label: 'Arjun Mehta, System Administrator' });
  await delegation.getByLabel('First day').fill(typedDate(officeDate(0)));
  await delegation.getByLabel('Last day').fill(typedDate(officeDate(1)));
  await delegation.getByRole('button', { name: 'Submit' }).click();
  await expect(md.locator('[data-sonner-toast]', { hasText: 'Delegation saved.' })).toBeVisible();
  await expect(
    md.getByRole('region', { name: 'Your Delegations' }).getByRole('listitem').filter({ hasText: 'Arjun Mehta' }),
  ).toContainText('Active now');
  await expectNoSeriousViolations(md, 'settings with a delegation');

  // Finance approves the first step: the claim leaves their queue, still pending.
  const financeContext = await browser.newContext({ baseURL, timezoneId: OFFICE_TIME_ZONE });
  await signInWithApi(financeContext, baseURL!, 'finance.head');
  const finance = await financeContext.newPage();
  await finance.goto('/ui/human-resources/approvals');
  await finance
    .getByRole('searchbox', { name: /Search/ })
    .first()
    .fill('Rahul');
  const financeRow = finance.getByRole('row').filter({ hasText: money });
  await expect(financeRow.getByText('Step 1 of 2')).toBeVisible();
  await finance.getByRole('button', { name: `Approve ${subject}` }).click();
  await finance.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    finance.locator('[data-sonner-toast]', { hasText: 'Approved. Waiting for Managing Director — step 2 of 2.' }),
  ).toBeVisible();
  await expect(finance.getByRole('button', { name: `Approve ${subject}` })).toHaveCount(0);
  await financeContext.close();

  // The employee reads whom it waits for.
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/human-resources/reimbursement-request-list');
  const mine = page.getByRole('row').filter({ hasText: money });
  await expect(mine.filter({ hasText: 'Pending' })).toContainText('Waiting for Managing Director — step 2 of 2');
  await expectNoSeriousViolations(page, 'own claims with a claim at step 2');

  // The administrator decides the second step on the MD's behalf, and the claim is approved.
  const adminContext = await browser.newContext({ baseURL, timezoneId: OFFICE_TIME_ZONE });
  await signInWithApi(adminContext, baseURL!, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto('/ui/human-resources/approvals');
  await expect(
    admin.getByRole('status').filter({ hasText: 'You decide on behalf of Meera Desai until' }),
  ).toBeVisible();
  await admin
    .getByRole('searchbox', { name: /Search/ })
    .first()
    .fill('Rahul');
  await expect(admin.getByRole('row').filter({ hasText: money }).getByText('Step 2 of 2')).toBeVisible();
  await admin.getByRole('button', { name: `Approve ${subject}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.locator('[data-sonner-toast]', { hasText: 'Request approved.' })).toBeVisible();
  await expectNoSeriousViolations(admin, 'approvals of a delegate');
  await adminContext.close();

  // Back, the MD ends the delegation.
  await md.getByRole('button', { name: 'Cancel delegation' }).click();
  await md
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Cancel delegation' })
    .or(md.getByRole('dialog').getByRole('button', { name: 'Cancel delegation' }))
    .click();
  await expect(md.locator('[data-sonner-toast]', { hasText: 'Delegation cancelled.' })).toBeVisible();
  await expect(md.getByText('You have named no one.')).toBeVisible();
  await mdContext.close();

  // The claim's history names both: who approved, and on whose behalf.
  const history = (await (await request.get(`/api/reimbursements/${id}/history`, { headers })).json()) as {
    items: { verb: string; actorName: string; changes: { field: string; after: string | null }[] }[];
  };
  expect(history.items.at(-1)).toMatchObject({
    verb: 'approve',
    actorName: 'Arjun Mehta',
    changes: expect.arrayContaining([expect.objectContaining({ field: 'On behalf of', after: 'Meera Desai' })]),
  });

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: money }).filter({ hasText: 'Approved' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: money })).not.toContainText('Waiting for');
});
