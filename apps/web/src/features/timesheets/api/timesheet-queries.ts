import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TTimesheetBulkRequest } from '@staffdesk/shared/schemas/timesheets';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';
import { shiftDate } from '../hours';

/** Every timesheet query starts with this key: a save, lock or decision refreshes them all. */
export const TIMESHEET_KEY = ['timesheet'] as const;

/** Whose timesheet: the signed-in employee's (undefined) or another's by id. */
type Who = number | undefined;

export function weekQueryOptions(startDate: string, employeeId: Who) {
  return queryOptions({
    queryKey: [...TIMESHEET_KEY, 'week', employeeId ?? 'own', startDate],
    queryFn: () => callApi(timesheetsApi.timesheetWeek, { query: { startDate, ...(employeeId ? { employeeId: String(employeeId) } : {}) } }),
  });
}

export const useTimesheetWeek = (startDate: string, employeeId: Who, enabled = true) =>
  useQuery({ ...weekQueryOptions(startDate, employeeId), placeholderData: keepPreviousData, enabled });

export function useCalendarSummary(monthYear: string, employeeId: Who) {
  return useQuery({
    queryKey: [...TIMESHEET_KEY, 'month', employeeId ?? 'own', monthYear],
    queryFn: () => callApi(timesheetsApi.timesheetCalendarSummary, { query: { monthYear, ...(employeeId ? { employeeId: String(employeeId) } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** A save, lock or decision changes the weeks, and the approvals queues (a week's request). */
function useRefreshing<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => Promise.all([TIMESHEET_KEY, REQUESTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}

/** The grid's save shows a refusal beside the grid itself. */
export const useSaveWeek = () => useRefreshing((body: TTimesheetBulkRequest) => callApi(timesheetsApi.saveTimesheetWeek, { body }, { toastErrors: false }));

/** The week calls of one's own week and of a reportee's: lock, unlock, approve, unapprove. */
export type WeekAction = 'lock' | 'unlock' | 'approve' | 'unapprove';

const WEEK_CALLS = {
  lock: [timesheetsApi.lockTimesheetWeek, timesheetsApi.lockReporteeTimesheetWeek],
  unlock: [timesheetsApi.unlockTimesheetWeek, timesheetsApi.unlockReporteeTimesheetWeek],
  approve: [timesheetsApi.approveTimesheetWeek, timesheetsApi.approveReporteeTimesheetWeek],
  unapprove: [timesheetsApi.unapproveTimesheetWeek, timesheetsApi.unapproveReporteeTimesheetWeek],
} as const;

export const useWeekAction = () =>
  useRefreshing(({ action, startDate, employeeId }: { action: WeekAction; startDate: string; employeeId: Who }) => {
    const query = { startDate, endDate: shiftDate(startDate, 6) };
    const [own, reportee] = WEEK_CALLS[action];
    return employeeId ? callApi(reportee, { params: { id: employeeId }, query }) : callApi(own, { query });
  });

export const useDayAction = () =>
  useRefreshing(({ action, date, employeeId }: { action: WeekAction; date: string; employeeId: Who }) => {
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
  });
