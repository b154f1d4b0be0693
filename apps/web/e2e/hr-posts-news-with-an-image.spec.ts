import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

const PHONE = { width: 390, height: 844 };
/** A 2×2 PNG that a browser draws. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGO4o6ammvyaQWyx16vNHAAj8AVE95m2kwAAAABJRU5ErkJggg==',
  'base64',
);

test('the HR head posts news with an image; an employee reads it on the dashboard, its markup shown as text and its link clickable', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Two people, several screens and widths with axe: over a minute beside another worker.
  test.slow();
  const title = `Team outing photos ${Date.now()}`;
  await signInWithApi(context, baseURL!, 'hr.head');
  await page.goto('/ui/administration/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed Manager' })).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Give a title.')).toBeVisible();
  await expect(dialog.getByText('Write the post.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Post')
    .fill('Thanks all! <b>Not bold</b> <script>alert(1)</script>\nMore at https://example.com/outing.');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'outing.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('outing.png')).toBeVisible();
  await dialog.getByLabel('Pin it on top of the feed').check();
  await expectNoSeriousViolations(page, 'the new post dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expectNoSeriousViolations(page, 'the feed manager');

  const employee = await browser.newContext();
  const other = await employee.newPage();
  await signInWithApi(employee, baseURL!, 'employee');
  await other.goto('/ui/dashboard');
  const post = other.getByRole('article', { name: title });
  await expect(post).toBeVisible();
  await expect(post.getByText('Pinned')).toBeVisible();
  await expect(post.getByText('<b>Not bold</b> <script>alert(1)</script>')).toBeVisible();
  await expect(post.locator('b, script')).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'https://example.com/outing' })).toHaveAttribute(
    'href',
    'https://example.com/outing',
  );
  const image = post.getByRole('img', { name: `Image of the post ${title}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expectNoSeriousViolations(other, 'the dashboard with news');
  await other.setViewportSize(PHONE);
  await expect(post).toBeVisible();
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await employee.close();

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByText(title).locator('visible=true').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, 'the feed manager on a phone');

  await page
    .getByRole('button', { name: `Delete ${title}` })
    .locator('visible=true')
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete This Post?' });
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(title).locator('visible=true')).toHaveCount(0);
});
