import { useQuery } from '@tanstack/react-query';
import { employeesApi } from '@staffdesk/shared/api/employees';
import type { TEmployeeDirectoryPage } from '@staffdesk/shared/schemas/organisation';
import { callApi } from '@/lib/api-client';

/** The first colleagues of the directory whose name or code matches, to tick as a project's members. */
export function getMemberCandidates(search: string): Promise<TEmployeeDirectoryPage> {
  return callApi(
    employeesApi.directory,
    { query: { search: search || undefined, pageSize: 20 } },
    { toastErrors: false },
  );
}

export function useMemberCandidates(search: string) {
  return useQuery({
    queryKey: ['employee-directory', 'picker', search],
    queryFn: () => getMemberCandidates(search),
  });
}
