import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { files, users } from '../../db/schema/index';
import { sweepUnattached } from '../files/service';
import { fixtures, sha256, upload } from '../files/test-helpers';

/** The profile picture, the first user of uploads: upload, set, show, replace, remove. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (username: string) => t.tokenOf(username);

async function uploadPicture(username: string, data: Buffer, category = 'PROFILE_PICTURE'): Promise<string> {
  const res = await upload(t, await tokenOf(username), category, { name: 'me.png', data });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function updateProfile(username: string, payload: Record<string, unknown>) {
  return t.as(await tokenOf(username), { method: 'PATCH', url: '/api/users/context', payload });
}

async function context(username: string) {
  return (await t.as(await tokenOf(username), { method: 'GET', url: '/api/users/context' })).json();
}

async function fileRow(id: string) {
  const [row] = await t.db.select().from(files).where(eq(files.id, id));
  return row;
}

const downloadAs = async (username: string, path: string) =>
  t.as(await tokenOf(username), { method: 'GET', url: path });

describe('the profile picture', () => {
  it('is uploaded, set on the profile, shown as its download path, and readable by anyone signed in', async () => {
    const data = fixtures.png(5_000);
    const id = await uploadPicture('employee', data);
    const res = await updateProfile('employee', { profilePictureFileId: id });
    expect(res.statusCode, res.body).toBe(200);
    const path = `/api/files/downloadFile/${id}`;
    expect(res.json().profilePictureUrl).toBe(path);
    expect((await context('employee')).profilePictureUrl).toBe(path);
    const [employee] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
    expect(await fileRow(id)).toMatchObject({ entity: 'user', entityId: String(employee!.id) });

    const seen = await downloadAs('manager', path);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(sha256(seen.rawPayload)).toBe(sha256(data));
    // The employee record shows it too, to their manager.
    const record = await t.as(await tokenOf('manager'), { method: 'GET', url: `/api/employee/${employee!.id}` });
    expect(record.statusCode).toBe(200);
    expect(record.json().profilePictureUrl).toBe(path);
    // Sending the same file again changes nothing.
    expect((await updateProfile('employee', { profilePictureFileId: id, bio: 'again' })).statusCode).toBe(200);
  });

  it('replaces the picture before: the old file is let go, no one else reads it, and the sweep removes it', async () => {
    const first = await uploadPicture('manager', fixtures.png());
    expect((await updateProfile('manager', { profilePictureFileId: first })).statusCode).toBe(200);
    const second = await uploadPicture('manager', fixtures.jpeg());
    const res = await updateProfile('manager', { profilePictureFileId: second });
    expect(res.json().profilePictureUrl).toBe(`/api/files/downloadFile/${second}`);
    expect(await fileRow(first)).toMatchObject({ entity: null, attachedAt: null });
    expect((await downloadAs('employee', `/api/files/downloadFile/${first}`)).statusCode).toBe(404);
    expect((await downloadAs('employee', `/api/files/downloadFile/${second}`)).statusCode).toBe(200);

    await t.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(files.id, first));
    await t.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(files.id, second));
    await sweepUnattached(t.db, t.storage);
    expect(await fileRow(first)).toBeUndefined();
    expect(await t.storage.get(first)).toBeUndefined();
    // The picture in use stays, however old.
    expect(await fileRow(second)).toBeDefined();
  });

  it('is removed with null, and the file let go', async () => {
    const id = await uploadPicture('pm', fixtures.webp());
    await updateProfile('pm', { profilePictureFileId: id });
    const res = await updateProfile('pm', { profilePictureUrl: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePictureUrl).toBeNull();
    expect(await fileRow(id)).toMatchObject({ attachedAt: null });
    const again = await uploadPicture('pm', fixtures.png());
    await updateProfile('pm', { profilePictureFileId: again });
    expect((await updateProfile('pm', { profilePictureFileId: null })).json().profilePictureUrl).toBeNull();
  });

  it('may be an https address instead, which lets the uploaded picture go', async () => {
    const id = await uploadPicture('it.head', fixtures.png());
    await updateProfile('it.head', { profilePictureFileId: id });
    const res = await updateProfile('it.head', { profilePictureUrl: 'https://pictures.example.com/it-head.png' });
    expect(res.json().profilePictureUrl).toBe('https://pictures.example.com/it-head.png');
    expect(await fileRow(id)).toMatchObject({ attachedAt: null });
  });

  it("refuses another user's upload, an upload of another category, both fields at once, and changes nothing", async () => {
    const before = await context('hr.head');
    const others = await uploadPicture('employee', fixtures.png());
    const refused = await updateProfile('hr.head', { profilePictureFileId: others });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'This is not a profile picture you uploaded, or a record holds it already: upload it again.',
      errorDetails: [
        'profilePictureFileId: This is not a profile picture you uploaded, or a record holds it already: upload it again.',
      ],
    });
    const receipt = await uploadPicture('hr.head', fixtures.pdf(), 'RECEIPT');
    expect((await updateProfile('hr.head', { profilePictureFileId: receipt })).statusCode).toBe(400);
    const own = await uploadPicture('hr.head', fixtures.png());
    const both = await updateProfile('hr.head', {
      profilePictureFileId: own,
      profilePictureUrl: 'https://pictures.example.com/x.png',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Send a picture file or a picture address, not both.');
    expect(await context('hr.head')).toEqual(before);
    expect(await fileRow(own)).toMatchObject({ attachedAt: null });
  });

  it('may be set by a user administrator for someone else, from their own upload', async () => {
    const [target] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'ta.head'));
    const id = await uploadPicture('admin', fixtures.png());
    const res = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${target!.id}`,
      payload: { profilePictureFileId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profilePictureUrl).toBe(`/api/files/downloadFile/${id}`);
    expect(await fileRow(id)).toMatchObject({ entity: 'user', entityId: String(target!.id) });
  });
});
