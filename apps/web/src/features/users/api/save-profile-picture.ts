import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { uploadFile } from '@/lib/files';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { updateUserContext } from './update-user-context';

/**
 * Uploads the picture, then makes it the profile's: the picture before is let go by the server. The card
 * says a refusal above its buttons, so the client does not toast it too.
 */
export async function saveProfilePicture({
  file,
  onUploadProgress,
}: {
  file: File;
  onUploadProgress?: (fraction: number) => void;
}): Promise<TUserContext> {
  const uploaded = await uploadFile('PROFILE_PICTURE', file, { toastErrors: false, onUploadProgress });
  return updateUserContext({ profilePictureFileId: uploaded.id }, { toastErrors: false });
}

/** The answer is the new context, put in the cache. */
export function useSaveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfilePicture,
    onSuccess: (context) => queryClient.setQueryData(userContextQueryOptions().queryKey, context),
  });
}
