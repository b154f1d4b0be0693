import { useQuery } from '@tanstack/react-query';
import { projectCategoriesApi } from '@staffdesk/shared/api/projects';
import type { TProjectCategory } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { PROJECTS_KEY } from './get-projects';

export function getProjectCategories(): Promise<TProjectCategory[]> {
  return callApi(projectCategoriesApi.projectCategories, undefined, { toastErrors: false });
}

export function useProjectCategories() {
  return useQuery({ queryKey: [...PROJECTS_KEY, 'categories'], queryFn: getProjectCategories });
}
