import { and, eq, sql } from 'drizzle-orm';
import { formatHours } from '@staffdesk/shared/durations';
import type { TProject } from '@staffdesk/shared/schemas/projects';
import type { BodyOf } from '@staffdesk/shared/api/endpoint';
import type { projectsApi } from '@staffdesk/shared/api/projects';
import { projectActivities, projectCategories, projectMembers, projects } from '../../db/schema/projects';
import type { Db, Executor } from '../../db/client';
import { can, type AuthUser } from '../../access';
import { badRequest, conflict, forbidden, notFound, refusingTaken } from '../../errors';
import { writeAudit } from '../audit/service';
import { activeUsersAmong } from '../users/people';
import { checkProjectContract } from '../contracts/project-link';
import { mayEditProject, NO_PROJECT, NOT_THEIR_PROJECT, visibleProjectsSql } from './access';
import { projectColumns, projectOf } from './listing';

type ProjectInput = BodyOf<typeof projectsApi.createProject>;

/** The checks a project's input needs of the database: its category, manager and members. */
async function checkProjectInput(
  tx: Executor,
  actor: AuthUser,
  input: ProjectInput,
  before?: typeof projects.$inferSelect,
): Promise<void> {
  // One who manages projects keeps to their own; one who only creates them (the business head) hands them over.
  const namesAnyManager = can(actor, 'MANAGE_ANY_PROJECT') || (!before && !can(actor, 'MANAGE_PROJECTS'));
  if (!namesAnyManager && input.projectManagerId !== actor.id) {
    throw forbidden(
      before
        ? 'A project manager cannot hand a project to another project manager: ask a group head.'
        : 'A project manager creates only projects they manage themselves.',
    );
  }
  const [category] = await tx.select().from(projectCategories).where(eq(projectCategories.id, input.categoryId));
  if (!category) throw badRequest('Choose a category from the list.', ['categoryId: no such project category']);
  if (!category.active && before?.categoryId !== category.id)
    throw badRequest(`The category "${category.name}" is inactive: choose another.`, [
      'categoryId: the category is inactive',
    ]);
  await checkProjectContract(tx, input.contractId, input.taskOrderId);
  const [manager] = await activeUsersAmong(tx, [input.projectManagerId]);
  if (!manager?.roles.includes('PROJECT_MANAGER')) {
    throw badRequest('Choose a project manager from the list: an active user with the project manager role.', [
      'projectManagerId: not an active project manager',
    ]);
  }
  if (input.memberIds.length > 0) {
    const found = await activeUsersAmong(tx, input.memberIds);
    const known = new Set(found.map((u) => u.id));
    const unknown = input.memberIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest(
        `Choose members among the active users: ${unknown.length === 1 ? 'the id' : 'the ids'} ` +
          `${unknown.join(', ')} ${unknown.length === 1 ? 'is not one' : 'are not'}.`,
        [`memberIds: not active users: ${unknown.join(', ')}`],
      );
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

async function saveProject(db: Db, actor: AuthUser, id: number | undefined, input: ProjectInput): Promise<TProject> {
  return refusingTaken(
    () =>
      db.transaction(async (tx) => {
        let projectId: number;
        let before: typeof projects.$inferSelect | undefined;
        if (id === undefined) {
          await checkProjectInput(tx, actor, input);
          const [row] = await tx
            .insert(projects)
            .values({ ...projectValues(input), createdBy: actor.id })
            .returning();
          projectId = row!.id;
        } else {
          [before] = await tx
            .select()
            .from(projects)
            .where(and(eq(projects.id, id), visibleProjectsSql(actor)))
            .for('update');
          if (!before) throw notFound(NO_PROJECT);
          if (!mayEditProject(actor, before)) throw forbidden(NOT_THEIR_PROJECT);
          await checkProjectInput(tx, actor, input, before);
          await tx
            .update(projects)
            .set({ ...projectValues(input), updatedAt: sql`now()` })
            .where(eq(projects.id, id));
          await tx.delete(projectMembers).where(eq(projectMembers.projectId, id));
          projectId = id;
        }
        if (input.memberIds.length > 0)
          await tx.insert(projectMembers).values(input.memberIds.map((userId) => ({ projectId, userId })));
        const after = await projectOf(tx, actor, projectId);
        await writeAudit(tx, {
          actorId: actor.id,
          action: id === undefined ? 'project.create' : 'project.update',
          entity: 'project',
          entityId: projectId,
          before,
          after,
        });
        return after;
      }),
    { projects_code_idx: `The code ${input.code} belongs to another project.` },
  );
}

export function createProject(db: Db, actor: AuthUser, input: ProjectInput): Promise<TProject> {
  return saveProject(db, actor, undefined, input);
}

export function updateProject(db: Db, actor: AuthUser, id: number, input: ProjectInput): Promise<TProject> {
  return saveProject(db, actor, id, input);
}

export async function deleteProject(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(projectColumns)
      .from(projects)
      .where(and(eq(projects.id, id), visibleProjectsSql(actor)))
      .for('update', { of: projects });
    if (!before) throw notFound(NO_PROJECT);
    if (!mayEditProject(actor, before)) throw forbidden(NOT_THEIR_PROJECT);
    if (before.hoursLogged > 0)
      throw conflict(
        `${before.code} has ${formatHours(before.hoursLogged)} logged: set it to COMPLETED or CANCELLED instead.`,
      );
    await tx.delete(projectActivities).where(eq(projectActivities.projectId, id));
    await tx.delete(projects).where(eq(projects.id, id));
    await writeAudit(tx, { actorId: actor.id, action: 'project.delete', entity: 'project', entityId: id, before });
  });
}
