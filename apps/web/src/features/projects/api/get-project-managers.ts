import { useQuery } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '@/lib/api-client';

export function getProjectManagers() {
  return callApi(usersApi.projectManagers, undefined, { toastErrors: false });
}

/** Whom a project may be managed by: the active project managers. */
export function useProjectManagers() {
  return useQuery({ queryKey: ['users', 'project-managers'], queryFn: getProjectManagers, staleTime: 5 * 60_000 });
}
