import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectActivitiesApi } from '@staffdesk/shared/api/projects';
import { callApi } from '@/lib/api-client';
import { refreshProjects } from './get-projects';

export function deleteActivity(id: number): Promise<void> {
  return callApi(projectActivitiesApi.deleteActivity, { params: { id } });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteActivity, onSuccess: () => refreshProjects(queryClient) });
}
