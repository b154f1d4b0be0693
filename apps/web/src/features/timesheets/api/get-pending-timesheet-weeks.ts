import { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TPendingTimesheetWeekPage, TPendingTimesheetWeekQuery } from '@staffdesk/shared/schemas/timesheets';
import { callApi } from '@/lib/api-client';

/** The weeks waiting for the viewer's approval, for the approvals queue. */
export function getPendingTimesheetWeeks(query: TPendingTimesheetWeekQuery): Promise<TPendingTimesheetWeekPage> {
  return callApi(timesheetsApi.pendingTimesheetWeeks, { query });
}
