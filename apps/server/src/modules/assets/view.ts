import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TAssetRequest, TIssuedAsset } from '@staffdesk/shared/schemas/assets';
import { assetRequests, issuedAssets } from '../../db/schema/assets';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { masterLabelSql } from '../master/service';
import { departmentSql, employeeCodeSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import { isEscalatedSql } from '../requests/escalations';

/** The entity name of the family's requests: their audit rows and escalations carry it. */
export const ASSET_REQUEST_ENTITY = 'asset-request';

const issuedColumns = {
  id: issuedAssets.id,
  employeeId: issuedAssets.employeeId,
  employeeName: sql<string>`${userNameSql(issuedAssets.employeeId)}`,
  employeeCode: employeeCodeSql(issuedAssets.employeeId),
  department: departmentSql(issuedAssets.employeeId),
  requestId: issuedAssets.requestId,
  assetType: issuedAssets.assetType,
  assetTypeLabel: masterLabelSql('assetTypes', issuedAssets.assetType),
  assetTag: issuedAssets.assetTag,
  serialNumber: issuedAssets.serialNumber,
  issuedOn: issuedAssets.issuedOn,
  issuedByName: userNameSql(issuedAssets.issuedBy),
  returnedOn: issuedAssets.returnedOn,
};

/** Issued assets as the API answers them: those in hand first, then the returned ones, newest first. */
export async function issuedAssetsWhere(executor: Executor, where: SQL | undefined): Promise<TIssuedAsset[]> {
  return executor
    .select(issuedColumns)
    .from(issuedAssets)
    .where(where)
    .orderBy(sql`${issuedAssets.returnedOn} is not null`, desc(issuedAssets.issuedOn), desc(issuedAssets.id));
}

export async function issuedAssetById(executor: Executor, id: number): Promise<TIssuedAsset> {
  const [row] = await issuedAssetsWhere(executor, eq(issuedAssets.id, id));
  if (!row) throw notFound('No such asset.');
  return row;
}

/** An asset request's columns as the API answers them (with toRequestViews). */
export const requestColumns = {
  id: assetRequests.id,
  employeeId: assetRequests.employeeId,
  employeeName: sql<string>`${userNameSql(assetRequests.employeeId)}`,
  employeeCode: employeeCodeSql(assetRequests.employeeId),
  status: assetRequests.status,
  decidedBy: assetRequests.decidedBy,
  decidedByName: userNameSql(assetRequests.decidedBy),
  decidedAt: assetRequests.decidedAt,
  remark: assetRequests.remark,
  createdAt: assetRequests.createdAt,
  updatedAt: assetRequests.updatedAt,
  escalated: isEscalatedSql(ASSET_REQUEST_ENTITY, assetRequests.id),
  step: assetRequests.step,
  chain: assetRequests.chain,
  assetType: assetRequests.assetType,
  assetTypeLabel: masterLabelSql('assetTypes', assetRequests.assetType),
  reason: assetRequests.reason,
  neededBy: assetRequests.neededBy,
};

export function requestQuery(executor: Executor) {
  return executor.select(requestColumns).from(assetRequests);
}

export type RequestViewRow = Awaited<ReturnType<typeof requestQuery>>[number];

/** Requests as the API answers them, with the asset each approval issued (one statement for the page). */
export async function toRequestViews(executor: Executor, rows: readonly RequestViewRow[]): Promise<TAssetRequest[]> {
  const ids = rows.map((r) => r.id);
  const issued = ids.length ? await issuedAssetsWhere(executor, inArray(issuedAssets.requestId, ids)) : [];
  const byRequest = new Map(issued.map((a) => [a.requestId, a]));
  return rows.map((r) => ({
    ...r,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    issuedAsset: byRequest.get(r.id) ?? null,
  }));
}

export async function assetRequestById(executor: Executor, id: number): Promise<TAssetRequest> {
  const [view] = await toRequestViews(executor, await requestQuery(executor).where(eq(assetRequests.id, id)));
  if (!view) throw notFound('No such request.');
  return view;
}

/** Every issued asset (in hand and returned), by holder's name, for the HR report. */
export async function allIssuedAssets(executor: Executor): Promise<TIssuedAsset[]> {
  return executor
    .select(issuedColumns)
    .from(issuedAssets)
    .orderBy(
      userNameSql(issuedAssets.employeeId),
      issuedAssets.employeeId,
      sql`${issuedAssets.returnedOn} is not null`,
      desc(issuedAssets.issuedOn),
      issuedAssets.id,
    );
}

/** How many asset requests wait for a decision. */
export async function pendingAssetRequestCount(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(assetRequests)
    .where(eq(assetRequests.status, 'PENDING'));
  return row?.n ?? 0;
}
