import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventType } from '@staffdesk/shared/schemas/leave';
import { balancesApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';

export function getEventTypes(): Promise<TEventType[]> {
  return callApi(balancesApi.eventTypes);
}

/** Leave types change with an installation's setup, not while someone fills a form. */
export function eventTypesQueryOptions() {
  return queryOptions({ queryKey: ['event-types'], queryFn: getEventTypes, staleTime: 10 * 60_000 });
}

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
