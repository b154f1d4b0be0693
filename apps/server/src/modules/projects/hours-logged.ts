import { sql, type SQL } from 'drizzle-orm';
import { timesheetLoggedMinutes } from '../../db/schema/timesheets';

/**
 * Hours logged against a project or an activity, as subqueries beside the project's own rows. They sum the
 * per-employee totals that triggers keep beside the timesheet entries (timesheet_logged_minutes), a row per
 * person who logged on it, not the entries' whole history. Timesheets import projects, never the reverse.
 */
export const hoursLoggedOnProjectSql = (projectId: SQL) =>
  sql<number>`(select coalesce(sum(m.minutes), 0)::float8 / 60 from ${timesheetLoggedMinutes} m where m.project_id = ${projectId})`.mapWith(
    Number,
  );

export const hoursLoggedOnActivitySql = (activityId: SQL) =>
  sql<number>`(select coalesce(sum(m.minutes), 0)::float8 / 60 from ${timesheetLoggedMinutes} m where m.activity_id = ${activityId})`.mapWith(
    Number,
  );
