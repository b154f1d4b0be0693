import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TProjectCategory } from '@staffdesk/shared/schemas/projects';
import type { BodyOf } from '@staffdesk/shared/api/endpoint';
import type { projectCategoriesApi } from '@staffdesk/shared/api/projects';
import { projectCategories, projects } from '../../db/schema/projects';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { conflict, notFound, refusingTaken } from '../../errors';
import { writeAudit } from '../audit/service';

type CategoryInput = BodyOf<typeof projectCategoriesApi.createProjectCategory>;

const NO_CATEGORY = 'No such project category.';

// Named in full inside the subquery, as PROJECT_ID is (access.ts).
const CATEGORY_ID = sql.raw('"project_categories"."id"');

const categoryColumns = {
  ...getTableColumns(projectCategories),
  projectCount: sql<number>`(select count(*) from ${projects} p where p.category_id = ${CATEGORY_ID})`.mapWith(Number),
};
type CategoryRow = typeof projectCategories.$inferSelect & { projectCount: number };
const toCategory = ({ createdAt: _createdAt, ...row }: CategoryRow): TProjectCategory => row;

async function oneCategory(tx: Executor, id: number): Promise<CategoryRow> {
  const [row] = await tx.select(categoryColumns).from(projectCategories).where(eq(projectCategories.id, id));
  if (!row) throw notFound(NO_CATEGORY);
  return row;
}

export async function listCategories(db: Db): Promise<TProjectCategory[]> {
  const rows = await db.select(categoryColumns).from(projectCategories).orderBy(asc(projectCategories.name));
  return rows.map(toCategory);
}

async function saveCategory(
  db: Db,
  actor: AuthUser,
  id: number | undefined,
  input: CategoryInput,
): Promise<TProjectCategory> {
  return refusingTaken(
    () =>
      db.transaction(async (tx) => {
        if (id === undefined) {
          const [row] = await tx.insert(projectCategories).values(input).returning();
          await writeAudit(tx, {
            actorId: actor.id,
            action: 'project-category.create',
            entity: 'project_category',
            entityId: row!.id,
            after: row,
          });
          return toCategory(await oneCategory(tx, row!.id));
        }
        const [before] = await tx.select().from(projectCategories).where(eq(projectCategories.id, id)).for('update');
        if (!before) throw notFound(NO_CATEGORY);
        const [after] = await tx.update(projectCategories).set(input).where(eq(projectCategories.id, id)).returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'project-category.update',
          entity: 'project_category',
          entityId: id,
          before,
          after,
        });
        return toCategory(await oneCategory(tx, id));
      }),
    { project_categories_name_idx: `A project category named "${input.name}" exists already.` },
  );
}

export function createCategory(db: Db, actor: AuthUser, input: CategoryInput): Promise<TProjectCategory> {
  return saveCategory(db, actor, undefined, input);
}

export function updateCategory(db: Db, actor: AuthUser, id: number, input: CategoryInput): Promise<TProjectCategory> {
  return saveCategory(db, actor, id, input);
}

export async function deleteCategory(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await oneCategory(tx, id);
    if (before.projectCount > 0) {
      throw conflict(
        `${before.projectCount} project${before.projectCount === 1 ? ' uses' : 's use'} the category "${before.name}": make it inactive instead.`,
      );
    }
    await tx.delete(projectCategories).where(eq(projectCategories.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'project-category.delete',
      entity: 'project_category',
      entityId: id,
      before,
    });
  });
}
