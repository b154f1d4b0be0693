import { useState } from 'react';
import type { TDayOutcome, TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { toast } from '@/lib/toast';
import { useRunDayAction } from './api/run-day-action';
import { useRunWeekAction, type WeekAction } from './api/run-week-action';
import { longDay, outcomeSummary } from './day-labels';
import { ACTION_WORDS } from './state-actions';

/**
 * Locks, unlocks, approves and unapproves the week or a day of it, the employee's own or a reportee's: each
 * answer is toasted, and its days kept to list under the grid until dismissed.
 */
export function useStateActions(week: TTimesheetWeek) {
  const employeeId = week.isOwn ? undefined : week.employeeId;
  const [outcome, setOutcome] = useState<{ title: string; days: TDayOutcome[] } | null>(null);
  const weekAction = useRunWeekAction();
  const dayAction = useRunDayAction();

  const runWeek = (action: WeekAction) =>
    weekAction.mutate(
      { action, startDate: week.startDate, employeeId },
      {
        onSuccess: (answer) => {
          const summary = outcomeSummary(answer, ACTION_WORDS[action].done);
          toast[answer.refused ? 'warning' : 'success'](summary);
          setOutcome({ title: summary, days: answer.days });
        },
      },
    );

  const runDay = (action: WeekAction, date: string) =>
    dayAction.mutate(
      { action, date, employeeId },
      {
        onSuccess: (answer) => {
          toast[answer.outcome === 'REFUSED' ? 'warning' : 'success'](`${longDay(date)}: ${answer.message}`);
          setOutcome({ title: longDay(date), days: [answer] });
        },
      },
    );

  return {
    outcome,
    dismissOutcome: () => setOutcome(null),
    runWeek,
    runDay,
    isPending: weekAction.isPending || dayAction.isPending,
  };
}
