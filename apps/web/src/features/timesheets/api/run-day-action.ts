import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TDayActionResponse } from '@staffdesk/shared/schemas/timesheets';
import { callApi } from '@/lib/api-client';
import { refreshTimesheets, type Who } from './get-timesheet-week';
import type { WeekAction } from './run-week-action';

/** One's own day is locked and unlocked; a reportee's (employeeId) approved and unapproved. */
export function runDayAction({
  action,
  date,
  employeeId,
}: {
  action: WeekAction;
  date: string;
  employeeId: Who;
}): Promise<TDayActionResponse> {
  const query = { date };
  switch (action) {
    case 'lock':
      return callApi(timesheetsApi.lockTimesheetDay, { query });
    case 'unlock':
      return callApi(timesheetsApi.unlockTimesheetDay, { query });
    case 'approve':
      return callApi(timesheetsApi.approveTimesheetDay, { params: { id: employeeId ?? 0 }, query });
    case 'unapprove':
      return callApi(timesheetsApi.unapproveTimesheetDay, { params: { id: employeeId ?? 0 }, query });
  }
}

export function useRunDayAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runDayAction, onSuccess: () => refreshTimesheets(queryClient) });
}
