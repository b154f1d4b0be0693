import { sql, type SQLWrapper } from 'drizzle-orm';
import type { TTimesheetProjectOption } from '@staffdesk/shared/schemas/timesheets';
import { projectActivities, projectMembers, projects } from '../../db/schema/projects';

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
