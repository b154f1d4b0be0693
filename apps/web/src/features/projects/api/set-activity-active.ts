import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectActivitiesApi } from '@staffdesk/shared/api/projects';
import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';
import { refreshProjects } from './get-projects';

/** Turns an activity off (it takes no new hours) or on again, from its row; a refusal is toasted. */
export function setActivityActive({ activity, active }: { activity: TProjectActivity; active: boolean }) {
  const { id, projectId, name, billable } = activity;
  return callApi(projectActivitiesApi.updateActivity, { params: { id }, body: { projectId, name, billable, active } });
}

export function useSetActivityActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActivityActive, onSuccess: () => refreshProjects(queryClient) });
}
