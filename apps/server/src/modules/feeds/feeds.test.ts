import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { feedPosts } from '../../db/schema/feeds';
import { files } from '../../db/schema/files';
import { userNotifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/identity';
import { fixtures, upload } from '../files/test-helpers';

type Post = { id: number; title: string; body: string; pinned: boolean; status: string; author: string; publishedAt: string; image: { id: string; downloadPath: string } | null };
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
async function feed(username: string, query = '') {
  const res = await t.as(await t.tokenOf(username), { method: 'GET', url: `/api/feeds${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
}

describe('feeds', () => {
  it('shows everyone the published posts, pinned on top then the newest, a page at a time', async () => {
    await t.db.delete(feedPosts);
    for (let i = 1; i <= 5; i++) expect((await post('hr.head', { title: `Post ${i}`, body: `Body ${i}` })).statusCode).toBe(201);
    const pinned = (await post('admin', { title: 'Pinned rules', body: 'Read me first', pinned: true })).json() as Post;
    expect(pinned).toMatchObject({ pinned: true, status: 'PUBLISHED', author: 'Arjun Mehta', image: null });
    const later = (await post('md', { title: 'Tomorrow', body: 'Not yet', publishAt: new Date(Date.now() + 24 * HOUR).toISOString() })).json() as Post;
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

  it('carries an uploaded image that everyone may read, and lets it go when the post drops it or is deleted', async () => {
    const hr = await t.tokenOf('hr.head');
    const image = (await upload(t, hr, 'FEED_IMAGE', { name: 'team.png', data: fixtures.png() })).json() as { id: string };
    const created = (await post('hr.head', { title: 'Team outing', body: 'Photos inside', imageFileId: image.id })).json() as Post;
    expect(created.image).toMatchObject({ id: image.id, downloadPath: expect.stringContaining(image.id) });
    const seen = await t.as(await t.tokenOf('employee'), { method: 'GET', url: `/api${created.image!.downloadPath.replace(/^\/api/, '')}` });
    expect(seen.statusCode).toBe(200);

    const someoneElses = (await upload(t, await t.tokenOf('admin'), 'FEED_IMAGE', { name: 'x.png', data: fixtures.png() })).json() as { id: string };
    const refused = await post('hr.head', { title: 'Not mine', body: 'x', imageFileId: someoneElses.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorDetails[0]).toMatch(/^imageFileId: /);
    expect(await t.db.select().from(feedPosts).where(eq(feedPosts.title, 'Not mine'))).toEqual([]);

    const changed = await t.as(hr, { method: 'PUT', url: `/api/feeds/${created.id}`, payload: { title: 'Team outing!', body: 'No photo after all', imageFileId: null } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Team outing!', image: null });
    expect((await t.db.select().from(files).where(eq(files.id, image.id)))[0]!.attachedAt).toBeNull();

    expect((await t.as(hr, { method: 'DELETE', url: `/api/feeds/${created.id}` })).statusCode).toBe(204);
    expect((await t.as(hr, { method: 'DELETE', url: `/api/feeds/${created.id}` })).statusCode).toBe(404);
    expect((await t.as(hr, { method: 'PUT', url: `/api/feeds/${created.id}`, payload: { title: 'a', body: 'b' } })).statusCode).toBe(404);
  });

  it('tells everyone else of a post published now, and nobody of a scheduled one', async () => {
    await post('hr.head', { title: 'Canteen menu is out', body: 'Paneer on Friday' });
    await post('hr.head', { title: 'Secret plan', body: 'Later', publishAt: new Date(Date.now() + HOUR).toISOString() });
    const [employee] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
    const [hr] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'hr.head'));
    const told = (userId: number, body: string) => t.db.select().from(userNotifications).where(and(eq(userNotifications.userId, userId), eq(userNotifications.body, body)));
    expect(await told(employee!.id, 'Canteen menu is out')).toEqual([expect.objectContaining({ title: 'New post', link: '/ui/dashboard' })]);
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
