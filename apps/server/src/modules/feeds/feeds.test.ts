import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { feedPosts } from '../../db/schema/feeds';
import { files } from '../../db/schema/files';
import { userNotifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/identity';
import { fixtures, upload } from '../files/test-helpers';

type Post = {
  id: number;
  title: string;
  body: string;
  pinned: boolean;
  status: string;
  author: string;
  publishedAt: string;
  image: { id: string; downloadPath: string } | null;
};
type Page = { items: Post[]; total: number; page: number; pageSize: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
async function post(username: string, body: Record<string, unknown>) {
  return t.as(await t.tokenOf(username), { method: 'POST', url: '/api/feeds', payload: body });
}
/** An image uploaded by a user, its id. */
async function uploaded(username: string): Promise<string> {
  const res = await upload(t, await t.tokenOf(username), 'FEED_IMAGE', { name: 'team.png', data: fixtures.png() });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}
const download = async (username: string, id: string) =>
  t.as(await t.tokenOf(username), { method: 'GET', url: `/api/files/downloadFile/${id}` });
const fileRow = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0];
/** The file is gone: its row, its bytes, and its uploader's download. */
async function expectGone(id: string) {
  expect(await fileRow(id)).toBeUndefined();
  expect(await t.storage.get(id)).toBeUndefined();
  expect((await download('hr.head', id)).statusCode).toBe(404);
}
async function feed(username: string, query = '') {
  const res = await t.as(await t.tokenOf(username), { method: 'GET', url: `/api/feeds${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
}

describe('feeds', () => {
  it('shows everyone the published posts, pinned on top then the newest, a page at a time', async () => {
    await t.db.delete(feedPosts);
    for (let i = 1; i <= 5; i++)
      expect((await post('hr.head', { title: `Post ${i}`, body: `Body ${i}` })).statusCode).toBe(201);
    const pinned = (await post('admin', { title: 'Pinned rules', body: 'Read me first', pinned: true })).json() as Post;
    expect(pinned).toMatchObject({ pinned: true, status: 'PUBLISHED', author: 'Arjun Mehta', image: null });
    const later = (
      await post('md', {
        title: 'Tomorrow',
        body: 'Not yet',
        publishAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      })
    ).json() as Post;
    expect(later.status).toBe('SCHEDULED');

    const first = await feed('employee', '?page=1&pageSize=4');
    expect(first.total).toBe(6);
    expect(first.items.map((p) => p.title)).toEqual(['Pinned rules', 'Post 5', 'Post 4', 'Post 3']);
    const second = await feed('employee', '?page=2&pageSize=4');
    expect(second.items.map((p) => p.title)).toEqual(['Post 2', 'Post 1']);

    const managers = await feed('md', '?scheduled=true&pageSize=50');
    expect(managers.total).toBe(7);
    expect(managers.items.find((p) => p.id === later.id)!.status).toBe('SCHEDULED');
    const refused = await t.as(await t.tokenOf('employee'), { method: 'GET', url: '/api/feeds?scheduled=true' });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps a body as the plain text it was given: a <script> comes back as text, never as markup', async () => {
    const body = 'Hello <script>alert("x")</script> <b>team</b> & see https://example.com/news?a=1&b=2';
    const created = (await post('hr.head', { title: '<img src=x onerror=alert(1)>', body })).json() as Post;
    expect(created.body).toBe(body);
    expect(created.title).toBe('<img src=x onerror=alert(1)>');
    const res = await t.as(await t.tokenOf('employee'), { method: 'GET', url: '/api/feeds' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((res.json() as Page).items.find((p) => p.id === created.id)!.body).toBe(body);
  });

  it('carries an uploaded image that everyone may read', async () => {
    const hr = await t.tokenOf('hr.head');
    const image = await uploaded('hr.head');
    const created = (
      await post('hr.head', { title: 'Team outing', body: 'Photos inside', imageFileId: image })
    ).json() as Post;
    expect(created.image).toMatchObject({ id: image, downloadPath: expect.stringContaining(image) });
    const seen = await t.as(await t.tokenOf('employee'), {
      method: 'GET',
      url: `/api${created.image!.downloadPath.replace(/^\/api/, '')}`,
    });
    expect(seen.statusCode).toBe(200);

    const someoneElses = await uploaded('admin');
    const refused = await post('hr.head', { title: 'Not mine', body: 'x', imageFileId: someoneElses });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorDetails[0]).toMatch(/^imageFileId: /);
    expect(await t.db.select().from(feedPosts).where(eq(feedPosts.title, 'Not mine'))).toEqual([]);

    expect((await t.as(hr, { method: 'DELETE', url: `/api/feeds/${created.id}` })).statusCode).toBe(204);
    expect((await t.as(hr, { method: 'DELETE', url: `/api/feeds/${created.id}` })).statusCode).toBe(404);
    expect(
      (await t.as(hr, { method: 'PUT', url: `/api/feeds/${created.id}`, payload: { title: 'a', body: 'b' } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes the image a post replaces or drops, with the change: its uploader cannot download it either', async () => {
    const hr = await t.tokenOf('hr.head');
    const first = await uploaded('hr.head');
    const created = (
      await post('hr.head', { title: 'Offsite', body: 'Photos inside', imageFileId: first })
    ).json() as Post;
    const change = (imageFileId: string | null) =>
      t.as(hr, {
        method: 'PUT',
        url: `/api/feeds/${created.id}`,
        payload: { title: 'Offsite', body: 'Photos inside', imageFileId },
      });

    // A change refused keeps the image as it was: its row and its bytes.
    const refused = await change(await uploaded('admin'));
    expect(refused.statusCode).toBe(400);
    expect(await fileRow(first)).toMatchObject({ entity: 'feed', entityId: String(created.id) });
    expect((await download('hr.head', first)).statusCode).toBe(200);

    const second = await uploaded('hr.head');
    const replaced = await change(second);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().image).toMatchObject({ id: second });
    await expectGone(first);
    expect((await download('employee', second)).statusCode).toBe(200);

    const dropped = await change(null);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({ image: null });
    await expectGone(second);
  });

  it("deletes a deleted post's image with it: its uploader cannot download it either", async () => {
    const image = await uploaded('hr.head');
    const created = (
      await post('hr.head', { title: 'Old news', body: 'Gone soon', imageFileId: image })
    ).json() as Post;
    expect((await download('hr.head', image)).statusCode).toBe(200);
    expect(
      (await t.as(await t.tokenOf('hr.head'), { method: 'DELETE', url: `/api/feeds/${created.id}` })).statusCode,
    ).toBe(204);
    await expectGone(image);
  });

  it('tells everyone else of a post published now, and nobody of a scheduled one', async () => {
    await post('hr.head', { title: 'Canteen menu is out', body: 'Paneer on Friday' });
    await post('hr.head', {
      title: 'Secret plan',
      body: 'Later',
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const [employee] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
    const [hr] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'hr.head'));
    const told = (userId: number, body: string) =>
      t.db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, userId), eq(userNotifications.body, body)));
    expect(await told(employee!.id, 'Canteen menu is out')).toEqual([
      expect.objectContaining({ title: 'New post', link: '/ui/dashboard' }),
    ]);
    expect(await told(hr!.id, 'Canteen menu is out')).toEqual([]);
    expect(await told(employee!.id, 'Secret plan')).toEqual([]);
  });

  it('refuses a post without a title or body, naming the fields, and an EMPLOYEE every change (403)', async () => {
    const bad = await post('hr.head', { title: ' ', body: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails).toEqual(expect.arrayContaining(['title: Give a title.', 'body: Write the post.']));
    const token = await t.tokenOf('employee');
    const [any] = await t.db.select().from(feedPosts).limit(1);
    for (const call of [
      { method: 'POST', url: '/api/feeds', payload: { title: 'Mine', body: 'Mine' } },
      { method: 'PUT', url: `/api/feeds/${any!.id}`, payload: { title: 'Mine', body: 'Mine' } },
      { method: 'DELETE', url: `/api/feeds/${any!.id}` },
    ] as const) {
      expect((await t.as(token, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await t.db.select().from(feedPosts).where(eq(feedPosts.title, 'Mine'))).toEqual([]);
  });
});
