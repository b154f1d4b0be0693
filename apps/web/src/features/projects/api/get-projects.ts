import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { projectsApi } from '@staffdesk/shared/api/projects';
import type { ProjectStatus, TProjectPage } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';

/**
 * Every project query's key starts with this: a change to a project or an activity refreshes the list, the
 * project's page and the dashboard's cards.
 */
export const PROJECTS_KEY = ['projects'] as const;

export function refreshProjects(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
}

export interface ProjectListQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: ProjectStatus;
  sort?: 'code' | 'name' | 'startDate' | 'status';
  order?: 'asc' | 'desc';
}

export function getProjects(query: ProjectListQuery): Promise<TProjectPage> {
  return callApi(projectsApi.projects, { query }, { toastErrors: false });
}

export function useProjects(query: ProjectListQuery) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'list', query],
    queryFn: () => getProjects(query),
    placeholderData: keepPreviousData,
  });
}
