import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '@staffdesk/shared/api/projects';
import type { TProject, TProjectRequest } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { refreshProjects } from './get-projects';

/** Creates a project, or changes one when an id is given. The form shows a refusal (a code taken) itself. */
export function saveProject({ id, body }: { id?: number; body: TProjectRequest }): Promise<TProject> {
  return id === undefined
    ? callApi(projectsApi.createProject, { body }, { toastErrors: false })
    : callApi(projectsApi.updateProject, { params: { id }, body }, { toastErrors: false });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProject, onSuccess: () => refreshProjects(queryClient) });
}
