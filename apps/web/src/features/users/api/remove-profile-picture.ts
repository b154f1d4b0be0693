import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { updateUserContext } from './update-user-context';

/** Initials are shown instead; the server lets the picture's file go. */
export function removeProfilePicture(): Promise<TUserContext> {
  return updateUserContext({ profilePictureUrl: null });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: (context) => queryClient.setQueryData(userContextQueryOptions().queryKey, context),
  });
}
