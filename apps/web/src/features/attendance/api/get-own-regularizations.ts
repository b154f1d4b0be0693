import { regularizationsApi } from '@staffdesk/shared/api/regularizations';
import type { TOwnRegularizationQuery, TRegularizationPage } from '@staffdesk/shared/schemas/attendance';
import { callApi } from '@/lib/api-client';

/** Your requests to correct a day's punches, newest first. */
export function getOwnRegularizations(query: TOwnRegularizationQuery): Promise<TRegularizationPage> {
  return callApi(regularizationsApi.ownRegularizations, { query });
}
