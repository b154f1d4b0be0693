import type { z } from 'zod';
import type { TMergedRequestPage, ZMergedRequestQuerySchema } from '@staffdesk/shared/schemas/leave';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { viewableEmployee } from '../organisation/employees';
import type { ServerRequestFamily } from './family';

/**
 * One employee's requests of every family in the timeline, newest first: the newest `page × pageSize` of each
 * family, merged, then the page cut out. One person's requests stay few, even on late pages.
 */
export async function requestTimeline(
  { db }: Pick<AppDeps, 'db'>,
  families: readonly ServerRequestFamily[],
  actor: AuthUser,
  employeeId: number,
  q: z.output<typeof ZMergedRequestQuerySchema>,
): Promise<TMergedRequestPage> {
  await viewableEmployee(db, actor, employeeId, 'records');
  const limit = q.page * q.pageSize;
  const parts = await Promise.all(
    families.map(
      (f) => f.timeline?.(db, employeeId, { status: q.status, kind: q.kind, limit }) ?? { items: [], total: 0 },
    ),
  );
  const merged = parts
    .flatMap((p) => p.items)
    .sort((a, b) =>
      a.createdAt !== b.createdAt
        ? a.createdAt < b.createdAt
          ? 1
          : -1
        : a.kind !== b.kind
          ? a.kind < b.kind
            ? -1
            : 1
          : b.id - a.id,
    );
  return {
    items: merged.slice(limit - q.pageSize, limit),
    total: parts.reduce((n, p) => n + p.total, 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}
