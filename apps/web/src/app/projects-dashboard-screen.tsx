import { PipelineDashboardPage } from '@/features/contracts/dashboard/pipeline-dashboard-page';
import { ProjectCards } from '@/features/projects/dashboard/project-cards';

/** One screen drawn by two features: the pipeline's dashboard holds the projects' cards. */
export function ProjectsDashboardScreen() {
  return <PipelineDashboardPage projects={<ProjectCards />} />;
}
