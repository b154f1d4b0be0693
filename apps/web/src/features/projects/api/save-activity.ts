import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectActivitiesApi } from '@staffdesk/shared/api/projects';
import type { TProjectActivity, TProjectActivityRequest } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { refreshProjects } from './get-projects';

/** Adds an activity to its project, or changes one when an id is given. The dialog shows a refusal itself. */
export function saveActivity({ id, body }: { id?: number; body: TProjectActivityRequest }): Promise<TProjectActivity> {
  return id === undefined
    ? callApi(projectActivitiesApi.createActivity, { body }, { toastErrors: false })
    : callApi(projectActivitiesApi.updateActivity, { params: { id }, body }, { toastErrors: false });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveActivity, onSuccess: () => refreshProjects(queryClient) });
}
