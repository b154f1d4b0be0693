import { queryOptions, useQuery } from '@tanstack/react-query';
import { helpdeskStatisticsApi } from '@staffdesk/shared/api/helpdesk';
import type { THelpdeskStatistics } from '@staffdesk/shared/schemas/helpdesk';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** The help desk in numbers, in the server's default scope: the desk one runs, else one's own tickets. */
export function getHelpdeskStatistics(): Promise<THelpdeskStatistics> {
  return callApi(helpdeskStatisticsApi.helpdeskStatistics, { query: {} });
}

/** The help desk screens' key for the same answer: a ticket raised or decided there refreshes the card. */
export function helpdeskStatisticsQueryOptions() {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, 'helpdesk', 'statistics', 'default'],
    queryFn: getHelpdeskStatistics,
  });
}

export function useHelpdeskStatistics() {
  return useQuery(helpdeskStatisticsQueryOptions());
}
