import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Grant } from '@staffdesk/shared/roles';
import { projectActivities, projectMembers } from '../../db/schema/projects';
import type { Executor } from '../../db/client';
import { can, type AuthUser } from '../../access';

export const NO_PROJECT = 'No such project, or it is not one of yours.';
export const NOT_THEIR_PROJECT = 'A project manager changes only the projects they manage.';

// Outer columns named in full inside subqueries: drizzle writes a lone table's columns unqualified, and
// an unqualified "id" there would be the subquery's own.
export const PROJECT_ID = sql.raw('"projects"."id"');

/** Rows of projects the viewer may read: all for VIEW_PROJECTS, else those they are a member of. */
export function visibleProjectsSql(viewer: AuthUser): SQL | undefined {
  if (can(viewer, 'VIEW_PROJECTS')) return undefined;
  return sql`exists (select 1 from ${projectMembers} pm where pm.project_id = ${PROJECT_ID} and pm.user_id = ${viewer.id})`;
}

/** May the viewer change this project and its activities: any with MANAGE_ANY_PROJECT, their own with MANAGE_PROJECTS. */
export function mayEditProject(viewer: AuthUser, project: { managerId: number }): boolean {
  return can(viewer, 'MANAGE_ANY_PROJECT') || (can(viewer, 'MANAGE_PROJECTS') && project.managerId === viewer.id);
}

/**
 * What being a member gives beside the roles, for the user context: the timesheet screen, while one of one's
 * projects has an activity to log hours on (what the timesheet grid offers).
 */
export async function memberGrants(executor: Executor, userId: number): Promise<Grant[]> {
  const [row] = await executor
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .innerJoin(
      projectActivities,
      and(eq(projectActivities.projectId, projectMembers.projectId), eq(projectActivities.active, true)),
    )
    .where(eq(projectMembers.userId, userId))
    .limit(1);
  return row ? ['LOG_TIME'] : [];
}
