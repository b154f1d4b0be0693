import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedsApi } from '@staffdesk/shared/api/feeds';
import { callApi } from '@/lib/api-client';
import { FEEDS_KEY } from '@/lib/api/get-feed';

export function deleteFeedPost(id: number) {
  return callApi(feedsApi.deleteFeedPost, { params: { id } });
}

export function useDeleteFeedPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDS_KEY }),
  });
}
