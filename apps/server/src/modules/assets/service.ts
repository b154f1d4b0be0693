import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, localDateTime } from '@staffdesk/shared/dates';
import type {
  ALL_ASSET_REQUEST_SORTS,
  TAssetRequest,
  TIssuedAsset,
  ZAssetRequestCreateSchema,
  ZAssetRequestListQuerySchema,
  ZAssetRequestUpdateSchema,
  ZOwnAssetRequestQuerySchema,
} from '@staffdesk/shared/schemas/assets';
import { assetRequests, issuedAssets } from '../../db/schema/assets';
import type { Db, Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { reaches, type AuthUser } from '../../access';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { masterLabel } from '../master/service';
import { createRequest } from '../requests/lifecycle';
import { refuseOwnRecord } from '../requests/own-record';
import { likePattern, userIdsNamedSql } from '../users/full-name';
import { serverAssetRequestFamily } from './family';
import {
  assetRequestById,
  issuedAssetById,
  issuedAssetsWhere,
  requestColumns,
  requestQuery,
  toRequestViews,
  type RequestViewRow,
} from './view';
import { PlaceholderFilters, preparedListPages, type ListQuery, type ListSorts } from '../../db/prepared';
import { requestSorts } from '../requests/family';

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);
const DECIDES = 'VIEW_ASSET_REQUEST_APPROVAL';

type AssetRequestSort = (typeof ALL_ASSET_REQUEST_SORTS)[number];
const SORTS: ListSorts<AssetRequestSort> = requestSorts(assetRequests, {
  neededBy: assetRequests.neededBy,
  assetType: assetRequests.assetType,
});

/** Everyone's (for those who decide them) or one's own (`ownerId`). */
const scopeCondition = { all: sql`true`, own: eq(assetRequests.employeeId, sql.placeholder('ownerId')) };

type RequestListQuery = ListQuery<AssetRequestSort> & { status: string; search?: string };

function requestFilters(q: RequestListQuery): PlaceholderFilters {
  const filters = new PlaceholderFilters();
  if (q.status !== 'ALL') filters.add(eq(assetRequests.status, sql.placeholder('status')), { status: q.status });
  if (q.search)
    filters.add(sql`${assetRequests.employeeId} in (${userIdsNamedSql(sql.placeholder('search'))})`, {
      search: likePattern(q.search),
    });
  return filters;
}

const todayOf = (actor: AuthUser) => localDateTime(new Date(), actor.employee?.timeZone ?? DEFAULT_TIME_ZONE).date;

/** The deciders' tab of HR approvals and one's own (db/prepared.ts). */
const page = preparedListPages<
  RequestViewRow,
  TAssetRequest,
  keyof typeof scopeCondition,
  AssetRequestSort,
  RequestListQuery
>({
  table: assetRequests,
  columns: requestColumns,
  id: assetRequests.id,
  scopes: scopeCondition,
  sorts: SORTS,
  filters: requestFilters,
  items: (rows, executor) => toRequestViews(executor, rows),
});

async function checkAsked(executor: Executor, actor: AuthUser, input: { assetType?: string; neededBy?: string }) {
  if (input.neededBy !== undefined && input.neededBy < todayOf(actor))
    throw fieldError('neededBy', 'The date needed by cannot be in the past.');
  if (input.assetType !== undefined && !(await masterLabel(executor, 'assetTypes', input.assetType)))
    throw fieldError('assetType', 'Choose an asset type from the list.');
}

/** Needed by today or later. */
export async function createAssetRequest(
  deps: Pick<AppDeps, 'db' | 'push'>,
  actor: AuthUser,
  input: z.output<typeof ZAssetRequestCreateSchema>,
): Promise<TAssetRequest> {
  await checkAsked(deps.db, actor, input);
  const row = await createRequest(deps, serverAssetRequestFamily, actor, async (tx) => {
    const [inserted] = await tx
      .insert(assetRequests)
      .values({ employeeId: actor.id, ...input })
      .returning();
    return inserted!;
  });
  return assetRequestById(deps.db, row.id);
}

export async function allAssetRequests(db: Db, query: z.output<typeof ZAssetRequestListQuerySchema>) {
  return page(db, 'all', {}, query);
}

export async function ownAssetRequests(db: Db, actor: AuthUser, query: z.output<typeof ZOwnAssetRequestQuerySchema>) {
  return page(db, 'own', { ownerId: actor.id }, query);
}

/** Its requester's, or anyone's for asset deciders; anyone else gets 404. */
export async function oneAssetRequest(db: Db, actor: AuthUser, id: number): Promise<TAssetRequest> {
  const [view] = await toRequestViews(db, await requestQuery(db).where(eq(assetRequests.id, id)));
  if (!view || !(await serverAssetRequestFamily.mayRead(db, actor, view))) throw notFound('No such request.');
  return view;
}

/** To the caller, or to another employee for asset deciders. */
export async function listIssuedAssets(
  db: Db,
  actor: AuthUser,
  employeeId: number | undefined,
  scope?: 'IN_HAND',
): Promise<{ items: TIssuedAsset[] }> {
  if (scope === 'IN_HAND') {
    if (!reaches(actor, DECIDES)) throw forbidden('Only those who decide asset requests see every asset in hand.');
    return {
      items: await issuedAssetsWhere(
        db,
        and(
          isNull(issuedAssets.returnedOn),
          employeeId === undefined ? undefined : eq(issuedAssets.employeeId, employeeId),
        ),
      ),
    };
  }
  const whose = employeeId ?? actor.id;
  if (whose !== actor.id && !reaches(actor, DECIDES)) throw notFound('No such employee.');
  return { items: await issuedAssetsWhere(db, eq(issuedAssets.employeeId, whose)) };
}

