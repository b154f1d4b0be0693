import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedsApi } from '@staffdesk/shared/api/feeds';
import type { TFeedPostRequest } from '@staffdesk/shared/schemas/feeds';
import { callApi } from '@/lib/api-client';
import { FEEDS_KEY } from '@/lib/api/get-feed';

/** Publishes a post, or changes one when an id is given. The dialog shows a refusal itself. */
export function saveFeedPost({ id, body }: { id?: number; body: TFeedPostRequest }) {
  return id === undefined
    ? callApi(feedsApi.createFeedPost, { body }, { toastErrors: false })
    : callApi(feedsApi.updateFeedPost, { params: { id }, body }, { toastErrors: false });
}

export function useSaveFeedPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeedPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDS_KEY }),
  });
}
