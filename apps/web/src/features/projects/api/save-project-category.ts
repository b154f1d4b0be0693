import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectCategoriesApi } from '@staffdesk/shared/api/projects';
import type { TProjectCategory, TProjectCategoryRequest } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { refreshProjects } from './get-projects';

/** Adds a category, or changes one when an id is given. The dialog shows a refusal (a name taken) itself. */
export function saveProjectCategory({
  id,
  body,
}: {
  id?: number;
  body: TProjectCategoryRequest;
}): Promise<TProjectCategory> {
  return id === undefined
    ? callApi(projectCategoriesApi.createProjectCategory, { body }, { toastErrors: false })
    : callApi(projectCategoriesApi.updateProjectCategory, { params: { id }, body }, { toastErrors: false });
}

export function useSaveProjectCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProjectCategory, onSuccess: () => refreshProjects(queryClient) });
}
