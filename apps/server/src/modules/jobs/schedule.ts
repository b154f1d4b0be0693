import cronParser from 'cron-parser';
import { DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';

/** The company's zone, so that `0 9 * * *` is nine in the morning at the office. */
export const JOB_TIME_ZONE = DEFAULT_TIME_ZONE;

/** pg-boss reads five-field cron once a minute, so a field of seconds would not run more often. */
export function scheduleProblem(schedule: string): string | undefined {
  if (schedule.trim().split(/\s+/).length !== 5)
    return 'must be a cron expression of five fields: minute hour day month weekday, such as 0 * * * * for each hour';
  try {
    cronParser.parseExpression(schedule, { tz: JOB_TIME_ZONE });
    return undefined;
  } catch (err) {
    return `is not a cron expression pg-boss can read (${(err as Error).message})`;
  }
}

export function checkSchedule(schedule: string): void {
  const problem = scheduleProblem(schedule);
  if (problem) throw new Error(`the schedule ${schedule} ${problem}`);
}

export function nextRunOf(schedule: string, from = new Date()): Date {
  return cronParser.parseExpression(schedule, { tz: JOB_TIME_ZONE, currentDate: from }).next().toDate();
}
