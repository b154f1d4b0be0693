import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PROJECT_STATUSES, type ProjectStatus, type TProject, type TProjectActivity, type TProjectCategory, type TProjectDashboard, type TProjectListItem, type TProjectPage } from '@staffdesk/shared/schemas/projects';
import type { BodyOf, QueryOf } from '@staffdesk/shared/api/endpoint';
import type { projectActivitiesApi, projectCategoriesApi, projectsApi } from '@staffdesk/shared/api/projects';
import { projectActivities, projectCategories, projectMembers, projects } from '../../db/schema/projects';
import type { Db, Executor } from '../../db/client';
import { can, type AuthUser } from '../../access';
import { badRequest, conflict, forbidden, notFound, refusingTaken } from '../../errors';
import { writeAudit } from '../audit/service';
import { likePattern, userNameSql } from '../users/full-name';
import { activeUsersAmong } from '../users/people';
import { checkProjectContract, contractNumberSql } from '../contracts/project-link';
import { hoursLoggedOnActivitySql, hoursLoggedOnProjectSql } from './hours-logged';

type CategoryInput = BodyOf<typeof projectCategoriesApi.createProjectCategory>;
type ProjectInput = BodyOf<typeof projectsApi.createProject>;
type ProjectQuery = QueryOf<typeof projectsApi.projects>;
type ActivityInput = BodyOf<typeof projectActivitiesApi.createActivity>;

const NO_PROJECT = 'No such project, or it is not one of yours.';
const NO_ACTIVITY = 'No such activity, or its project is not one of yours.';
const NO_CATEGORY = 'No such project category.';

/** The columns the project list sorts by. */
const PROJECT_SORT_COLUMNS = { code: projects.code, name: projects.name, startDate: projects.startDate, status: projects.status } as const;

/** Rows of projects the viewer may read: all for VIEW_PROJECTS, else those they are a member of. */

export function visibleProjectsSql(viewer: AuthUser): SQL | undefined {
  if (can(viewer, 'VIEW_PROJECTS')) return undefined;
  return sql`exists (select 1 from ${projectMembers} pm where pm.project_id = ${PROJECT_ID} and pm.user_id = ${viewer.id})`;
}

/** May the viewer change this project and its activities: any with MANAGE_ANY_PROJECT, their own with MANAGE_PROJECTS. */
export function mayEditProject(viewer: AuthUser, project: { managerId: number }): boolean {
  return can(viewer, 'MANAGE_ANY_PROJECT') || (can(viewer, 'MANAGE_PROJECTS') && project.managerId === viewer.id);
}

// Outer columns named in full inside subqueries: drizzle writes a lone table's columns unqualified, and
// an unqualified "id" there would be the subquery's own.
const PROJECT_ID = sql.raw('"projects"."id"');
const CATEGORY_ID = sql.raw('"project_categories"."id"');

const projectColumns = {
  ...getTableColumns(projects),
  categoryName: sql<string>`(select c.name from ${projectCategories} c where c.id = "projects"."category_id")`,
  managerName: userNameSql(projects.managerId),
  hoursLogged: hoursLoggedOnProjectSql(PROJECT_ID),
  contractNumber: contractNumberSql(sql.raw('"projects"."contract_id"')),
};

/** The list's columns: how many members rather than who (the seed's largest project has 5,000: 200 KB a page). */
const listColumns = {
  ...projectColumns,
  memberCount: sql<number>`(select count(*) from ${projectMembers} m where m.project_id = ${PROJECT_ID})`.mapWith(Number),
};

type ProjectRow = typeof projects.$inferSelect & { categoryName: string; managerName: string | null; hoursLogged: number; contractNumber: string | null };
type Member = { userId: number; fullname: string };

