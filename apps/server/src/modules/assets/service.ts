import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, localDateTime } from '@staffdesk/shared/dates';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type {
  ALL_ASSET_REQUEST_SORTS,
  TAssetRequest,
  TAssetRequestPage,
  TIssuedAsset,
  ZAssetRequestCreateSchema,
  ZAssetRequestListQuerySchema,
  ZOwnAssetRequestQuerySchema,
} from '@staffdesk/shared/schemas/assets';
import { assetRequests, issuedAssets } from '../../db/schema/assets';
import type { AppDeps } from '../../deps';
import { can, type AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { masterLabel } from '../master/service';
import { createLifecycle } from '../requests/lifecycle';
import { likePattern, userIdsNamedSql, userNameSql } from '../users/full-name';
import { serverAssetRequestFamily } from './family';
import { assetRequestById, issuedAssetById, issuedAssetsWhere, requestQuery, toRequestViews } from './view';

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);
const DECIDES = 'VIEW_ASSET_REQUEST_APPROVAL';

type AssetRequestSort = (typeof ALL_ASSET_REQUEST_SORTS)[number];
const SORTS: Record<AssetRequestSort, SQLWrapper> = {
  createdAt: assetRequests.createdAt,
  neededBy: assetRequests.neededBy,
  status: assetRequests.status,
  assetType: assetRequests.assetType,
  employeeName: userNameSql(assetRequests.employeeId),
};

const todayOf = (actor: AuthUser) => localDateTime(new Date(), actor.employee?.timeZone ?? DEFAULT_TIME_ZONE).date;

export function createAssetService(deps: Pick<AppDeps, 'db' | 'push'>) {
  const { db } = deps;
  const lifecycle = createLifecycle(deps);

  async function page(where: SQL | undefined, query: { page: number; pageSize: number; sort: AssetRequestSort; order: SortOrder; search?: string }): Promise<TAssetRequestPage> {
    const direction = query.order === 'asc' ? asc : desc;
    const named = query.search ? sql`${assetRequests.employeeId} in (${userIdsNamedSql(likePattern(query.search))})` : undefined;
    where = and(where, named);
    const [rows, [total]] = await Promise.all([
      requestQuery(db)
        .where(where)
        .orderBy(direction(SORTS[query.sort]), direction(assetRequests.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(assetRequests).where(where),
    ]);
    return { items: await toRequestViews(db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** An asset type of the master list; needed by today or later. */
  async function create(actor: AuthUser, input: z.output<typeof ZAssetRequestCreateSchema>): Promise<TAssetRequest> {
    if (input.neededBy < todayOf(actor)) throw fieldError('neededBy', 'The date needed by cannot be in the past.');
    if (!(await masterLabel(db, 'assetTypes', input.assetType))) throw fieldError('assetType', 'Choose an asset type from the list.');
    const row = await lifecycle.create(serverAssetRequestFamily, actor, async (tx) => {
      const [inserted] = await tx.insert(assetRequests).values({ employeeId: actor.id, ...input }).returning();
      return inserted!;
    });
    return assetRequestById(db, row.id);
  }

  async function all(query: z.output<typeof ZAssetRequestListQuerySchema>) {
    return page(query.status === 'ALL' ? undefined : eq(assetRequests.status, query.status), query);
  }

  async function own(actor: AuthUser, query: z.output<typeof ZOwnAssetRequestQuerySchema>) {
    return page(and(eq(assetRequests.employeeId, actor.id), query.status === 'ALL' ? undefined : eq(assetRequests.status, query.status)), query);
  }

  /** One request: its requester's, or anyone's for those who decide asset requests; anyone else gets 404. */
  async function get(actor: AuthUser, id: number): Promise<TAssetRequest> {
    const [view] = await toRequestViews(db, await requestQuery(db).where(eq(assetRequests.id, id)));
    if (!view || (view.employeeId !== actor.id && !can(actor, DECIDES))) throw notFound('No such request.');
    return view;
  }

  /** The assets issued to the caller, or to another employee for those who decide asset requests. */
  async function issued(actor: AuthUser, employeeId: number | undefined): Promise<{ items: TIssuedAsset[] }> {
    const whose = employeeId ?? actor.id;
    if (whose !== actor.id && !can(actor, DECIDES)) throw notFound('No such employee.');
    return { items: await issuedAssetsWhere(db, eq(issuedAssets.employeeId, whose)) };
  }

  /** Marks an asset returned: it stays in its holder's list as history, and its tag may be issued again. */
  async function returnAsset(actor: AuthUser, id: number, returnedOn: string | undefined): Promise<TIssuedAsset> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(issuedAssets).where(eq(issuedAssets.id, id)).for('update');
      if (!row) throw notFound('No such asset.');
      if (row.returnedOn) throw conflict('This asset is returned already.');
      const on = returnedOn ?? todayOf(actor);
      if (on < row.issuedOn) throw fieldError('returnedOn', 'An asset cannot be returned before it was issued.');
      const [after] = await tx.update(issuedAssets).set({ returnedOn: on, returnedBy: actor.id }).where(eq(issuedAssets.id, id)).returning();
      await writeAudit(tx, { actorId: actor.id, action: 'issued-asset.return', entity: 'issued-asset', entityId: id, before: row, after });
    });
    return issuedAssetById(db, id);
  }

  return { create, all, own, get, issued, returnAsset };
}
