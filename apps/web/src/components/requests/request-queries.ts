import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import { callApi } from '@/lib/api-client';
import {
  REQUESTS_KEY,
  type ListQuery,
  type QueueAction,
  type RequestItem,
  type WebRequestFamily,
} from './request-family';

export type Decision = 'approve' | 'reject';

/** The requests waiting for the viewer's decision, one page of one family. */
export function queueQueryOptions<Item extends RequestItem>(family: WebRequestFamily<Item>, query: ListQuery) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, 'queue', family.key, query],
    queryFn: () => family.queue(query),
    placeholderData: keepPreviousData,
  });
}

/** The viewer's own requests of one family, one page. */
export function ownListQueryOptions<Item extends RequestItem>(
  family: WebRequestFamily<Item>,
  query: ListQuery & { status?: string; filters: Record<string, string | undefined> },
) {
  const own = family.own;
  return queryOptions({
    queryKey: [...REQUESTS_KEY, 'own', family.key, query],
    queryFn: () =>
      own ? own.fetch(query) : Promise.reject(new Error(`${family.key} has no list of one's own requests.`)),
    placeholderData: keepPreviousData,
  });
}

/** A decision or a cancellation changes every request screen and what the family says it affects. */
function refreshAfterChange(queryClient: QueryClient, affects: WebRequestFamily['affects']) {
  return Promise.all([REQUESTS_KEY, ...affects].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** One request decided through the family's own endpoint (`approve/{id}`, `solve/{id}` …), or a step's action taken on it (a claim paid). */
export function useDecideRequest<Item extends RequestItem>(family: WebRequestFamily<Item>, action?: QueueAction) {
  const queryClient = useQueryClient();
  const { endpoints } = family.declaration;
  return useMutation({
    // The request as decided: the family's item (still open when an approval moved it to a later step of its chain).
    mutationFn: ({
      decision,
      id,
      remark,
      values = {},
    }: {
      decision: Decision;
      id: number;
      remark?: string;
      values?: Record<string, string>;
    }): Promise<RequestItem> =>
      action
        ? action.send(id, values)
        : (callApi(decision === 'approve' ? endpoints.approve : endpoints.reject, {
            params: { id },
            body: { ...values, ...(remark ? { remark } : {}) },
          }) as Promise<Item>),
    onSettled: () => refreshAfterChange(queryClient, family.affects),
  });
}

/** Several requests in one transaction on the server, answered per id: some may fail while others go through. */
export function useDecideRequestsInBulk<Item extends RequestItem>(
  family: WebRequestFamily<Item>,
  action?: QueueAction,
) {
  const queryClient = useQueryClient();
  const { endpoints } = family.declaration;
  return useMutation({
    mutationFn: ({
      decision,
      ids,
      remark,
      values = {},
    }: {
      decision: Decision;
      ids: number[];
      remark?: string;
      values?: Record<string, string>;
    }): Promise<TBulkDecisionResponse> =>
      action
        ? action.sendMany(ids, values)
        : callApi(decision === 'approve' ? endpoints.approveMany : endpoints.rejectMany, {
            body: remark ? { ids, remark } : { ids },
          }),
    onSettled: () => refreshAfterChange(queryClient, family.affects),
  });
}

/** The requester withdraws an open request. */
export function useCancelRequest<Item extends RequestItem>(family: WebRequestFamily<Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(family.declaration.endpoints.cancel, { params: { id } }),
    onSettled: () => refreshAfterChange(queryClient, family.affects),
  });
}

/** Under the request screens' key: a decision or a cancellation refreshes the trail open beside it. */
export function useRequestTrail(declaration: RequestFamily, id: number) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'trail', declaration.name, id],
    queryFn: () => callApi(declaration.endpoints.history, { params: { id } }),
  });
}
