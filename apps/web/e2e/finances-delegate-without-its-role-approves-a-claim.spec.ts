import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { OFFICE_TIME_ZONE, officeDate } from './support/attendance-api';
import { sendClaim } from './support/claims';
import { apiToken } from './support/requests';
import { signInWithApi } from './support/session';

test.use({ timezoneId: OFFICE_TIME_ZONE });

test("finance's delegate, who holds no finance role, finds the HR approvals screen while the delegation runs and approves a claim there (issue 18)", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  // The finance head names the business head for two days (the Settings form is the other delegation spec's).
  const finance = { Authorization: `Bearer ${await apiToken(request, 'finance.head')}` };
  const leftOver = (await (await request.get('/api/delegations', { headers: finance })).json()) as {
    given: { id: number }[];
  };
  for (const { id } of leftOver.given) await request.post(`/api/delegations/${id}/cancel`, { headers: finance });
  const leads = (await (await request.get('/api/users/reporting-managers', { headers: finance })).json()) as {
    userId: number;
    username: string;
  }[];
  const businessHead = leads.find((u) => u.username === 'business.head')!;
  const made = await request.post('/api/delegations', {
    headers: finance,
    data: { delegateId: businessHead.userId, startsOn: officeDate(0), endsOn: officeDate(1) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const delegation = (await made.json()) as { id: number };

  const { money, subject } = await sendClaim(
    request,
    await apiToken(request, 'employee'),
    (120_000 + (Date.now() % 9_000)) / 100,
    'A cab to the client.',
  );

  // The business head sees HR's approvals in the sidebar, under a banner saying for whom.
  await signInWithApi(context, baseURL!, 'business.head');
  await page.goto('/ui/human-resources/approvals?tab=reimbursements');
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).locator('a[href="/ui/human-resources/approvals"]'),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'You decide on behalf of Farhan Shaikh until' }),
  ).toBeVisible();
  await page
    .getByRole('searchbox', { name: /Search/ })
    .first()
    .fill('Rahul');
  await expect(page.getByRole('row').filter({ hasText: money })).toBeVisible();
  await expectNoSeriousViolations(page, "a delegate's HR approvals");
  await page.getByRole('button', { name: `Approve ${subject}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Request approved.' })).toBeVisible();

  // Once the finance head cancels it, the screen is closed to them again.
  expect((await request.post(`/api/delegations/${delegation.id}/cancel`, { headers: finance })).status()).toBe(200);
  await page.goto('/ui/dashboard');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).locator('a[href="/ui/human-resources/approvals"]'),
  ).toHaveCount(0);
  await page.goto('/ui/human-resources/approvals');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'You do not have access to that page.' })).toBeVisible();
});
