import type { Role } from '@staffdesk/shared/roles';
import { addDays } from '@staffdesk/shared/dates';
import { projectActivities, projectCategories, projectMembers, projects } from '../../src/db/schema/projects';
import {
  auditedRecord,
  hasRoleIn,
  isOwner,
  made,
  rolesIn,
  type Asker,
  type Expectation,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

/**
 * The projects' roles, written out: the section's roles read every project; its own PROJECT_MANAGER, a
 * GROUP_HEAD or MD change it; any other employee (ADMIN too, as on the screens) reads only the projects they
 * are a member of.
 */
const SECTION: readonly Role[] = [
  'MD',
  'L1',
  'FINANCE_HEAD',
  'BUSINESS_HEAD',
  'ADMIN_HEAD',
  'GROUP_HEAD',
  'PROJECT_MANAGER',
];
const ANY_PROJECT: readonly Role[] = ['GROUP_HEAD', 'MD'];
const readsAll = hasRoleIn(SECTION);

let otherManager: Promise<number> | undefined;
/** A project manager other than `pm`, registered once per app. */
const anotherManager = (ctx: MatrixContext) =>
  (otherManager ??= made<{ userId: number }>(ctx, 'admin', 'POST', '/api/register-user', {
    username: `pm.matrix.${ctx.next()}`,
    firstname: 'Other',
    lastname: 'Manager',
    userEmailId: `pm.matrix.${ctx.next()}@example.com`,
    userRoleList: ['PROJECT_MANAGER'],
    dateOfJoining: '2025-04-01',
  }).then((r) => r.userId));

let category: Promise<number> | undefined;
const projectCategory = (ctx: MatrixContext) =>
  (category ??= made<{ id: number }>(ctx, 'md', 'POST', '/api/project-categories', {
    name: `Matrix category ${ctx.next()}`,
  }).then((r) => r.id));

const projectBody = async (ctx: MatrixContext, managerId: number, members: number[]) => ({
  code: `MX-${ctx.next()}`,
  name: 'Matrix project',
  categoryId: await projectCategory(ctx),
  projectManagerId: managerId,
  memberIds: members,
  startDate: ctx.today,
  endDate: addDays(ctx.today, 90),
  budgetedHours: 100,
  status: 'ACTIVE',
});

async function project(
  ctx: MatrixContext,
  options: { ownManager?: boolean; ownerMember?: boolean } = {},
): Promise<number> {
  const { ownManager = true, ownerMember = true } = options;
  const managerId = ownManager ? ctx.asker('pm').id : await anotherManager(ctx);
  const body = await projectBody(ctx, managerId, ownerMember ? [ctx.owner.id] : []);
  return (await made<{ id: number }>(ctx, ownManager ? 'pm' : 'md', 'POST', '/api/projects', body)).id;
}

async function activity(ctx: MatrixContext, options: { ownManager?: boolean } = {}): Promise<number> {
  const projectId = await project(ctx, options);
  return (
    await made<{ id: number }>(ctx, 'md', 'POST', '/api/project-activity', {
      projectId,
      name: `Matrix activity ${ctx.next()}`,
    })
  ).id;
}

const noChange = (id: number): MatrixRecord => ({ id, state: async () => undefined });
const projectRecord = (ownManager: boolean) => async (ctx: MatrixContext) =>
  auditedRecord(ctx, projects, 'project', await project(ctx, { ownManager }));
const activityRecord = (ownManager: boolean) => async (ctx: MatrixContext) =>
  auditedRecord(ctx, projectActivities, 'project_activity', await activity(ctx, { ownManager }));

/** 403 for those who may not change the project. */
const changes =
  (ownManager: boolean, ok = 200): Expectation =>
  (asker) =>
    hasRoleIn(ANY_PROJECT)(asker) || (ownManager && asker.name === 'pm') ? ok : 403;

let outsideProject = 0;
const membersOf = new Map<number, Set<number>>();
const memberOf = (asker: Asker, projectId: unknown) => membersOf.get(Number(projectId))?.has(asker.id) ?? false;

const projectBodyOf = (ctx: MatrixContext, r: MatrixRecord, ownManager: boolean) =>
  (async () => {
    const managerId = ownManager ? ctx.asker('pm').id : await anotherManager(ctx);
    return { ...(await projectBody(ctx, managerId, [ctx.owner.id])), name: `Matrix project, renamed ${r.id}` };
  })();

export const projectsMatrix: MatrixFamily = {
  name: 'projects',
  seed: async (ctx) => {
    await activity(ctx);
    await activity(ctx, { ownManager: false });
    outsideProject = await project(ctx, { ownerMember: false });
    await made(ctx, 'md', 'POST', '/api/project-activity', { projectId: outsideProject, name: 'Not the owner’s' });
    for (const row of await ctx.t.db.select().from(projectMembers)) {
      if (!membersOf.has(row.projectId)) membersOf.set(row.projectId, new Set());
      membersOf.get(row.projectId)!.add(row.userId);
    }
  },
  routes: [
    {
      route: 'GET /projects/{id}',
      label: 'the owner a member',
      record: async (ctx) => noChange(await project(ctx)),
      expect: (a, o) => (readsAll(a) || isOwner(a, o) ? 200 : 404),
    },
    {
      route: 'GET /projects/{id}',
      label: 'the owner not a member',
      record: async (ctx) => noChange(await project(ctx, { ownerMember: false })),
      expect: rolesIn(SECTION, 200, 404),
    },
    {
      route: 'PUT /projects/{id}',
      label: "pm's project",
      record: projectRecord(true),
      body: (ctx, r) => projectBodyOf(ctx, r, true),
      expect: changes(true),
    },
    {
      route: 'PUT /projects/{id}',
      label: "another project manager's",
      record: projectRecord(false),
      body: (ctx, r) => projectBodyOf(ctx, r, false),
      expect: changes(false),
    },
    { route: 'DELETE /projects/{id}', label: "pm's project", record: projectRecord(true), expect: changes(true, 204) },
    {
      route: 'DELETE /projects/{id}',
      label: "another project manager's",
      record: projectRecord(false),
      expect: changes(false, 204),
    },
    {
      route: 'PUT /project-activity/{id}',
      label: "on pm's project",
      record: activityRecord(true),
      body: async (ctx, r) => ({
        projectId: ((await r.state()) as { row: { projectId: number }[] }).row[0]!.projectId,
        name: `Renamed ${ctx.next()}`,
        billable: false,
      }),
      expect: changes(true),
    },
    {
      route: 'PUT /project-activity/{id}',
      label: "on another project manager's",
      record: activityRecord(false),
      body: async (ctx, r) => ({
        projectId: ((await r.state()) as { row: { projectId: number }[] }).row[0]!.projectId,
        name: `Renamed ${ctx.next()}`,
        billable: false,
      }),
      expect: changes(false),
    },
    {
      route: 'DELETE /project-activity/{id}',
      label: "on pm's project",
      record: activityRecord(true),
      expect: changes(true, 204),
    },
    {
      route: 'DELETE /project-activity/{id}',
      label: "on another project manager's",
      record: activityRecord(false),
      expect: changes(false, 204),
    },
    {
      route: 'PUT /project-categories/{id}',
      record: async (ctx) =>
        auditedRecord(
          ctx,
          projectCategories,
          'project_category',
          (
            await made<{ id: number }>(ctx, 'md', 'POST', '/api/project-categories', {
              name: `Matrix category ${ctx.next()}`,
            })
          ).id,
        ),
      body: (ctx) => ({ name: `Matrix category ${ctx.next()}`, active: false }),
      expect: rolesIn(ANY_PROJECT),
    },
    {
      route: 'DELETE /project-categories/{id}',
      record: async (ctx) =>
        auditedRecord(
          ctx,
          projectCategories,
          'project_category',
          (
            await made<{ id: number }>(ctx, 'md', 'POST', '/api/project-categories', {
              name: `Matrix category ${ctx.next()}`,
            })
          ).id,
        ),
      expect: rolesIn(ANY_PROJECT, 204),
    },
  ],
  lists: [
    {
      url: '/projects?pageSize=100',
      expect: () => 200,
      visible: (asker, row) => readsAll(asker) || memberOf(asker, row.id),
    },
    {
      url: '/project-activity',
      expect: () => 200,
      visible: (asker, row) => readsAll(asker) || memberOf(asker, row.projectId),
    },
    { url: '/project-categories', expect: rolesIn(SECTION), visible: () => true },
    {
      // The owner is not a member: 404 outside the section.
      url: () => `/project-activity/project?projectId=${outsideProject}`,
      label: '/project-activity/project?projectId=(one the owner is not a member of)',
      expect: rolesIn(SECTION, 200, 404),
      visible: (asker) => readsAll(asker),
    },
  ],
};
