import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '@staffdesk/shared/api/webhooks';
import type { TCreateWebhook, TUpdateWebhook } from '@staffdesk/shared/schemas/webhooks';
import { callApi } from '@/lib/api-client';

const WEBHOOKS_KEY = ['webhooks'] as const;

export function useWebhooks() {
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: () => callApi(webhooksApi.webhooks) });
}

/** The catalogue does not change while the server runs. */
export function useWebhookEvents() {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, 'events'],
    queryFn: () => callApi(webhooksApi.webhookEvents),
    staleTime: Infinity,
  });
}

/** A page of an endpoint's log; it is read again every few seconds while open, as deliveries go out. */
export function useWebhookDeliveries(id: number, page: number) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries', page],
    queryFn: () => callApi(webhooksApi.webhookDeliveries, { params: { id }, query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

function useWebhookMutation<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** The form shows a refusal (an address refused) itself. */
export const useCreateWebhook = () =>
  useWebhookMutation((body: TCreateWebhook) => callApi(webhooksApi.createWebhook, { body }, { toastErrors: false }));

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, body }: { id: number; body: TUpdateWebhook }) =>
    callApi(webhooksApi.updateWebhook, { params: { id }, body }, { toastErrors: false }),
  );

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: number) => callApi(webhooksApi.rotateWebhookSecret, { params: { id } }));

export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) => callApi(webhooksApi.deleteWebhook, { params: { id } }));

export const useReplayDelivery = () =>
  useWebhookMutation((id: number) => callApi(webhooksApi.replayWebhookDelivery, { params: { id } }));
