import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { formatHours } from '@staffdesk/shared/durations';
import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import type { BodyOf } from '@staffdesk/shared/api/endpoint';
import type { projectActivitiesApi } from '@staffdesk/shared/api/projects';
import { projectActivities, projects } from '../../db/schema/projects';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, forbidden, notFound, refusingTaken } from '../../errors';
import { writeAudit } from '../audit/service';
import { mayEditProject, NO_PROJECT, NOT_THEIR_PROJECT, visibleProjectsSql } from './access';
import { hoursLoggedOnActivitySql } from './hours-logged';
import { readProject } from './listing';

type ActivityInput = BodyOf<typeof projectActivitiesApi.createActivity>;

const NO_ACTIVITY = 'No such activity, or its project is not one of yours.';

const activityColumns = {
  ...getTableColumns(projectActivities),
  projectCode: projects.code,
  projectName: projects.name,
  hoursLogged: hoursLoggedOnActivitySql(sql.raw('"project_activities"."id"')),
};
type ActivityRow = typeof projectActivities.$inferSelect & {
  projectCode: string;
  projectName: string;
  hoursLogged: number;
};
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

async function readActivity(tx: Executor, viewer: AuthUser, id: number) {
  const [row] = await tx
    .select({ ...activityColumns, managerId: projects.managerId })
    .from(projectActivities)
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(and(eq(projectActivities.id, id), visibleProjectsSql(viewer)));
  if (!row) throw notFound(NO_ACTIVITY);
  return row;
}

export async function listActivities(
  db: Db,
  viewer: AuthUser,
  filter: { projectId?: number; active?: boolean },
): Promise<TProjectActivity[]> {
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
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjectsSql(actor)));
  if (!project) throw notFound(NO_PROJECT);
  if (!mayEditProject(actor, project)) throw forbidden(NOT_THEIR_PROJECT);
  return project;
}

async function saveActivity(
  db: Db,
  actor: AuthUser,
  id: number | undefined,
  input: ActivityInput,
): Promise<TProjectActivity> {
  return refusingTaken(
    () =>
      db.transaction(async (tx) => {
        if (id === undefined) {
          await editableProject(tx, actor, input.projectId);
          const [row] = await tx.insert(projectActivities).values(input).returning();
          await writeAudit(tx, {
            actorId: actor.id,
            action: 'project-activity.create',
            entity: 'project_activity',
            entityId: row!.id,
            after: row,
          });
          return toActivity(await readActivity(tx, actor, row!.id));
        }
        const before = await readActivity(tx, actor, id);
        if (!mayEditProject(actor, before)) throw forbidden(NOT_THEIR_PROJECT);
        if (before.projectId !== input.projectId)
          throw badRequest('An activity stays on its project: add a new one to the other project instead.', [
            'projectId: cannot change',
          ]);
        const [after] = await tx
          .update(projectActivities)
          .set({ name: input.name, billable: input.billable, active: input.active })
          .where(eq(projectActivities.id, id))
          .returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'project-activity.update',
          entity: 'project_activity',
          entityId: id,
          before,
          after,
        });
        return toActivity(await readActivity(tx, actor, id));
      }),
    { project_activities_name_idx: `The project has an activity named "${input.name}" already.` },
  );
}

export function createActivity(db: Db, actor: AuthUser, input: ActivityInput): Promise<TProjectActivity> {
  return saveActivity(db, actor, undefined, input);
}

export function updateActivity(db: Db, actor: AuthUser, id: number, input: ActivityInput): Promise<TProjectActivity> {
  return saveActivity(db, actor, id, input);
}

export async function deleteActivity(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readActivity(tx, actor, id);
    if (!mayEditProject(actor, before)) throw forbidden(NOT_THEIR_PROJECT);
    if (before.hoursLogged > 0)
      throw conflict(`"${before.name}" has ${formatHours(before.hoursLogged)} logged: make it inactive instead.`);
    await tx.delete(projectActivities).where(eq(projectActivities.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'project-activity.delete',
      entity: 'project_activity',
      entityId: id,
      before,
    });
  });
}
