import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TWeekOutcome } from '@staffdesk/shared/schemas/timesheets';
import { callApi } from '@/lib/api-client';
import { shiftDate } from '../hours';
import { refreshTimesheets, type Who } from './get-timesheet-week';

/** The calls of one's own week and of a reportee's, and of their days: lock, unlock, approve, unapprove. */
export type WeekAction = 'lock' | 'unlock' | 'approve' | 'unapprove';

const WEEK_CALLS = {
  lock: [timesheetsApi.lockTimesheetWeek, timesheetsApi.lockReporteeTimesheetWeek],
  unlock: [timesheetsApi.unlockTimesheetWeek, timesheetsApi.unlockReporteeTimesheetWeek],
  approve: [timesheetsApi.approveTimesheetWeek, timesheetsApi.approveReporteeTimesheetWeek],
  unapprove: [timesheetsApi.unapproveTimesheetWeek, timesheetsApi.unapproveReporteeTimesheetWeek],
} as const;

/** One's own week (no employeeId) or a reportee's, Monday to Sunday, answered day by day. */
export function runWeekAction({
  action,
  startDate,
  employeeId,
}: {
  action: WeekAction;
  startDate: string;
  employeeId: Who;
}): Promise<TWeekOutcome> {
  const query = { startDate, endDate: shiftDate(startDate, 6) };
  const [own, reportee] = WEEK_CALLS[action];
  return employeeId ? callApi(reportee, { params: { id: employeeId }, query }) : callApi(own, { query });
}

export function useRunWeekAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runWeekAction, onSuccess: () => refreshTimesheets(queryClient) });
}
