import { sql, type SQL } from 'drizzle-orm';
import { timesheetLoggedMinutes } from '../../db/schema/timesheets';

/**
 * What the projects module reads of timesheets: hours logged against a project or an activity, as
 * subqueries it puts beside its own rows. They sum the per-employee totals that triggers keep beside the
 * entries (timesheet_logged_minutes), a row per person who logged on it, not the entries' whole history.
 */
export const hoursLoggedOnProjectSql = (projectId: SQL) =>
  sql<number>`(select coalesce(sum(m.minutes), 0)::float8 / 60 from ${timesheetLoggedMinutes} m where m.project_id = ${projectId})`.mapWith(Number);

export const hoursLoggedOnActivitySql = (activityId: SQL) =>
  sql<number>`(select coalesce(sum(m.minutes), 0)::float8 / 60 from ${timesheetLoggedMinutes} m where m.activity_id = ${activityId})`.mapWith(Number);
