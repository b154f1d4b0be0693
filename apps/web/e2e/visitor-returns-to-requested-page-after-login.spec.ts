import { expect, test } from '@playwright/test';
import { fillCredentials } from './support/session';

test('a visitor without a session is sent to the login and brought back to the page they asked for', async ({
  page,
}) => {
  await page.goto('/ui/settings');
  await expect(page).toHaveURL('/?redirectTo=%2Fui%2Fsettings');
  await fillCredentials(page, 'hr.head');
  await expect(page).toHaveURL('/ui/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
