import type { FastifyPluginAsync } from 'fastify';
import { projectActivitiesApi, projectCategoriesApi, projectsApi } from '@staffdesk/shared/api/projects';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createActivity, deleteActivity, listActivities, updateActivity } from './activities';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories';
import { createProject, deleteProject, updateProject } from './editing';
import { listProjects, projectDashboard, projectOf } from './listing';

export function projectRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, projectCategoriesApi, {
      projectCategories: () => listCategories(db),
      createProjectCategory: ({ user, body }) => createCategory(db, user, body),
      updateProjectCategory: ({ user, params, body }) => updateCategory(db, user, params.id, body),
      deleteProjectCategory: ({ user, params }) => deleteCategory(db, user, params.id),
    });
    registerEndpoints(app, projectsApi, {
      projects: ({ user, query }) => listProjects(db, user, query),
      projectDashboard: () => projectDashboard(db),
      project: ({ user, params }) => projectOf(db, user, params.id),
      createProject: ({ user, body }) => createProject(db, user, body),
      updateProject: ({ user, params, body }) => updateProject(db, user, params.id, body),
      deleteProject: ({ user, params }) => deleteProject(db, user, params.id),
    });
    registerEndpoints(app, projectActivitiesApi, {
      activities: ({ user, query }) => listActivities(db, user, { active: query.active }),
      projectActivities: ({ user, query }) => listActivities(db, user, { projectId: query.projectId }),
      createActivity: ({ user, body }) => createActivity(db, user, body),
      updateActivity: ({ user, params, body }) => updateActivity(db, user, params.id, body),
      deleteActivity: ({ user, params }) => deleteActivity(db, user, params.id),
    });
  };
}
