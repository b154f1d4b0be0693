import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

/** A complete 2×2 PNG: the browser draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGO4o6ammvyaQWyx16vNHAAj8AVE95m2kwAAAABJRU5ErkJggg==',
  'base64',
);

test('a user uploads a profile picture on the profile page, sees it in the header, and removes it', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'admin.head');
  await page.goto('/ui/human-resources/self-profile');
  const headerPicture = page.getByRole('button', { name: /account menu$/ }).locator('img');
  await expect(page.getByRole('heading', { name: 'Profile Picture' })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu$/ })).toBeVisible();
  await expect(headerPicture).toHaveCount(0);

  // A file of another type, dropped on the card, is refused before anything is sent.
  await page.getByText('Drag a picture here, or').dispatchEvent('drop', {
    dataTransfer: await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['GIF89a'], 'party.gif', { type: 'image/gif' }));
      return transfer;
    }),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'A profile picture must be a PNG, JPEG or WebP file.' }),
  ).toBeVisible();

  await page.getByLabel('Picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'The picture you chose' })).toBeVisible();
  await expect(page.getByText('me.png')).toBeVisible();
  await expectNoSeriousViolations(page, 'self profile with a chosen picture');
  await page.getByRole('form', { name: 'New picture' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Your picture was saved.' })).toBeVisible();

  // The header shows it, fetched with the session's token, and so does the next visit.
  await expect(headerPicture).toBeVisible();
  await expect(headerPicture).toHaveAttribute('src', /^blob:/);
  expect(await headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await page.reload();
  await expect(headerPicture).toBeVisible();
  await page.goto('/ui/dashboard');
  await expect(headerPicture).toBeVisible();

  await page.goto('/ui/human-resources/self-profile');
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Your picture was removed.' })).toBeVisible();
  await expect(headerPicture).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
});
