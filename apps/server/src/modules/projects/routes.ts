import type { FastifyPluginAsync } from 'fastify';
import { projectActivitiesApi, projectCategoriesApi, projectsApi } from '@staffdesk/shared/api/projects';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createProjectService } from './service';

export function projectRoutes(deps: AppDeps): FastifyPluginAsync {
  const service = createProjectService(deps);
  return async (app) => {
    registerEndpoints(app, projectCategoriesApi, {
      projectCategories: () => service.categories(),
      createProjectCategory: ({ user, body }) => service.createCategory(user, body),
      updateProjectCategory: ({ user, params, body }) => service.updateCategory(user, params.id, body),
      deleteProjectCategory: ({ user, params }) => service.deleteCategory(user, params.id),
    });
    registerEndpoints(app, projectsApi, {
      projects: ({ user, query }) => service.list(user, query),
      projectDashboard: () => service.dashboard(),
      project: ({ user, params }) => service.get(user, params.id),
      createProject: ({ user, body }) => service.createProject(user, body),
      updateProject: ({ user, params, body }) => service.updateProject(user, params.id, body),
      deleteProject: ({ user, params }) => service.deleteProject(user, params.id),
    });
    registerEndpoints(app, projectActivitiesApi, {
      activities: ({ user, query }) => service.activities(user, { active: query.active }),
      projectActivities: ({ user, query }) => service.activities(user, { projectId: query.projectId }),
      createActivity: ({ user, body }) => service.createActivity(user, body),
      updateActivity: ({ user, params, body }) => service.updateActivity(user, params.id, body),
      deleteActivity: ({ user, params }) => service.deleteActivity(user, params.id),
    });
  };
}
