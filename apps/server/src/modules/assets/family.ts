import { and, eq, isNull } from 'drizzle-orm';
import { assetRequestFamily } from '@staffdesk/shared/api/assets';
import { formatIsoDate as formatDate, localDateTime, DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import type { TAssetIssue, TAssetRequest } from '@staffdesk/shared/schemas/assets';
import { assetRequests, issuedAssets } from '../../db/schema/assets';
import type { Tx } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { requestLink, requesterOrDecider, type ServerRequestFamily } from '../requests/family';
import { ASSET_REQUEST_ENTITY, assetRequestById } from './view';

export type AssetRequestRow = typeof assetRequests.$inferSelect;

/** The asset an approval issues: the single approval's body, or this request's entry of a bulk approval's `assets`. */
function issueOf(row: AssetRequestRow, body: unknown): TAssetIssue {
  const many = (body as { assets?: (TAssetIssue & { id: number })[] } | undefined)?.assets;
  const issue = many ? many.find((a) => a.id === row.id) : (body as TAssetIssue | undefined);
  if (!issue?.assetTag || !issue.serialNumber) {
    const message = 'Give the asset tag and serial number of the asset you issue.';
    throw badRequest(message, [`${many ? 'assets' : 'assetTag'}: ${message}`]);
  }
  return issue;
}

/** Records the asset handed over, in the approval's transaction; a tag already in someone's hands is a conflict. */
async function recordIssue(tx: Tx, row: AssetRequestRow, body: unknown, actorId: number, today: string): Promise<void> {
  const issue = issueOf(row, body);
  const [taken] = await tx
    .select({ id: issuedAssets.id })
    .from(issuedAssets)
    .where(and(eq(issuedAssets.assetTag, issue.assetTag), isNull(issuedAssets.returnedOn)));
  if (taken) throw conflict(`The asset tag ${issue.assetTag} is issued to someone already; mark it returned first.`);
  await tx.insert(issuedAssets).values({
    employeeId: row.employeeId,
    requestId: row.id,
    assetType: row.assetType,
    assetTag: issue.assetTag,
    serialNumber: issue.serialNumber,
    issuedOn: issue.issuedOn ?? today,
    issuedBy: actorId,
  });
}

/** Asset requests in the request lifecycle: decided by the holders of VIEW_ASSET_REQUEST_APPROVAL. */
export const serverAssetRequestFamily: ServerRequestFamily<typeof assetRequests, TAssetRequest> = {
  declaration: assetRequestFamily,
  entity: ASSET_REQUEST_ENTITY,
  table: assetRequests,
  describe: (row) =>
    `an asset (${row.assetType.toLowerCase().replaceAll('_', ' ')}) needed by ${formatDate(row.neededBy)}`,
  links: (row) => ({
    requester: requestLink('/ui/human-resources/asset-list', row.id),
    decider: requestLink('/ui/human-resources/approvals', row.id, 'asset-requests'),
  }),
  view: assetRequestById,
  mayRead: requesterOrDecider(assetRequestFamily),
  onDecided: async (tx, row, decision, actor, body) => {
    if (decision !== 'approve') return;
    const today = localDateTime(new Date(), actor.employee?.timeZone ?? DEFAULT_TIME_ZONE).date;
    await recordIssue(tx, row, body, actor.id, today);
  },
};
