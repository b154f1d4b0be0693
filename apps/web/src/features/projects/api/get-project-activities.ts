import { useQuery } from '@tanstack/react-query';
import { projectActivitiesApi } from '@staffdesk/shared/api/projects';
import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { PROJECTS_KEY } from './get-projects';

export function getProjectActivities(projectId: number): Promise<TProjectActivity[]> {
  return callApi(
    projectActivitiesApi.projectActivities,
    { query: { projectId: String(projectId) } },
    { toastErrors: false },
  );
}

export function useProjectActivities(projectId: number) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'activities', projectId],
    queryFn: () => getProjectActivities(projectId),
  });
}
