import { useQuery } from '@tanstack/react-query';
import { projectsApi } from '@staffdesk/shared/api/projects';
import type { TProjectDashboard } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { PROJECTS_KEY } from './get-projects';

export function getProjectDashboard(): Promise<TProjectDashboard> {
  return callApi(projectsApi.projectDashboard, undefined, { toastErrors: false });
}

export function useProjectDashboard() {
  return useQuery({ queryKey: [...PROJECTS_KEY, 'dashboard'], queryFn: getProjectDashboard });
}
