import { sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { AWAY_DAY_STATUSES, type TAwayDay, type TPendingWeekLine } from '@staffdesk/shared/schemas/timesheets';
import { rowsOf, type Executor } from '../../db/client';
import { pgIntArray } from '../../db/prepared';
import { timesheetDays, timesheetEntries } from '../../db/schema/timesheets';
import { daysOf } from '../attendance/day-data';
import { employeeInfos } from '../organisation/employees';
import { entryProjectSql } from '../projects/for-timesheets';
import { toHours } from './days';

const d = timesheetDays;
const e = timesheetEntries;
const entryProject = entryProjectSql(e.projectId, e.activityId);

interface LineEntry {
  requestId: number;
  date: string;
  projectId: number;
  activityId: number;
  projectCode: string;
  projectName: string;
  activityName: string;
  minutes: number;
}

/** The entries on the requests' days, each with its request, project and activity, in the grid's order. */
const entriesOfRequestsSql = (requestIds: readonly number[]) => sql`
  select ${d.requestId} as "requestId", ${e.date}::text as "date", ${e.projectId} as "projectId",
    ${e.activityId} as "activityId", ${entryProject.columns}, ${e.minutes} as "minutes"
  from ${d} join ${e} on ${e.employeeId} = ${d.employeeId} and ${e.date} = ${d.date} ${entryProject.joins}
  where ${d.requestId} = any(${pgIntArray(requestIds)}::int[])
  order by "projectCode", "activityName", ${e.date}`;

/** A waiting week as the approvals list gives it. */
export interface WaitingWeek {
  id: number;
  employeeId: number;
  startDate: string;
}

export interface WeekDetails {
  lines: TPendingWeekLine[];
  awayDays: TAwayDay[];
}

function linesOf(week: WaitingWeek, entries: readonly LineEntry[]): TPendingWeekLine[] {
  const lines = new Map<string, Omit<TPendingWeekLine, 'hours' | 'totalHours'> & { minutes: number[] }>();
  for (const entry of entries) {
    const key = `${entry.projectId}:${entry.activityId}`;
    let line = lines.get(key);
    if (!line) {
      const { projectCode, projectName, activityName } = entry;
      lines.set(key, (line = { projectCode, projectName, activityName, minutes: [0, 0, 0, 0, 0, 0, 0] }));
    }
    const day = Math.round((Date.parse(entry.date) - Date.parse(week.startDate)) / 86_400_000);
    line.minutes[day] = (line.minutes[day] ?? 0) + entry.minutes;
  }
  return [...lines.values()].map(({ minutes, ...line }) => ({
    ...line,
    hours: minutes.map(toHours),
    totalHours: toHours(minutes.reduce((a, b) => a + b, 0)),
  }));
}

const isAway = (status: string): status is TAwayDay['status'] =>
  (AWAY_DAY_STATUSES as readonly string[]).includes(status);

/**
 * What a decider reads of each waiting week beside its totals: its lines, and the days with hours that the
 * attendance (approved leave, days without a punch) records the employee away. One read of each for the page.
 */
export async function weekDetails(tx: Executor, weeks: readonly WaitingWeek[]): Promise<Map<number, WeekDetails>> {
  const details = new Map<number, WeekDetails>();
  if (weeks.length === 0) return details;
  const entries = new Map<number, LineEntry[]>();
  for (const entry of await rowsOf<LineEntry>(tx, entriesOfRequestsSql(weeks.map((w) => w.id)))) {
    const list = entries.get(entry.requestId);
    if (list) list.push(entry);
    else entries.set(entry.requestId, [entry]);
  }
  const starts = weeks.map((w) => w.startDate).sort();
  const people = await employeeInfos(
    tx,
    weeks.map((w) => w.employeeId),
  );
  const attendance = await daysOf(tx, people, starts[0]!, addDays(starts.at(-1)!, 6));
  for (const week of weeks) {
    const own = entries.get(week.id) ?? [];
    const minutes = new Map<string, number>();
    for (const entry of own) minutes.set(entry.date, (minutes.get(entry.date) ?? 0) + entry.minutes);
    const awayDays = (attendance.get(week.employeeId) ?? []).flatMap((day): TAwayDay[] => {
      const logged = minutes.get(day.date) ?? 0;
      if (logged === 0 || !isAway(day.status)) return [];
      return [{ date: day.date, hours: toHours(logged), status: day.status, leaveLabel: day.leaveLabel }];
    });
    details.set(week.id, { lines: linesOf(week, own), awayDays });
  }
  return details;
}