/** It stays in its holder's list as history, and its tag may be issued again; never by its holder. */
export async function returnAsset(
  db: Db,
  actor: AuthUser,
  id: number,
  returnedOn: string | undefined,
): Promise<TIssuedAsset> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(issuedAssets).where(eq(issuedAssets.id, id)).for('update');
    if (!row) throw notFound('No such asset.');
    refuseOwnRecord(actor, row.employeeId);
    if (row.returnedOn) throw conflict('This asset is returned already.');
    const on = returnedOn ?? todayOf(actor);
    if (on < row.issuedOn) throw fieldError('returnedOn', 'An asset cannot be returned before it was issued.');
    const [after] = await tx
      .update(issuedAssets)
      .set({ returnedOn: on, returnedBy: actor.id })
      .where(eq(issuedAssets.id, id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'issued-asset.return',
      entity: 'issued-asset',
      entityId: id,
      before: row,
      after,
    });
  });
  return issuedAssetById(db, id);
}

/**
 * A pending request changes at its requester's hand; an issued asset's tag and serial are corrected by a decider
 * other than its holder until it is returned. Anything else is refused with what may change.
 */
export async function updateAssetRequest(
  db: Db,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ZAssetRequestUpdateSchema>,
): Promise<TAssetRequest> {
  const { assetTag, serialNumber, ...asked } = input;
  const changesAsked = Object.values(asked).some((v) => v !== undefined);
  const changesAsset = assetTag !== undefined || serialNumber !== undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(assetRequests).where(eq(assetRequests.id, id)).for('update');
    const decides = reaches(actor, DECIDES);
    if (!row || (row.employeeId !== actor.id && !decides)) throw notFound('No such request.');
    if (row.status === 'PENDING') {
      if (changesAsset)
        throw conflict(
          'Nothing is issued on this request yet: the asset tag and serial number are given when it is approved.',
        );
      if (row.employeeId !== actor.id)
        throw forbidden('Only the requester can change a pending request; approve or reject it instead.');
      await checkAsked(tx, actor, asked);
      const [after] = await tx
        .update(assetRequests)
        .set({ ...asked, updatedAt: sql`now()` })
        .where(eq(assetRequests.id, id))
        .returning();
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'asset-request.update',
        entity: 'asset-request',
        entityId: id,
        before: row,
        after,
      });
      return;
    }
    if (row.status !== 'APPROVED')
      throw conflict(`This request is ${row.status.toLowerCase()}: it does not change any more.`);
    if (changesAsked)
      throw conflict(
        "This request is decided: what was asked does not change any more; only the issued asset's tag and serial number can be corrected.",
      );
    if (!decides) throw forbidden('Only those who decide asset requests can correct an issued asset.');
    refuseOwnRecord(actor, row.employeeId);
    const [asset] = await tx.select().from(issuedAssets).where(eq(issuedAssets.requestId, id)).for('update');
    if (!asset) throw conflict('No asset is recorded on this request.');
    if (asset.returnedOn) throw conflict('The asset was returned: it is kept as history and does not change.');
    if (assetTag !== undefined && assetTag !== asset.assetTag) {
      const [taken] = await tx
        .select({ id: issuedAssets.id })
        .from(issuedAssets)
        .where(
          and(eq(issuedAssets.assetTag, assetTag), isNull(issuedAssets.returnedOn), ne(issuedAssets.id, asset.id)),
        );
      if (taken) throw conflict(`The asset tag ${assetTag} is issued to someone already; mark it returned first.`);
    }
    const [after] = await tx
      .update(issuedAssets)
      .set({ assetTag: assetTag ?? asset.assetTag, serialNumber: serialNumber ?? asset.serialNumber })
      .where(eq(issuedAssets.id, asset.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'issued-asset.update',
      entity: 'issued-asset',
      entityId: asset.id,
      before: asset,
      after,
    });
  });
  return assetRequestById(db, id);
}

/** Only a rejected or cancelled request, by a decider other than its requester: an issued asset needs its request. */
export async function removeAssetRequest(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(assetRequests).where(eq(assetRequests.id, id)).for('update');
    if (!row) throw notFound('No such request.');
    refuseOwnRecord(actor, row.employeeId);
    if (row.status === 'PENDING')
      throw conflict(
        'This request is pending: approve or reject it (or its requester cancels it) rather than deleting it.',
      );
    const [asset] = await tx
      .select({ tag: issuedAssets.assetTag })
      .from(issuedAssets)
      .where(eq(issuedAssets.requestId, id));
    if (asset || row.status === 'APPROVED')
      throw conflict(
        `An asset${asset ? ` (${asset.tag})` : ''} was issued on this request: it stays, with the asset's history.`,
      );
    await tx.delete(assetRequests).where(eq(assetRequests.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'asset-request.delete',
      entity: 'asset-request',
      entityId: id,
      before: row,
    });
  });
}
