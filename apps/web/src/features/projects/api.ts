import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectActivitiesApi, projectCategoriesApi, projectsApi } from '@staffdesk/shared/api/projects';
import { usersApi } from '@staffdesk/shared/api/users';
import type { ProjectStatus, TProject } from '@staffdesk/shared/schemas/projects';
import { callApi } from '@/lib/api-client';

/**
 * The projects' queries. Every key starts with PROJECTS_KEY: a change to a project or an activity refreshes
 * the list, the project's page and the dashboard's cards.
 */
const PROJECTS_KEY = ['projects'] as const;
const quiet = { toastErrors: false } as const;

export interface ProjectListQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: ProjectStatus;
  sort?: 'code' | 'name' | 'startDate' | 'status';
  order?: 'asc' | 'desc';
}

export const useProjects = (query: ProjectListQuery) =>
  useQuery({
    queryKey: [...PROJECTS_KEY, 'list', query],
    queryFn: () => callApi(projectsApi.projects, { query }, quiet),
    placeholderData: keepPreviousData,
  });
export const useProject = (id: number | undefined) =>
  useQuery({
    queryKey: [...PROJECTS_KEY, 'project', id],
    queryFn: () => callApi(projectsApi.project, { params: { id: id! } }, quiet),
    enabled: id !== undefined,
  });
export const useProjectActivities = (projectId: number) =>
  useQuery({
    queryKey: [...PROJECTS_KEY, 'activities', projectId],
    queryFn: () => callApi(projectActivitiesApi.projectActivities, { query: { projectId: String(projectId) } }, quiet),
  });
export const useProjectDashboard = () =>
  useQuery({
    queryKey: [...PROJECTS_KEY, 'dashboard'],
    queryFn: () => callApi(projectsApi.projectDashboard, undefined, quiet),
  });
export const useProjectCategories = () =>
  useQuery({
    queryKey: [...PROJECTS_KEY, 'categories'],
    queryFn: () => callApi(projectCategoriesApi.projectCategories, undefined, quiet),
  });
/** Whom a project may be managed by: the active project managers. */
export const useProjectManagers = () =>
  useQuery({
    queryKey: ['users', 'project-managers'],
    queryFn: () => callApi(usersApi.projectManagers, undefined, quiet),
    staleTime: 5 * 60_000,
  });

/** A mutation that refreshes every project query when it succeeds; its refusal is shown by the caller. */
export function useProjectMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }) });
}

export const useDeleteActivity = () =>
  useProjectMutation((id: number) => callApi(projectActivitiesApi.deleteActivity, { params: { id } }));
export const useDeleteProject = () =>
  useProjectMutation((id: number) => callApi(projectsApi.deleteProject, { params: { id } }));

/** "120 of 400 h": the hours logged against the budget. */
export const hoursText = (p: Pick<TProject, 'hoursLogged' | 'budgetedHours'>) =>
  `${Math.round(p.hoursLogged * 10) / 10} of ${p.budgetedHours} h`;

/** A project's contract as the list and the project's page name it: its number, or its id for those who may not read contracts. */
export const contractNumber = (p: Pick<TProject, 'contractId' | 'contractNumber'>) =>
  p.contractId === null ? '—' : (p.contractNumber ?? `#${p.contractId}`);
