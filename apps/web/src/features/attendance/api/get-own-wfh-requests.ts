import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import type { TEventRequestPage, TEventRequestQuery } from '@staffdesk/shared/schemas/leave';
import { callApi } from '@/lib/api-client';

/** Your work-from-home requests (not leave), newest first. */
export function getOwnWfhRequests(query: Omit<TEventRequestQuery, 'kind'>): Promise<TEventRequestPage> {
  return callApi(eventRequestsApi.ownEventRequests, { query: { ...query, kind: 'wfh' } });
}
