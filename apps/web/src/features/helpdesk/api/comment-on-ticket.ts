import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpdeskApi } from '@staffdesk/shared/api/helpdesk';
import type { TTicketComment } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';
import { refreshHelpdesk } from './get-ticket';

/** The comment box shows the server's refusal under itself, so the client does not toast it too. */
export function commentOnTicket({ id, body }: { id: number; body: string }): Promise<TTicketComment> {
  return callApi(helpdeskApi.commentOnTicket, { params: { id }, body: { body } }, { toastErrors: false });
}

export function useCommentOnTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: commentOnTicket, onSuccess: () => refreshHelpdesk(queryClient) });
}
