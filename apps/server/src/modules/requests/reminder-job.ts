import type { AppDeps } from '../../deps';
import type { JobDefinition } from '../jobs/queue';
import type { ServerRequestFamily } from './family';
import { REMINDER_AFTER_WORKING_DAYS, remindWaitingRequests, type WaitingKind } from './reminders';

/** On REMINDER_SCHEDULE (hourly by default), one server at a time; a run counts what it reminded and escalated. */
export function reminderJob(
  deps: Pick<AppDeps, 'db' | 'push' | 'config'>,
  families: readonly ServerRequestFamily[],
  others: readonly WaitingKind[] = [],
): JobDefinition {
  return {
    name: 'reminders',
    title: 'Reminders and escalations',
    description:
      `Reminds deciders of requests waiting past ${REMINDER_AFTER_WORKING_DAYS} working days, ` +
      'and gives those waiting past twice as long to the next decider up.',
    schedule: deps.config.reminderSchedule,
    run: async () => {
      const run = await remindWaitingRequests(deps, families, new Date(), others);
      if (!run) return {};
      const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { items: total(run.reminded) + total(run.escalated) };
    },
  };
}