/** The members of some projects, by name. */
async function membersOf(tx: Executor, projectIds: readonly number[]): Promise<Map<number, Member[]>> {
  const byProject = new Map<number, Member[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await tx
    .select({ projectId: projectMembers.projectId, userId: projectMembers.userId, fullname: userNameSql(projectMembers.userId) })
    .from(projectMembers)
    .where(inArray(projectMembers.projectId, [...projectIds]));
  for (const row of rows) byProject.get(row.projectId)?.push({ userId: row.userId, fullname: row.fullname ?? 'Someone' });
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

const toProject = (viewer: AuthUser, row: ProjectRow, members: Member[]): TProject => ({ ...projectFields(viewer, row), members });
const toProjectItem = (viewer: AuthUser, row: ProjectRow & { memberCount: number }): TProjectListItem => ({ ...projectFields(viewer, row), memberCount: row.memberCount });

const activityColumns = {
  ...getTableColumns(projectActivities),
  projectCode: projects.code,
  projectName: projects.name,
  hoursLogged: hoursLoggedOnActivitySql(sql.raw('"project_activities"."id"')),
};
type ActivityRow = typeof projectActivities.$inferSelect & { projectCode: string; projectName: string; hoursLogged: number };
const toActivity = (row: ActivityRow): TProjectActivity => ({
  id: row.id,
  projectId: row.projectId,
  projectCode: row.projectCode,
  projectName: row.projectName,
  name: row.name,
  billable: row.billable,
  active: row.active,
  hoursLogged: row.hoursLogged,
});

const categoryColumns = {
  ...getTableColumns(projectCategories),
  projectCount: sql<number>`(select count(*) from ${projects} p where p.category_id = ${CATEGORY_ID})`.mapWith(Number),
};
type CategoryRow = typeof projectCategories.$inferSelect & { projectCount: number };
const toCategory = ({ createdAt: _createdAt, ...row }: CategoryRow): TProjectCategory => row;

/**
 * What timesheets ask of projects: for each activity, its project, whether it is active, and whether the
 * employee is a member of its project.
 */
export async function activitiesForLogging(tx: Executor, employeeId: number, activityIds: readonly number[]) {
  if (activityIds.length === 0) return new Map<number, { projectId: number; active: boolean; member: boolean; projectName: string; activityName: string }>();
  const rows = await tx
    .select({
      id: projectActivities.id,
      projectId: projectActivities.projectId,
      active: projectActivities.active,
      activityName: projectActivities.name,
      projectName: projects.name,
      member: sql<boolean>`exists (select 1 from ${projectMembers} m where m.project_id = ${PROJECT_ID} and m.user_id = ${employeeId})`,
    })
    .from(projectActivities)
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(inArray(projectActivities.id, [...activityIds]));
  return new Map(rows.map((r) => [r.id, r]));
}

export function createProjectService({ db }: { db: Db }) {
  // ---------- categories ----------

  async function oneCategory(tx: Executor, id: number): Promise<CategoryRow> {
    const [row] = await tx.select(categoryColumns).from(projectCategories).where(eq(projectCategories.id, id));
    if (!row) throw notFound(NO_CATEGORY);
    return row;
  }

  async function categories(): Promise<TProjectCategory[]> {
    const rows = await db.select(categoryColumns).from(projectCategories).orderBy(asc(projectCategories.name));
    return rows.map(toCategory);
  }

  async function saveCategory(actor: AuthUser, id: number | undefined, input: CategoryInput): Promise<TProjectCategory> {
    return refusingTaken(
      () =>
        db.transaction(async (tx) => {
          if (id === undefined) {
            const [row] = await tx.insert(projectCategories).values(input).returning();
            await writeAudit(tx, { actorId: actor.id, action: 'project-category.create', entity: 'project_category', entityId: row!.id, after: row });
            return toCategory(await oneCategory(tx, row!.id));
          }
          const [before] = await tx.select().from(projectCategories).where(eq(projectCategories.id, id)).for('update');
          if (!before) throw notFound(NO_CATEGORY);
          const [after] = await tx.update(projectCategories).set(input).where(eq(projectCategories.id, id)).returning();
          await writeAudit(tx, { actorId: actor.id, action: 'project-category.update', entity: 'project_category', entityId: id, before, after });
          return toCategory(await oneCategory(tx, id));
        }),
      { project_categories_name_idx: `A project category named "${input.name}" exists already.` },
    );
  }

  async function deleteCategory(actor: AuthUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await oneCategory(tx, id);
      if (before.projectCount > 0) {
        throw conflict(`${before.projectCount} project${before.projectCount === 1 ? ' uses' : 's use'} the category "${before.name}": make it inactive instead.`);
      }
      await tx.delete(projectCategories).where(eq(projectCategories.id, id));
      await writeAudit(tx, { actorId: actor.id, action: 'project-category.delete', entity: 'project_category', entityId: id, before });
    });
  }

  // ---------- projects ----------

  async function readProject(tx: Executor, viewer: AuthUser, id: number): Promise<ProjectRow> {
    const [row] = await tx
      .select(projectColumns)
      .from(projects)
      .where(and(eq(projects.id, id), visibleProjectsSql(viewer)));
    if (!row) throw notFound(NO_PROJECT);
    return row;
  }

  async function list(viewer: AuthUser, query: ProjectQuery): Promise<TProjectPage> {
    const where = and(
      visibleProjectsSql(viewer),
      query.status ? eq(projects.status, query.status) : undefined,
      query.search ? or(ilike(projects.code, likePattern(query.search)), ilike(projects.name, likePattern(query.search))) : undefined,
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
    return { items: rows.map((r) => toProjectItem(viewer, r)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async function projectOf(tx: Executor, viewer: AuthUser, id: number): Promise<TProject> {
    const row = await readProject(tx, viewer, id);
    return toProject(viewer, row, (await membersOf(tx, [id])).get(id)!);
  }

  const get = (viewer: AuthUser, id: number) => projectOf(db, viewer, id);

  /** The checks a project's input needs of the database: its category, manager and members. */
  async function checkProjectInput(tx: Executor, actor: AuthUser, input: ProjectInput, before?: typeof projects.$inferSelect): Promise<void> {
    if (!can(actor, 'MANAGE_ANY_PROJECT') && input.projectManagerId !== actor.id) {
      throw forbidden(before ? 'A project manager cannot hand a project to another project manager: ask a group head.' : 'A project manager creates only projects they manage themselves.');
    }
    const [category] = await tx.select().from(projectCategories).where(eq(projectCategories.id, input.categoryId));
    if (!category) throw badRequest('Choose a category from the list.', ['categoryId: no such project category']);
    if (!category.active && before?.categoryId !== category.id) throw badRequest(`The category "${category.name}" is inactive: choose another.`, ['categoryId: the category is inactive']);
    await checkProjectContract(tx, input.contractId, input.taskOrderId);
    const [manager] = await activeUsersAmong(tx, [input.projectManagerId]);
    if (!manager?.roles.includes('PROJECT_MANAGER')) {
      throw badRequest('Choose a project manager from the list: an active user with the project manager role.', ['projectManagerId: not an active project manager']);
    }
    if (input.memberIds.length > 0) {
      const found = await activeUsersAmong(tx, input.memberIds);
      const known = new Set(found.map((u) => u.id));
      const unknown = input.memberIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw badRequest(`Choose members among the active users: ${unknown.length === 1 ? 'the id' : 'the ids'} ${unknown.join(', ')} ${unknown.length === 1 ? 'is not one' : 'are not'}.`, [`memberIds: not active users: ${unknown.join(', ')}`]);
    }
  }

  const projectValues = (input: ProjectInput) => ({
    code: input.code,
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    contractId: input.contractId,
    taskOrderId: input.taskOrderId,
    managerId: input.projectManagerId,
    startDate: input.startDate,
    endDate: input.endDate,
    budgetedHours: input.budgetedHours,
    status: input.status,
  });

  async function saveProject(actor: AuthUser, id: number | undefined, input: ProjectInput): Promise<TProject> {
    return refusingTaken(
      () =>
        db.transaction(async (tx) => {
          let projectId: number;
          let before: typeof projects.$inferSelect | undefined;
          if (id === undefined) {
            await checkProjectInput(tx, actor, input);
            const [row] = await tx.insert(projects).values({ ...projectValues(input), createdBy: actor.id }).returning();
            projectId = row!.id;
          } else {
            [before] = await tx.select().from(projects).where(and(eq(projects.id, id), visibleProjectsSql(actor))).for('update');
            if (!before) throw notFound(NO_PROJECT);
            if (!mayEditProject(actor, before)) throw forbidden('A project manager changes only the projects they manage.');
            await checkProjectInput(tx, actor, input, before);
            await tx.update(projects).set({ ...projectValues(input), updatedAt: sql`now()` }).where(eq(projects.id, id));
            await tx.delete(projectMembers).where(eq(projectMembers.projectId, id));
            projectId = id;
          }
          if (input.memberIds.length > 0) await tx.insert(projectMembers).values(input.memberIds.map((userId) => ({ projectId, userId })));
          const after = await projectOf(tx, actor, projectId);
          await writeAudit(tx, { actorId: actor.id, action: id === undefined ? 'project.create' : 'project.update', entity: 'project', entityId: projectId, before, after });
          return after;
        }),
      { projects_code_idx: `The code ${input.code} belongs to another project.` },
    );
  }

  async function deleteProject(actor: AuthUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [before] = await tx.select(projectColumns).from(projects).where(and(eq(projects.id, id), visibleProjectsSql(actor))).for('update', { of: projects });
      if (!before) throw notFound(NO_PROJECT);
      if (!mayEditProject(actor, before)) throw forbidden('A project manager changes only the projects they manage.');
      if (before.hoursLogged > 0) throw conflict(`${before.hoursLogged} hours are logged against ${before.code}: set it to COMPLETED or CANCELLED instead.`);
      await tx.delete(projectActivities).where(eq(projectActivities.projectId, id));
      await tx.delete(projects).where(eq(projects.id, id));
      await writeAudit(tx, { actorId: actor.id, action: 'project.delete', entity: 'project', entityId: id, before });
    });
  }

  async function dashboard(): Promise<TProjectDashboard> {
    const [statusRows, active] = await Promise.all([
      db.select({ status: projects.status, n: count() }).from(projects).groupBy(projects.status),
      db
        .select({ projectId: projects.id, code: projects.code, name: projects.name, budgetedHours: projects.budgetedHours, hoursLogged: hoursLoggedOnProjectSql(PROJECT_ID) })
        .from(projects)
        .where(eq(projects.status, 'ACTIVE'))
        .orderBy(desc(hoursLoggedOnProjectSql(PROJECT_ID)), asc(projects.code))
        .limit(50),
    ]);
    const counts = new Map(statusRows.map((r) => [r.status, r.n]));
    return { byStatus: PROJECT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })), hoursVsBudget: active };
  }

  // ---------- activities ----------

  async function readActivity(tx: Executor, viewer: AuthUser, id: number) {
    const [row] = await tx
      .select({ ...activityColumns, managerId: projects.managerId })
      .from(projectActivities)
      .innerJoin(projects, eq(projects.id, projectActivities.projectId))
      .where(and(eq(projectActivities.id, id), visibleProjectsSql(viewer)));
    if (!row) throw notFound(NO_ACTIVITY);
    return row;
  }

  async function activities(viewer: AuthUser, filter: { projectId?: number; active?: boolean }): Promise<TProjectActivity[]> {
    if (filter.projectId !== undefined) await readProject(db, viewer, filter.projectId);
    const rows = await db
      .select(activityColumns)
      .from(projectActivities)
      .innerJoin(projects, eq(projects.id, projectActivities.projectId))
      .where(
        and(
          visibleProjectsSql(viewer),
          filter.projectId !== undefined ? eq(projectActivities.projectId, filter.projectId) : undefined,
          filter.active !== undefined ? eq(projectActivities.active, filter.active) : undefined,
        ),
      )
      .orderBy(asc(projects.code), asc(projectActivities.name));
    return rows.map(toActivity);
  }

  async function editableProject(tx: Executor, actor: AuthUser, projectId: number) {
    const [project] = await tx.select().from(projects).where(and(eq(projects.id, projectId), visibleProjectsSql(actor)));
    if (!project) throw notFound(NO_PROJECT);
    if (!mayEditProject(actor, project)) throw forbidden('A project manager changes only the projects they manage.');
    return project;
  }

  async function saveActivity(actor: AuthUser, id: number | undefined, input: ActivityInput): Promise<TProjectActivity> {
    return refusingTaken(
      () =>
        db.transaction(async (tx) => {
          if (id === undefined) {
            await editableProject(tx, actor, input.projectId);
            const [row] = await tx.insert(projectActivities).values(input).returning();
            await writeAudit(tx, { actorId: actor.id, action: 'project-activity.create', entity: 'project_activity', entityId: row!.id, after: row });
            return toActivity(await readActivity(tx, actor, row!.id));
          }
          const before = await readActivity(tx, actor, id);
          if (!mayEditProject(actor, before)) throw forbidden('A project manager changes only the projects they manage.');
          if (before.projectId !== input.projectId) throw badRequest('An activity stays on its project: add a new one to the other project instead.', ['projectId: cannot change']);
          const [after] = await tx.update(projectActivities).set({ name: input.name, billable: input.billable, active: input.active }).where(eq(projectActivities.id, id)).returning();
          await writeAudit(tx, { actorId: actor.id, action: 'project-activity.update', entity: 'project_activity', entityId: id, before, after });
          return toActivity(await readActivity(tx, actor, id));
        }),
      { project_activities_name_idx: `The project has an activity named "${input.name}" already.` },
    );
  }

  async function deleteActivity(actor: AuthUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await readActivity(tx, actor, id);
      if (!mayEditProject(actor, before)) throw forbidden('A project manager changes only the projects they manage.');
      if (before.hoursLogged > 0) throw conflict(`${before.hoursLogged} hours are logged on "${before.name}": make it inactive instead.`);
      await tx.delete(projectActivities).where(eq(projectActivities.id, id));
      await writeAudit(tx, { actorId: actor.id, action: 'project-activity.delete', entity: 'project_activity', entityId: id, before });
    });
  }

  return {
    categories,
    createCategory: (actor: AuthUser, input: CategoryInput) => saveCategory(actor, undefined, input),
    updateCategory: (actor: AuthUser, id: number, input: CategoryInput) => saveCategory(actor, id, input),
    deleteCategory,
    list,
    get,
    createProject: (actor: AuthUser, input: ProjectInput) => saveProject(actor, undefined, input),
    updateProject: (actor: AuthUser, id: number, input: ProjectInput) => saveProject(actor, id, input),
    deleteProject,
    dashboard,
    activities,
    createActivity: (actor: AuthUser, input: ActivityInput) => saveActivity(actor, undefined, input),
    updateActivity: (actor: AuthUser, id: number, input: ActivityInput) => saveActivity(actor, id, input),
    deleteActivity,
  };
}
