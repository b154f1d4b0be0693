import { useQueryClient } from '@tanstack/react-query';
import type { TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { toast } from '@/lib/toast';
import { timesheetWeekQueryOptions } from './api/get-timesheet-week';
import { shiftDate } from './hours';
import type { WeekDraft } from './use-week-draft';
import { openDays, rowsToCopy, type ActivityChoice } from './week-draft';

/** Copy last week: adds last week's rows this week lacks to the draft, for the employee to save. */
export function useCopyLastWeek(week: TTimesheetWeek, draft: WeekDraft, choices: readonly ActivityChoice[]) {
  const queryClient = useQueryClient();

  return async () => {
    const last = await queryClient.fetchQuery(timesheetWeekQueryOptions(shiftDate(week.startDate, -7), undefined));
    const fresh = rowsToCopy(last, draft.rows, choices, openDays(week.days));
    if (fresh.length === 0) {
      toast.info(last.rows.length ? 'Every row of last week is already here.' : 'Last week has no rows to copy.');
      return;
    }
    draft.append(fresh);
    toast.success(
      `${fresh.length} row${fresh.length === 1 ? '' : 's'} copied from last week: save the week to keep them.`,
    );
  };
}
