import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { uploadFile } from '@/lib/files';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { updateUserContext } from './update-user-context';

/** Uploads the picture, then makes it the profile's: the picture before is let go by the server. */
export async function saveProfilePicture(file: File): Promise<TUserContext> {
  const uploaded = await uploadFile('PROFILE_PICTURE', file);
  return updateUserContext({ profilePictureFileId: uploaded.id });
}

export function removeProfilePicture(): Promise<TUserContext> {
  return updateUserContext({ profilePictureUrl: null });
}

/** Saves a new picture (a File) or removes it (null); the answer is the new context, put in the cache. */
export function useSaveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? saveProfilePicture(file) : removeProfilePicture()),
    onSuccess: (context) => queryClient.setQueryData(userContextQueryOptions().queryKey, context),
  });
}
