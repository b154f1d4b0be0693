import { queryOptions, useQuery } from '@tanstack/react-query';
import { helpdeskStatisticsApi } from '@staffdesk/shared/api/helpdesk';
import type { THelpdeskStatistics } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';
import { HELPDESK_KEY } from './get-ticket';

/** One's own tickets (MINE), or those of the desks one runs (DECIDER). */
export type StatisticsScope = 'MINE' | 'DECIDER';

export function getHelpdeskStatistics(scope?: StatisticsScope): Promise<THelpdeskStatistics> {
  return callApi(helpdeskStatisticsApi.helpdeskStatistics, { query: { scope } });
}

export function helpdeskStatisticsQueryOptions(scope?: StatisticsScope) {
  return queryOptions({
    queryKey: [...HELPDESK_KEY, 'statistics', scope ?? 'default'],
    queryFn: () => getHelpdeskStatistics(scope),
  });
}

export function useHelpdeskStatistics(scope?: StatisticsScope) {
  return useQuery(helpdeskStatisticsQueryOptions(scope));
}
