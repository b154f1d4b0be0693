import { ProjectsDashboardPage } from '@/features/project-management/dashboard/projects-dashboard-page';
import { ProjectCards } from '@/features/projects/dashboard/project-cards';

/** One screen drawn by two features: the pipeline's dashboard holds the projects' cards. */
export function ProjectsDashboardScreen() {
  return <ProjectsDashboardPage projects={<ProjectCards />} />;
}
