import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';

// A user no other browser test changes notification settings for.
const USER = 'ta.head';

test('a user turns push off for announcements by keyboard, and the choice is kept', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, USER);
  await page.goto('/ui/settings');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  // The browser tests' server has no SMTP_URL: only push is offered.
  await expect(page.getByText('This server sends no email, so only push can be chosen.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Notification settings' });
  const announcements = form.getByRole('listitem').filter({ hasText: 'Announcements' });
  const push = announcements.getByRole('checkbox', { name: 'Push' });
  await expect(push).toBeChecked();

  await push.focus();
  await page.keyboard.press('Space');
  await expect(push).not.toBeChecked();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your notification settings were saved.')).toBeVisible();

  await page.reload();
  await expect(form.getByRole('listitem').filter({ hasText: 'Announcements' }).getByRole('checkbox')).not.toBeChecked();
  await expect(
    form.getByRole('listitem').filter({ hasText: 'Requests to decide' }).getByRole('checkbox'),
  ).toBeChecked();

  // Cancel puts back what was saved.
  const decisions = form.getByRole('listitem').filter({ hasText: 'Requests to decide' }).getByRole('checkbox');
  await decisions.click();
  await expect(decisions).not.toBeChecked();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(decisions).toBeChecked();
});
