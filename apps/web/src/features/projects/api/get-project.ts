import { useQuery } from '@tanstack/react-query';
import { projectsApi } from '@staffdesk/shared/api/projects';
import type { TProject } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { PROJECTS_KEY } from './get-projects';

export function getProject(id: number): Promise<TProject> {
  return callApi(projectsApi.project, { params: { id } }, { toastErrors: false });
}

/** One project with its members; none asked without an id. */
export function useProject(id: number | undefined) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'project', id],
    queryFn: () => getProject(id!),
    enabled: id !== undefined,
  });
}
