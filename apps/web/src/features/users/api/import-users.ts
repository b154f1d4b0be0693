import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import type { TUserImportRequest } from '@staffdesk/shared/schemas/users';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** A preview (commit false) or the import itself; a refusal of the file is shown on the card. */
export function importUsers(body: TUserImportRequest, onUploadProgress?: (fraction: number) => void) {
  return callApi(usersApi.importUsers, { body }, { toastErrors: false, onUploadProgress });
}

export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      onUploadProgress,
      ...body
    }: TUserImportRequest & { onUploadProgress?: (fraction: number) => void }) => importUsers(body, onUploadProgress),
    onSuccess: (result) => (result.committed ? queryClient.invalidateQueries({ queryKey: USERS_KEY }) : undefined),
  });
}
