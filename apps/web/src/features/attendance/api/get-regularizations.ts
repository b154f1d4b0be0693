import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatus } from '@staffdesk/shared/schemas/requests';
import type { TRegularizationPage } from '@staffdesk/shared/schemas/attendance';
import { regularizationsApi } from '@staffdesk/shared/api/regularizations';
import { callApi } from '@/lib/api-client';

export const REGULARIZATIONS_KEY = ['regularizations'] as const;
export const REGULARIZATIONS_PAGE_SIZE = 10;

export interface RegularizationFilter {
  status?: RequestStatus;
  page: number;
}

/** The signed-in user's regularizations, newest first. */
export function getRegularizations({ status, page }: RegularizationFilter): Promise<TRegularizationPage> {
  return callApi(regularizationsApi.ownRegularizations, { query: { status, page, pageSize: REGULARIZATIONS_PAGE_SIZE } });
}

export function regularizationsQueryOptions(filter: RegularizationFilter) {
  return queryOptions({ queryKey: [...REGULARIZATIONS_KEY, filter], queryFn: () => getRegularizations(filter) });
}

export function useRegularizations(filter: RegularizationFilter) {
  return useQuery({ ...regularizationsQueryOptions(filter), placeholderData: keepPreviousData });
}
