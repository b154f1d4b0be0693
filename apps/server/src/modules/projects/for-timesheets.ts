import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TTimesheetProjectOption } from '@staffdesk/shared/schemas/timesheets';
import { projectActivities, projectMembers, projects } from '../../db/schema/projects';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';

/** What timesheets show of a project and an activity beside their entries, as subqueries on the entry's columns. */
export const projectCodeSql = (projectId: SQL) => sql<string>`(select p.code from ${projects} p where p.id = ${projectId})`;
export const projectNameSql = (projectId: SQL) => sql<string>`(select p.name from ${projects} p where p.id = ${projectId})`;
export const activityNameSql = (activityId: SQL) => sql<string>`(select a.name from ${projectActivities} a where a.id = ${activityId})`;

/** Prepared once (db/prepared.ts): read on every visit of a timesheet week. */
const projectOptionsQuery = preparedQuery('timesheet_project_options', (tx, name) =>
  tx
    .select({ id: projects.id, code: projects.code, name: projects.name, activityId: projectActivities.id, activityName: projectActivities.name, billable: projectActivities.billable })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(projectActivities, and(eq(projectActivities.projectId, projects.id), eq(projectActivities.active, true)))
    .where(eq(projectMembers.userId, sql.placeholder('employeeId')))
    .orderBy(asc(projects.code), asc(projectActivities.name))
    .prepare(name),
);

/** The projects an employee is a member of, with their active activities, by code (projects without any left out): what the timesheet grid picks from. */
export async function projectOptionsOf(tx: Executor, employeeId: number): Promise<TTimesheetProjectOption[]> {
  const rows = await projectOptionsQuery(tx).execute({ employeeId });
  const byProject = new Map<number, TTimesheetProjectOption>();
  for (const r of rows) {
    let option = byProject.get(r.id);
    if (!option) byProject.set(r.id, (option = { id: r.id, code: r.code, name: r.name, activities: [] }));
    option.activities.push({ id: r.activityId, name: r.activityName, billable: r.billable });
  }
  return [...byProject.values()];
}
