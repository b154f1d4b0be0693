import { eq } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { assetRequests, issuedAssets } from '../../src/db/schema/assets';
import { serverAssetRequestFamily } from '../../src/modules/assets/family';
import {
  auditedRecord,
  holds,
  isOwner,
  made,
  needs,
  ownerOr,
  requestFamilyRoutes,
  seenBy,
  type Expectation,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

const DECIDES = 'VIEW_ASSET_REQUEST_APPROVAL';

/** A new asset request of the owner, pending. */
async function asked(ctx: MatrixContext): Promise<number> {
  const body = { assetType: 'LAPTOP', reason: 'The old one is slow.', neededBy: addDays(ctx.today, 7) };
  return (await made<{ id: number }>(ctx, 'employee', 'POST', '/api/assets', body)).id;
}
const issue = (ctx: MatrixContext) => ({ assetTag: `LT-MATRIX-${ctx.next()}`, serialNumber: 'SN-MATRIX' });

/** An asset issued to the owner (a request approved by IT): what IT marks returned. */
async function issued(ctx: MatrixContext): Promise<MatrixRecord> {
  const request = await asked(ctx);
  await made(ctx, 'it.head', 'POST', `/api/assets/approve/${request}`, issue(ctx), 200);
  const [row] = await ctx.t.db.select().from(issuedAssets).where(eq(issuedAssets.requestId, request));
  return { id: row!.id, state: () => ctx.t.db.select().from(issuedAssets).where(eq(issuedAssets.id, row!.id)) };
}

/** The owner's request with its row and audit trail; `then` moves it on first (approved by IT, rejected). */
async function request(ctx: MatrixContext, then?: 'approve' | 'reject'): Promise<MatrixRecord> {
  const id = await asked(ctx);
  if (then === 'approve') await made(ctx, 'it.head', 'POST', `/api/assets/approve/${id}`, issue(ctx), 200);
  if (then === 'reject')
    await made(ctx, 'it.head', 'POST', `/api/assets/reject/${id}`, { remark: 'Not this quarter.' }, 200);
  const record = auditedRecord(ctx, assetRequests, 'asset-request', id);
  // An issued asset's correction writes its own row: that too stays as it was.
  return {
    id,
    state: async () => ({
      request: await record.state(),
      issued: await ctx.t.db.select().from(issuedAssets).where(eq(issuedAssets.requestId, id)),
    }),
  };
}

/** The owner changes their pending request; a decider may not (403), everyone else learns nothing of it (404). */
const changesPending: Expectation = (asker, owner) => (isOwner(asker, owner) ? 200 : holds(DECIDES)(asker) ? 403 : 404);
/** A decider corrects the issued asset; its owner may not (403), everyone else learns nothing of it (404). */
const correctsIssued: Expectation = (asker, owner) => (holds(DECIDES)(asker) ? 200 : isOwner(asker, owner) ? 403 : 404);

export const assetsMatrix: MatrixFamily = {
  name: 'assets',
  seed: async (ctx) => {
    await issued(ctx);
    await made(ctx, 'employee.2fa', 'POST', '/api/assets', {
      assetType: 'MONITOR',
      reason: 'A second screen.',
      neededBy: addDays(ctx.today, 9),
    });
  },
  routes: [
    {
      route: 'GET /assets/{id}',
      record: async (ctx) => {
        const id = await asked(ctx);
        return { id, state: async () => undefined };
      },
      expect: seenBy(ownerOr(DECIDES)),
    },
    ...requestFamilyRoutes(serverAssetRequestFamily, asked, { approveBody: (ctx) => issue(ctx) }),
    {
      route: 'PUT /assets/{id}',
      label: 'a pending request',
      record: (ctx) => request(ctx),
      body: () => ({ reason: 'The old one is slower still.' }),
      expect: changesPending,
    },
    {
      route: 'PUT /assets/{id}',
      label: 'correcting the issued asset',
      record: (ctx) => request(ctx, 'approve'),
      body: (ctx) => ({ assetTag: `LT-MATRIX-${ctx.next()}` }),
      expect: correctsIssued,
    },
    {
      route: 'DELETE /assets/{id}',
      label: 'a rejected request',
      record: (ctx) => request(ctx, 'reject'),
      expect: needs(DECIDES, () => 204),
    },
    {
      route: 'POST /assets/issued/{id}/return',
      record: issued,
      body: () => ({}),
      expect: needs(DECIDES, seenBy(holds(DECIDES))),
    },
  ],
  lists: [
    { url: '/assets/employee?pageSize=100', expect: () => 200, visible: (asker, row) => row.employeeId === asker.id },
    { url: '/assets/issued?pageSize=100', expect: () => 200, visible: (asker, row) => row.employeeId === asker.id },
    {
      url: (ctx) => `/assets/issued?pageSize=100&employeeId=${ctx.owner.id}`,
      label: "/assets/issued?employeeId=(the owner's)",
      expect: seenBy(ownerOr(DECIDES)),
      visible: (_asker, row, owner) => row.employeeId === owner.id,
    },
    // The deciders' queue holds everyone's requests, and is refused to everyone else.
    {
      url: '/assets?status=ALL&pageSize=100',
      expect: (asker) => (holds(DECIDES)(asker) ? 200 : 403),
      visible: () => true,
    },
  ],
};
