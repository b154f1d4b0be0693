import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectCategoriesApi } from '@staffdesk/shared/api/projects';
import { callApi } from '@/lib/api-client';
import { refreshProjects } from './get-projects';

export function deleteProjectCategory(id: number): Promise<void> {
  return callApi(projectCategoriesApi.deleteProjectCategory, { params: { id } });
}

export function useDeleteProjectCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProjectCategory, onSuccess: () => refreshProjects(queryClient) });
}
