import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';
import { apiToken } from './support/attendance-api';

test('an admin adds a webhook, copies its secret once, and sees a new user delivered and replayed', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // The receiver: a real server on 127.0.0.1, which the e2e server's WEBHOOK_ALLOWED_HOSTS allows.
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/people`;

  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithApi(context, baseURL!, 'admin');
    await page.goto('/ui/administration/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Endpoint' });
    await dialog.getByLabel('Address').fill('http://10.0.0.7/hook');
    await dialog.getByLabel('user.created').check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // The server's refusal, on the field it concerns.
    await expect(dialog.getByText('plain http is only for hosts in WEBHOOK_ALLOWED_HOSTS')).toBeVisible();
    await dialog.getByLabel('Address').fill(url);
    await dialog.getByLabel('Description').fill('People system');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const secret = dialog.getByLabel('Signing secret');
    await expect(secret).toHaveValue(/^whsec_/);
    await dialog.getByRole('button', { name: 'Copy secret' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue());
    await dialog.getByRole('button', { name: 'Done' }).click();

    const table = page.getByRole('table', { name: 'Webhook endpoints' });
    const row = table.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('People system');
    await expect(row).toContainText('Active');

    const token = await apiToken(request, baseURL!, 'admin');
    const username = `hook.${Date.now().toString(36)}`;
    const made = await request.post(`${baseURL}/api/register-user`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        username,
        password: 'Str0ng!Passw0rd',
        firstname: 'Hook',
        lastname: 'Person',
        userEmailId: `${username}@example.com`,
        userRoleList: ['EMPLOYEE'],
        dateOfJoining: '2025-04-01',
      },
    });
    expect(made.status()).toBe(201);
    await expect.poll(() => received.length, { timeout: 90_000 }).toBe(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'user.created', data: { username } });
    expect(received[0]!.headers['webhook-signature']).toMatch(/^v1,/);

    await row.getByRole('button', { name: `Deliveries to ${url}` }).click();
    const log = page.getByRole('dialog', { name: 'Delivery Log' });
    const delivery = log.getByRole('row').filter({ hasText: 'user.created' });
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('HTTP 204');
    await delivery.getByRole('button', { name: /^Replay user\.created/ }).click();
    await expect.poll(() => received.length, { timeout: 90_000 }).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    await expect(log.getByRole('row').filter({ hasText: 'user.created' })).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete This Endpoint?' });
    await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(table.getByRole('row').filter({ hasText: url })).toHaveCount(0);
    await expect(page.getByText('No endpoints yet.')).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
