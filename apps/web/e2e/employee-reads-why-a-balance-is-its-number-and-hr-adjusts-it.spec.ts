import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_PASSWORD, signInWithApi } from './support/session';

/** "+1.5", "−2" as a number. */
const daysOf = (text: string) => Number(text.trim().replace('\u2212', '-'));

async function ledgerSum(dialog: Locator): Promise<number> {
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const days = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.children[2]?.textContent ?? ''));
  return days.reduce((n, d) => n + daysOf(d), 0);
}

async function cardNumbers(card: Locator) {
  const available = Number(await card.locator('.text-3xl').textContent());
  const pending = Number(await card.getByTestId('pending').textContent());
  return { available, pending };
}

test('employee opens "why this number" and reads lines that sum to the balance shown', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/self-service/leaves');
  const card = page.getByTestId('balance-SICK');
  const { available, pending } = await cardNumbers(card);
  await card.getByRole('button', { name: 'Why this number: Sick Leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why this number: Sick Leave' });
  await expect(dialog.getByRole('cell', { name: 'Accrued' }).first()).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Adjusted by HR' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Sick Leave on / }).first()).toHaveAttribute('href', /request=\d+/);
  expect(await ledgerSum(dialog)).toBe(available + pending);
  await expect(dialog.getByTestId('ledger-total')).toContainText(`= ${available} available + ${pending} pending`);
  await expect(dialog.getByRole('button', { name: 'Adjust' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the ledger of a balance');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('HR adjusts an employee’s balance from its ledger, and the balance changes', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const signIn = await request.post(`${baseURL}/api/authenticate`, {
    data: { username: 'pm', password: DEMO_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const own = await request.get(`${baseURL}/api/employee-event-balance`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const pmId = ((await own.json()) as { employeeId: number }[])[0]!.employeeId;

  await signInWithApi(context, baseURL!, 'hr.head');
  await page.goto(`/ui/self-service/leaves?employee=${pmId}`);
  const section = page.getByRole('region', { name: /^Balances of / });
  const card = section.getByTestId('balance-EARNED');
  const before = await cardNumbers(card);
  await card.getByRole('button', { name: 'Why this number: Earned Leave' }).click();
  const ledger = page.getByRole('dialog', { name: 'Why this number: Earned Leave' });
  await ledger.getByRole('button', { name: 'Adjust' }).click();

  const form = page.getByRole('dialog', { name: 'Adjust Earned Leave' });
  await form.getByLabel('Days').fill('2');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Say why the balance changes: the employee reads it.')).toBeVisible();
  await form.getByLabel('Reason').fill('Worked through the launch weekend.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();

  await expect(ledger.getByRole('cell', { name: 'Worked through the launch weekend.' })).toBeVisible();
  await expect(ledger.getByTestId('ledger-total')).toContainText(`= ${before.available + 2} available`);
  await page.keyboard.press('Escape');
  await expect(card.locator('.text-3xl')).toHaveText(String(before.available + 2));
});
