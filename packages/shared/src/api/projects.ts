import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZActivityListQuerySchema,
  ZProjectActivityQuerySchema,
  ZProjectActivityRequestSchema,
  ZProjectActivitySchema,
  ZProjectCategoryRequestSchema,
  ZProjectCategorySchema,
  ZProjectDashboardSchema,
  ZProjectListQuerySchema,
  ZProjectPageSchema,
  ZProjectRequestSchema,
  ZProjectSchema,
} from '../schemas/projects';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const NO_PROJECT = 'No such project, or it is not one of yours.';
const NO_CATEGORY = 'No such project category.';
const NO_ACTIVITY = 'No such activity, or its project is not one of yours.';
const OWN_ONLY = 'A project manager changes only the projects they manage.';

export const projectCategoriesApi = defineEndpoints(TAGS.projects, {
  projectCategories: {
    method: 'GET',
    path: '/project-categories',
    access: { grant: 'VIEW_PROJECTS' },
    summary: 'The project categories, with how many projects each has',
    success: { status: 200, description: 'Every category, by name.', schema: z.array(ZProjectCategorySchema) },
  },
  createProjectCategory: {
    method: 'POST',
    path: '/project-categories',
    access: { grant: 'MANAGE_ANY_PROJECT' },
    summary: 'Add a project category',
    body: ZProjectCategoryRequestSchema,
    success: { status: 201, description: 'The new category.', schema: ZProjectCategorySchema },
    errors: { 409: 'A category of that name exists.' },
  },
  updateProjectCategory: {
    method: 'PUT',
    path: '/project-categories/{id}',
    access: { grant: 'MANAGE_ANY_PROJECT' },
    summary: 'Change a project category (an inactive one is not offered for new projects)',
    params: ZIdParamsSchema,
    body: ZProjectCategoryRequestSchema,
    success: { status: 200, description: 'The category as it is now.', schema: ZProjectCategorySchema },
    errors: { 404: NO_CATEGORY, 409: 'A category of that name exists.' },
  },
  deleteProjectCategory: {
    method: 'DELETE',
    path: '/project-categories/{id}',
    access: { grant: 'MANAGE_ANY_PROJECT' },
    summary: 'Delete a project category that no project uses',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_CATEGORY, 409: 'Projects use the category: make it inactive instead.' },
  },
});

export const projectsApi = defineEndpoints(TAGS.projects, {
  projects: {
    method: 'GET',
    path: '/projects',
    access: 'signed-in',
    summary: 'Projects: every one for the project-management roles, the ones you are a member of for everyone else',
    query: ZProjectListQuerySchema,
    success: {
      status: 200,
      description: 'A page of projects, by code, each with its number of members.',
      schema: ZProjectPageSchema,
    },
  },
  projectDashboard: {
    method: 'GET',
    path: '/projects/dashboard',
    access: { grant: 'VIEW_PROJECTS' },
    summary:
      "The projects dashboard's cards: projects by status, and hours logged against the budget of each active project",
    success: {
      status: 200,
      description: 'Counts per status (every status, zero included) and the active projects, most hours first.',
      schema: ZProjectDashboardSchema,
    },
  },
  project: {
    method: 'GET',
    path: '/projects/{id}',
    access: 'signed-in',
    summary: 'One project with its members',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The project.', schema: ZProjectSchema },
    errors: { 404: NO_PROJECT },
  },
  createProject: {
    method: 'POST',
    path: '/projects',
    access: { grant: 'CREATE_PROJECTS' },
    summary: 'Create a project',
    description:
      'A project manager creates projects they manage themselves; GROUP_HEAD, MD and BUSINESS_HEAD name any active ' +
      'project manager (GET /users/project-managers).',
    body: ZProjectRequestSchema,
    success: { status: 201, description: 'The new project.', schema: ZProjectSchema },
    errors: {
      403: 'A project manager creates only projects they manage themselves.',
      409: 'The code belongs to another project.',
    },
  },
  updateProject: {
    method: 'PUT',
    path: '/projects/{id}',
    access: { grant: 'MANAGE_PROJECTS' },
    summary: 'Change a project: details, manager, members, status',
    params: ZIdParamsSchema,
    body: ZProjectRequestSchema,
    success: { status: 200, description: 'The project as it is now.', schema: ZProjectSchema },
    errors: { 403: OWN_ONLY, 404: NO_PROJECT, 409: 'The code belongs to another project.' },
  },
  deleteProject: {
    method: 'DELETE',
    path: '/projects/{id}',
    access: { grant: 'MANAGE_PROJECTS' },
    summary: 'Delete a project that has no hours logged (its activities and members go with it)',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: {
      403: OWN_ONLY,
      404: NO_PROJECT,
      409: 'Hours are logged against the project: set it to COMPLETED or CANCELLED instead.',
    },
  },
});

export const projectActivitiesApi = defineEndpoints(TAGS.projects, {
  activities: {
    method: 'GET',
    path: '/project-activity',
    access: 'signed-in',
    summary:
      'The activities of every project you may read (for the project-management roles every project, else yours)',
    query: ZActivityListQuerySchema,
    success: {
      status: 200,
      description: 'Activities by project code and name.',
      schema: z.array(ZProjectActivitySchema),
    },
  },
  projectActivities: {
    method: 'GET',
    path: '/project-activity/project',
    access: 'signed-in',
    summary: 'The activities of one project',
    query: ZProjectActivityQuerySchema,
    success: { status: 200, description: 'The activities, by name.', schema: z.array(ZProjectActivitySchema) },
    errors: { 404: NO_PROJECT },
  },
  createActivity: {
    method: 'POST',
    path: '/project-activity',
    access: { grant: 'MANAGE_PROJECTS' },
    summary: 'Add an activity to a project',
    body: ZProjectActivityRequestSchema,
    success: { status: 201, description: 'The new activity.', schema: ZProjectActivitySchema },
    errors: { 403: OWN_ONLY, 404: NO_PROJECT, 409: 'The project has an activity of that name.' },
  },
  updateActivity: {
    method: 'PUT',
    path: '/project-activity/{id}',
    access: { grant: 'MANAGE_PROJECTS' },
    summary: 'Change an activity (an inactive one takes no new hours)',
    params: ZIdParamsSchema,
    body: ZProjectActivityRequestSchema,
    success: { status: 200, description: 'The activity as it is now.', schema: ZProjectActivitySchema },
    errors: { 403: OWN_ONLY, 404: NO_ACTIVITY, 409: 'The project has an activity of that name.' },
  },
  deleteActivity: {
    method: 'DELETE',
    path: '/project-activity/{id}',
    access: { grant: 'MANAGE_PROJECTS' },
    summary: 'Delete an activity that has no hours logged',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 403: OWN_ONLY, 404: NO_ACTIVITY, 409: 'Hours are logged on the activity: make it inactive instead.' },
  },
});
