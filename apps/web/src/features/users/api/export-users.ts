import { useMutation } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import type { TUserExportQuery } from '@staffdesk/shared/schemas/users';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';

export function exportUsers(query: TUserExportQuery): Promise<Blob> {
  return callApi(usersApi.exportUsers, { query }, { headers: { Accept: 'text/csv' } });
}

/** Saves the listing, as filtered and sorted, as users.csv. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (query: TUserExportQuery) => downloadCsv(await exportUsers(query), 'users.csv'),
  });
}
