import { sql, type SQL } from 'drizzle-orm';
import { projectMembers } from '../../db/schema/projects';
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
