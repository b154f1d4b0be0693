import { uiPath } from '@staffdesk/shared/routes';

export const PROJECT_LIST_PATH = uiPath('/ui/project-management/project-execution');
export const PROJECT_FORM_PATH = uiPath('/ui/project-management/project-execution-form');

/** The project's page: the project list with the project opened. */
export const projectPagePath = (projectId: number) => uiPath(PROJECT_LIST_PATH, { projectId });
