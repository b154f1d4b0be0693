import { sql, type SQL } from 'drizzle-orm';
import { timesheetEntries } from '../../db/schema/timesheets';

/**
 * What the projects module reads of timesheets: hours logged against a project or an activity, as
 * subqueries it puts beside its own rows.
 */
export const hoursLoggedOnProjectSql = (projectId: SQL) =>
  sql<number>`(select coalesce(sum(e.minutes), 0)::float8 / 60 from ${timesheetEntries} e where e.project_id = ${projectId})`.mapWith(Number);

export const hoursLoggedOnActivitySql = (activityId: SQL) =>
  sql<number>`(select coalesce(sum(e.minutes), 0)::float8 / 60 from ${timesheetEntries} e where e.activity_id = ${activityId})`.mapWith(Number);
