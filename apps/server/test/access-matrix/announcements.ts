import { eq } from 'drizzle-orm';
import { feedPosts } from '../../src/db/schema/feeds';
import { flashes } from '../../src/db/schema/flashes';
import {
  everyone,
  fileRecord,
  holds,
  made,
  needs,
  seenBy,
  uploaded,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const flashBody = (audience: string[] = []) => ({
  message: 'Town hall at four',
  severity: 'INFO',
  visibleFrom: at(-HOUR),
  visibleUntil: at(HOUR),
  audience,
});

/** A live flash the HR head wrote. Any holder of CREATE_FLASH may change it; nobody else may touch it. */
async function flash(ctx: MatrixContext): Promise<MatrixRecord> {
  const { id } = await made<{ id: number }>(ctx, 'hr.head', 'POST', '/api/flashes', flashBody());
  return { id, state: () => ctx.t.db.select().from(flashes).where(eq(flashes.id, id)) };
}

/** Whom each flash is for (no roles: everyone), read when the lists' records are made. */
const audiences = new Map<number, string[]>();

export const flashesMatrix: MatrixFamily = {
  name: 'flashes',
  seed: async (ctx) => {
    await made(ctx, 'hr.head', 'POST', '/api/flashes', flashBody(['IT_HEAD']));
    await made(ctx, 'md', 'POST', '/api/flashes', flashBody(['EMPLOYEE', 'L1']));
    await made(ctx, 'admin', 'POST', '/api/flashes', flashBody());
    for (const row of await ctx.t.db.select({ id: flashes.id, audience: flashes.audience }).from(flashes))
      audiences.set(row.id, row.audience);
  },
  routes: [
    { route: 'PUT /flashes/{id}', record: flash, body: () => flashBody(), expect: needs('CREATE_FLASH', () => 200) },
    { route: 'POST /flashes/{id}/end', record: flash, expect: needs('CREATE_FLASH', () => 200) },
    { route: 'DELETE /flashes/{id}', record: flash, expect: needs('CREATE_FLASH', () => 204) },
  ],
  lists: [
    {
      url: '/flashes/active',
      expect: () => 200,
      visible: (asker, row) => {
        const audience = audiences.get(Number(row.id)) ?? [];
        return audience.length === 0 || asker.roles.some((role) => audience.includes(role));
      },
    },
    { url: '/flashes', expect: (asker) => (holds('CREATE_FLASH')(asker) ? 200 : 403), visible: () => true },
  ],
};

/** A post the HR head published, with an image. */
async function post(ctx: MatrixContext) {
  const imageFileId = await uploaded(ctx, 'hr.head', 'FEED_IMAGE');
  const { id } = await made<{ id: number }>(ctx, 'hr.head', 'POST', '/api/feeds', {
    title: `Post ${ctx.next()}`,
    body: 'Team lunch on Friday.',
    imageFileId,
  });
  return { id, imageFileId };
}
const postRecord = (ctx: MatrixContext, id: number): MatrixRecord => ({
  id,
  state: () => ctx.t.db.select().from(feedPosts).where(eq(feedPosts.id, id)),
});

export const feedsMatrix: MatrixFamily = {
  name: 'feeds',
  seed: async (ctx) => {
    await post(ctx);
    await made(ctx, 'md', 'POST', '/api/feeds', {
      title: 'Tomorrow',
      body: 'Not yet published.',
      publishAt: at(24 * HOUR),
    });
  },
  routes: [
    {
      route: 'GET /files/downloadFile/{id}',
      label: 'a feed image',
      record: async (ctx) => fileRecord(ctx, (await post(ctx)).imageFileId),
      expect: seenBy(everyone),
    },
    {
      route: 'PUT /feeds/{id}',
      record: async (ctx) => postRecord(ctx, (await post(ctx)).id),
      body: () => ({ title: 'Changed', body: 'Changed.' }),
      expect: needs('MANAGE_FEEDS', () => 200),
    },
    {
      route: 'DELETE /feeds/{id}',
      record: async (ctx) => postRecord(ctx, (await post(ctx)).id),
      expect: needs('MANAGE_FEEDS', () => 204),
    },
  ],
  lists: [
    // Everyone reads the published posts; a post scheduled for later is nobody's yet.
    { url: '/feeds?pageSize=100', expect: () => 200, visible: (_asker, row) => row.status === 'PUBLISHED' },
    {
      url: '/feeds?scheduled=true&pageSize=100',
      expect: (asker) => (holds('MANAGE_FEEDS')(asker) ? 200 : 403),
      visible: () => true,
    },
  ],
};
