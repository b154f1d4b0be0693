import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedsApi } from '@staffdesk/shared/api/feeds';
import type { TFeedPostRequest } from '@staffdesk/shared/schemas/feeds';
import { callApi } from '@/lib/api-client';
import { FEEDS_KEY } from '@/lib/api/get-feed';

function useFeedMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDS_KEY }) });
}

/** Publishes a post, or changes one when an id is given. The dialog shows a refusal itself. */
export function useSaveFeedPost() {
  return useFeedMutation(({ id, body }: { id?: number; body: TFeedPostRequest }) =>
    id === undefined
      ? callApi(feedsApi.createFeedPost, { body }, { toastErrors: false })
      : callApi(feedsApi.updateFeedPost, { params: { id }, body }, { toastErrors: false }),
  );
}

export function useDeleteFeedPost() {
  return useFeedMutation((id: number) => callApi(feedsApi.deleteFeedPost, { params: { id } }));
}
