import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TTimesheetBulkRequest, TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { callApi } from '@/lib/api-client';
import { refreshTimesheets } from './get-timesheet-week';

/** The grid shows the server's refusal (a locked day that would change) beside itself. */
export function saveTimesheetWeek(body: TTimesheetBulkRequest): Promise<TTimesheetWeek> {
  return callApi(timesheetsApi.saveTimesheetWeek, { body }, { toastErrors: false });
}

export function useSaveTimesheetWeek() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTimesheetWeek, onSuccess: () => refreshTimesheets(queryClient) });
}
