import { regularizationsApi } from '@staffdesk/shared/api/regularizations';
import type { TRegularizationPage, TReporteeRegularizationQuery } from '@staffdesk/shared/schemas/attendance';
import { callApi } from '@/lib/api-client';

/** The regularizations the viewer decides, for the approvals queue. */
export function getTeamRegularizations(query: TReporteeRegularizationQuery): Promise<TRegularizationPage> {
  return callApi(regularizationsApi.teamRegularizations, { query });
}
