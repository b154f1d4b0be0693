import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { TTimesheetProjectOption } from '@staffdesk/shared/schemas/timesheets';
import { projectActivities, projectMembers, projects } from '../../db/schema/projects';
import type { Executor } from '../../db/client';
import { PROJECT_ID } from './access';

/**
 * What timesheets show of a project and an activity beside their entries (projectCode, projectName,
 * activityName): columns and the joins on the entry's columns that give them, one lookup of each.
 */
export const entryProjectSql = (projectId: SQLWrapper, activityId: SQLWrapper) => ({
  columns: sql`${projects.code} as "projectCode", ${projects.name} as "projectName", ${projectActivities.name} as "activityName"`,
  joins: sql`join ${projects} on ${projects.id} = ${projectId} join ${projectActivities} on ${projectActivities.id} = ${activityId}`,
});

/** A project and one of its activities, as projectOptionsSql gives them. */
export interface ProjectOptionRow {
  id: number;
  code: string;
  name: string;
  activityId: number;
  activityName: string;
  billable: boolean;
}

/**
 * The projects the employee in the placeholder `employeeId` is a member of, each with its active activities, by
 * code (projects without any left out): what the timesheet grid picks from, read with the rest of a week.
 */
export const projectOptionsSql = sql`
  select ${projects.id} as "id", ${projects.code} as "code", ${projects.name} as "name",
    ${projectActivities.id} as "activityId", ${projectActivities.name} as "activityName", ${projectActivities.billable} as "billable"
  from ${projectMembers}
  join ${projects} on ${projects.id} = ${projectMembers.projectId}
  join ${projectActivities} on ${projectActivities.projectId} = ${projects.id} and ${projectActivities.active}
  where ${projectMembers.userId} = ${sql.placeholder('employeeId')}
  order by ${projects.code}, ${projectActivities.name}`;

/** The rows of projectOptionsSql, one option per project. */
export function projectOptionsFrom(rows: readonly ProjectOptionRow[]): TTimesheetProjectOption[] {
  const byProject = new Map<number, TTimesheetProjectOption>();
  for (const r of rows) {
    let option = byProject.get(r.id);
    if (!option) byProject.set(r.id, (option = { id: r.id, code: r.code, name: r.name, activities: [] }));
    option.activities.push({ id: r.activityId, name: r.activityName, billable: r.billable });
  }
  return [...byProject.values()];
}

/**
 * What timesheets ask of projects: for each activity, its project, whether it is active, and whether the
 * employee is a member of its project.
 */
export async function activitiesForLogging(tx: Executor, employeeId: number, activityIds: readonly number[]) {
  if (activityIds.length === 0)
    return new Map<
      number,
      { projectId: number; active: boolean; member: boolean; projectName: string; activityName: string }
    >();
  const rows = await tx
    .select({
      id: projectActivities.id,
      projectId: projectActivities.projectId,
      active: projectActivities.active,
      activityName: projectActivities.name,
      projectName: projects.name,
      member: sql<boolean>`exists (select 1 from ${projectMembers} m where m.project_id = ${PROJECT_ID} and m.user_id = ${employeeId})`,
    })
    .from(projectActivities)
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(inArray(projectActivities.id, [...activityIds]));
  return new Map(rows.map((r) => [r.id, r]));
}
