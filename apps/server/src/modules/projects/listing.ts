import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  PROJECT_STATUSES,
  type ProjectStatus,
  type TProject,
  type TProjectDashboard,
  type TProjectListItem,
  type TProjectPage,
} from '@staffdesk/shared/schemas/projects';
import type { QueryOf } from '@staffdesk/shared/api/endpoint';
import type { projectsApi } from '@staffdesk/shared/api/projects';
import { projectCategories, projectMembers, projects } from '../../db/schema/projects';
import type { Db, Executor } from '../../db/client';
import { can, type AuthUser } from '../../access';
import { notFound } from '../../errors';
import { likePattern, userNameSql } from '../users/full-name';
import { contractNumberSql } from '../contracts/project-link';
import { mayEditProject, NO_PROJECT, PROJECT_ID, visibleProjectsSql } from './access';
import { hoursLoggedOnProjectSql } from './hours-logged';

type ProjectQuery = QueryOf<typeof projectsApi.projects>;

/** The columns the project list sorts by. */
const PROJECT_SORT_COLUMNS = {
  code: projects.code,
  name: projects.name,
  startDate: projects.startDate,
  status: projects.status,
} as const;

export const projectColumns = {
  ...getTableColumns(projects),
  categoryName: sql<string>`(select c.name from ${projectCategories} c where c.id = "projects"."category_id")`,
  managerName: userNameSql(projects.managerId),
  hoursLogged: hoursLoggedOnProjectSql(PROJECT_ID),
  contractNumber: contractNumberSql(sql.raw('"projects"."contract_id"')),
};

/** The list's columns: how many members rather than who (the seed's largest project has 5,000: 200 KB a page). */
const listColumns = {
  ...projectColumns,
  memberCount: sql<number>`(select count(*) from ${projectMembers} m where m.project_id = ${PROJECT_ID})`.mapWith(
    Number,
  ),
};

type ProjectRow = typeof projects.$inferSelect & {
  categoryName: string;
  managerName: string | null;
  hoursLogged: number;
  contractNumber: string | null;
};
type Member = { userId: number; fullname: string };

/** The members of some projects, by name. */
async function membersOf(tx: Executor, projectIds: readonly number[]): Promise<Map<number, Member[]>> {
  const byProject = new Map<number, Member[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await tx
    .select({
      projectId: projectMembers.projectId,
      userId: projectMembers.userId,
      fullname: userNameSql(projectMembers.userId),
    })
    .from(projectMembers)
    .where(inArray(projectMembers.projectId, [...projectIds]));
  for (const row of rows)
    byProject.get(row.projectId)?.push({ userId: row.userId, fullname: row.fullname ?? 'Someone' });
  for (const members of byProject.values()) members.sort((a, b) => a.fullname.localeCompare(b.fullname));
  return byProject;
}

/** What the list and one project's page both show. */
function projectFields(viewer: AuthUser, row: ProjectRow): Omit<TProject, 'members'> {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    contractId: row.contractId,
    contractNumber: can(viewer, 'HANDLE_CONTRACTS') ? row.contractNumber : null,
    taskOrderId: row.taskOrderId,
    projectManagerId: row.managerId,
    projectManagerName: row.managerName ?? 'Someone',
    startDate: row.startDate,
    endDate: row.endDate,
    budgetedHours: row.budgetedHours,
    hoursLogged: row.hoursLogged,
    status: row.status as ProjectStatus,
    canEdit: mayEditProject(viewer, row),
  };
}

const toProject = (viewer: AuthUser, row: ProjectRow, members: Member[]): TProject => ({
  ...projectFields(viewer, row),
  members,
});
const toProjectItem = (viewer: AuthUser, row: ProjectRow & { memberCount: number }): TProjectListItem => ({
  ...projectFields(viewer, row),
  memberCount: row.memberCount,
});

/** A project the viewer may read, else 404. */
export async function readProject(tx: Executor, viewer: AuthUser, id: number): Promise<ProjectRow> {
  const [row] = await tx
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjectsSql(viewer)));
  if (!row) throw notFound(NO_PROJECT);
  return row;
}

export async function listProjects(db: Db, viewer: AuthUser, query: ProjectQuery): Promise<TProjectPage> {
  const where = and(
    visibleProjectsSql(viewer),
    query.status ? eq(projects.status, query.status) : undefined,
    query.search
      ? or(ilike(projects.code, likePattern(query.search)), ilike(projects.name, likePattern(query.search)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(projects)
      .where(where)
      .orderBy((query.order === 'desc' ? desc : asc)(PROJECT_SORT_COLUMNS[query.sort]), asc(projects.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return {
    items: rows.map((r) => toProjectItem(viewer, r)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One project with its members, as the viewer may read it. */
export async function projectOf(tx: Executor, viewer: AuthUser, id: number): Promise<TProject> {
  const row = await readProject(tx, viewer, id);
  return toProject(viewer, row, (await membersOf(tx, [id])).get(id)!);
}

export async function projectDashboard(db: Db): Promise<TProjectDashboard> {
  const [statusRows, active] = await Promise.all([
    db.select({ status: projects.status, n: count() }).from(projects).groupBy(projects.status),
    db
      .select({
        projectId: projects.id,
        code: projects.code,
        name: projects.name,
        budgetedHours: projects.budgetedHours,
        hoursLogged: hoursLoggedOnProjectSql(PROJECT_ID),
      })
      .from(projects)
      .where(eq(projects.status, 'ACTIVE'))
      .orderBy(desc(hoursLoggedOnProjectSql(PROJECT_ID)), asc(projects.code))
      .limit(50),
  ]);
  const counts = new Map(statusRows.map((r) => [r.status, r.n]));
  return {
    byStatus: PROJECT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    hoursVsBudget: active,
  };
}
