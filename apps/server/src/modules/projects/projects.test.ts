import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { projectActivities, projectCategories, projectMembers, projects } from '../../db/schema/projects';
import { timesheetEntries } from '../../db/schema/timesheets';
import { auditEntries } from '../../db/schema/audit';
import { contractCompanies, contractTaskOrders, contracts } from '../../db/schema/contracts';

type Project = {
  id: number;
  code: string;
  name: string;
  status: string;
  projectManagerId: number;
  members: { userId: number; fullname: string }[];
  hoursLogged: number;
  canEdit: boolean;
  categoryName: string;
};
type Activity = {
  id: number;
  projectId: number;
  name: string;
  billable: boolean;
  active: boolean;
  hoursLogged: number;
};

let t: TestApp;
let clientDelivery: number;
beforeAll(async () => {
  t = await createTestApp();
  clientDelivery = (
    await t.db.select().from(projectCategories).where(eq(projectCategories.name, 'Client Delivery'))
  )[0]!.id;
});
afterAll(() => t.close());

const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const projectId = async (code: string) =>
  (await t.db.select({ id: projects.id }).from(projects).where(eq(projects.code, code)))[0]!.id;
const as = async (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.as(await t.tokenOf(username), {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function projectBody(overrides: Record<string, unknown> = {}) {
  return {
    code: 'NEW-1',
    name: 'New project',
    categoryId: clientDelivery,
    projectManagerId: await userId('pm'),
    memberIds: [await userId('employee')],
    startDate: '2026-12-01',
    endDate: '2027-03-31',
    budgetedHours: 500,
    status: 'PLANNED',
    ...overrides,
  };
}

describe('who reads projects', () => {
  it('gives the project-management roles every project, and an employee only the projects they are a member of', async () => {
    for (const username of ['md', 'manager', 'finance.head', 'business.head', 'admin.head', 'group.head', 'pm']) {
      const res = await as(username, 'GET', '/api/projects?pageSize=100');
      expect(res.statusCode, username).toBe(200);
      expect(
        (res.json().items as Project[]).map((p) => p.code),
        username,
      ).toEqual(expect.arrayContaining(['ACME-PORTAL', 'GLOBEX-AMC', 'INITECH-POC']));
    }
    const mine = (await as('employee', 'GET', '/api/projects?pageSize=100')).json();
    expect((mine.items as Project[]).map((p) => p.code)).toEqual([
      'ACME-PORTAL',
      'SD-HRMS',
      'TRAIN-CLOUD',
      'WEB-REVAMP',
    ]);
    expect(mine.total).toBe(4);
    expect((mine.items as Project[]).every((p) => !p.canEdit)).toBe(true);
  });

  it('sorts the list by the column asked, and refuses a sort it does not know', async () => {
    const names = async (order: string) =>
      ((await as('md', 'GET', `/api/projects?pageSize=100&sort=name&order=${order}`)).json().items as Project[]).map(
        (p) => p.name,
      );
    const ascending = await names('asc');
    expect(ascending.slice(0, 3)).not.toEqual(
      (await as('md', 'GET', '/api/projects?pageSize=3')).json().items.map((p: Project) => p.name),
    );
    expect(await names('desc')).toEqual([...ascending].reverse());
    const bad = await as('md', 'GET', '/api/projects?sort=budget');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('code, name, startDate, status');
  });

  it('answers 404 to an employee for a project they are not on, and its activities', async () => {
    const globex = await projectId('GLOBEX-AMC');
    expect((await as('employee', 'GET', `/api/projects/${globex}`)).statusCode).toBe(404);
    expect((await as('employee', 'GET', `/api/project-activity/project?projectId=${globex}`)).statusCode).toBe(404);
    const acme = await as(
      'employee',
      'GET',
      `/api/project-activity/project?projectId=${await projectId('ACME-PORTAL')}`,
    );
    expect(acme.statusCode).toBe(200);
    expect((acme.json() as Activity[]).map((a) => a.name)).toEqual([
      'Design',
      'Development',
      'Estimation',
      'Meetings',
      'Testing',
    ]);
    const all = (await as('employee', 'GET', '/api/project-activity?active=true')).json() as (Activity & {
      projectCode: string;
    })[];
    expect(new Set(all.map((a) => a.projectCode))).toEqual(
      new Set(['ACME-PORTAL', 'SD-HRMS', 'TRAIN-CLOUD', 'WEB-REVAMP']),
    );
    expect(all.some((a) => a.name === 'Estimation')).toBe(false);
  });

  it('refuses an employee everything else of the section', async () => {
    const acme = await projectId('ACME-PORTAL');
    const refused = [
      await as('employee', 'GET', '/api/project-categories'),
      await as('employee', 'GET', '/api/projects/dashboard'),
      await as('employee', 'POST', '/api/projects', await projectBody()),
      await as('employee', 'PUT', `/api/projects/${acme}`, await projectBody()),
      await as('employee', 'DELETE', `/api/projects/${acme}`),
      await as('employee', 'POST', '/api/project-activity', { projectId: acme, name: 'Sneaky' }),
      await as('manager', 'POST', '/api/projects', await projectBody()),
      await as('finance.head', 'POST', '/api/project-categories', { name: 'Finance' }),
      await as('pm', 'POST', '/api/project-categories', { name: 'PM category' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    expect(await t.db.select().from(projects).where(eq(projects.code, 'NEW-1'))).toEqual([]);
  });
});

describe('creating and changing projects', () => {
  it('lets a project manager create a project they manage, with members, and audits it', async () => {
    const res = await as(
      'pm',
      'POST',
      '/api/projects',
      await projectBody({ code: 'pm-own', memberIds: [await userId('employee'), await userId('employee.2fa')] }),
    );
    expect(res.statusCode).toBe(201);
    const project = res.json() as Project;
    expect(project).toMatchObject({
      code: 'PM-OWN',
      status: 'PLANNED',
      categoryName: 'Client Delivery',
      hoursLogged: 0,
      canEdit: true,
    });
    expect(project.members.map((m) => m.fullname).sort()).toEqual(['Rahul Verma', 'Sara Khan']);
    const members = await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id));
    expect(members).toHaveLength(2);
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'project'), eq(auditEntries.entityId, String(project.id))));
    expect(audit.map((a) => a.action)).toEqual(['project.create']);
    // the employee now reads it
    const sara = await t.sessionToken(await userId('employee.2fa'));
    expect((await t.as(sara, { method: 'GET', url: `/api/projects/${project.id}` })).statusCode).toBe(200);
    // The list counts the members; the project's own page names them.
    const listed = (
      (await as('pm', 'GET', '/api/projects?search=PM-OWN')).json().items as Record<string, unknown>[]
    ).find((p) => p.id === project.id);
    expect(listed).toMatchObject({ code: 'PM-OWN', memberCount: 2 });
    expect(listed).not.toHaveProperty('members');
    const one = (await as('pm', 'GET', `/api/projects/${project.id}`)).json() as Project;
    expect(one.members.map((m) => m.fullname).sort()).toEqual(['Rahul Verma', 'Sara Khan']);
  });

  it("refuses a project manager someone else's project, and lets a group head change any", async () => {
    const refused = await as(
      'pm',
      'POST',
      '/api/projects',
      await projectBody({ code: 'NOT-MINE', projectManagerId: await userId('md') }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A project manager creates only projects they manage themselves.');

    // A second project manager's project.
    const manager = await userId('manager');
    await t.db
      .update(users)
      .set({ roles: ['L1', 'PROJECT_MANAGER'] })
      .where(eq(users.id, manager));
    const theirs = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'THEIRS', projectManagerId: manager }),
    );
    expect(theirs.statusCode).toBe(201);
    const id = (theirs.json() as Project).id;
    expect((await as('pm', 'GET', `/api/projects/${id}`)).json().canEdit).toBe(false);
    const put = await as(
      'pm',
      'PUT',
      `/api/projects/${id}`,
      await projectBody({ code: 'THEIRS', name: 'Taken over', projectManagerId: await userId('pm') }),
    );
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('A project manager changes only the projects they manage.');
    expect((await as('pm', 'DELETE', `/api/projects/${id}`)).statusCode).toBe(403);
    expect((await as('pm', 'POST', '/api/project-activity', { projectId: id, name: 'Mine now' })).statusCode).toBe(403);
    expect((await t.db.select().from(projects).where(eq(projects.id, id)))[0]!.name).toBe('New project');

    const byMd = await as(
      'md',
      'PUT',
      `/api/projects/${id}`,
      await projectBody({
        code: 'THEIRS',
        name: 'Renamed by MD',
        projectManagerId: manager,
        status: 'ACTIVE',
        memberIds: [],
      }),
    );
    expect(byMd.statusCode).toBe(200);
    expect(byMd.json()).toMatchObject({ name: 'Renamed by MD', status: 'ACTIVE', members: [] });
    expect(await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, id))).toEqual([]);
    await t.db
      .update(users)
      .set({ roles: ['L1'] })
      .where(eq(users.id, manager));
  });
});

describe('the business head starting a project', () => {
  it('creates a project under a project manager, who then changes it, while the business head may not', async () => {
    const res = await as('business.head', 'POST', '/api/projects', await projectBody({ code: 'BH-HANDED' }));
    expect(res.statusCode).toBe(201);
    const project = res.json() as Project;
    expect(project).toMatchObject({ code: 'BH-HANDED', projectManagerId: await userId('pm'), canEdit: false });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ managerId: await userId('pm'), createdBy: await userId('business.head') });
    expect((await as('pm', 'GET', `/api/projects/${project.id}`)).json().canEdit).toBe(true);
    const put = await as(
      'business.head',
      'PUT',
      `/api/projects/${project.id}`,
      await projectBody({ code: 'BH-HANDED' }),
    );
    expect(put.statusCode).toBe(403);
  });

  it('names only an active project manager, and says so with the field', async () => {
    const res = await as(
      'business.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'BH-SELF', projectManagerId: await userId('business.head') }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Choose a project manager from the list: an active user with the project manager role.',
      errorDetails: ['projectManagerId: not an active project manager'],
    });
    expect(await t.db.select().from(projects).where(eq(projects.code, 'BH-SELF'))).toEqual([]);
  });

  it('is offered the project managers to pick from', async () => {
    const res = await as('business.head', 'GET', '/api/users/project-managers');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { username: string }[]).map((o) => o.username)).toContain('pm');
  });

  it('keeps ADMIN and the other pipeline roles from creating projects', async () => {
    for (const username of ['admin', 'finance.head', 'admin.head']) {
      const res = await as(username, 'POST', '/api/projects', await projectBody({ code: `NO-${username}` }));
      expect(res.statusCode, username).toBe(403);
    }
  });
});

describe('refusing a bad project', () => {
  it('refuses a code in use, whatever its case (409), and changes nothing', async () => {
    const res = await as('group.head', 'POST', '/api/projects', await projectBody({ code: 'acme-portal' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The code ACME-PORTAL belongs to another project.');
    expect(await t.db.select().from(projects).where(eq(projects.code, 'acme-portal'))).toEqual([]);
  });

  it('refuses bad input with what to fix', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: '2026-11-01' }, 'The end date cannot be before the start date.'],
      [{ taskOrderId: 4 }, 'Choose the contract of the task order too.'],
      [{ status: 'IN_PROGRESS' }, 'Choose a status: Planned, Active, On hold, Completed or Cancelled.'],
      [{ name: ' ' }, 'Give a project name.'],
      [{ code: '' }, 'Give a project code.'],
      [{ categoryId: undefined }, 'Choose a category.'],
      [{ budgetedHours: -1 }, 'The budgeted hours cannot be negative.'],
      [{ code: 'a b' }, 'The project code may hold letters, digits, - and _ only, and starts with a letter or digit.'],
    ];
    for (const [overrides, detail] of cases) {
      const res = await as('group.head', 'POST', '/api/projects', await projectBody({ code: 'BAD-1', ...overrides }));
      expect(res.statusCode, detail).toBe(400);
      expect(JSON.stringify(res.json()), detail).toContain(detail);
    }
    const notPm = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'BAD-2', projectManagerId: await userId('employee') }),
    );
    expect(notPm.statusCode).toBe(400);
    expect(notPm.json().message).toBe(
      'Choose a project manager from the list: an active user with the project manager role.',
    );
    const unknownMember = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'BAD-3', memberIds: [1_999_999] }),
    );
    expect(unknownMember.statusCode).toBe(400);
    expect(unknownMember.json().message).toBe('Choose members among the active users: the id 1999999 is not one.');
    const noCategory = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'BAD-4', categoryId: 1_999_999 }),
    );
    expect(noCategory.statusCode).toBe(400);
    expect(await t.db.select().from(projects).where(eq(projects.code, 'BAD-1'))).toEqual([]);
  });
});

describe('deleting projects', () => {
  it('deletes a project without hours with its activities, and refuses one with hours (409)', async () => {
    const created = (
      await as('pm', 'POST', '/api/projects', await projectBody({ code: 'SHORT-LIVED' }))
    ).json() as Project;
    await as('pm', 'POST', '/api/project-activity', { projectId: created.id, name: 'Work' });
    expect((await as('pm', 'DELETE', `/api/projects/${created.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(projectActivities).where(eq(projectActivities.projectId, created.id))).toEqual([]);

    const acme = await projectId('ACME-PORTAL');
    const [activity] = await t.db
      .select()
      .from(projectActivities)
      .where(and(eq(projectActivities.projectId, acme), eq(projectActivities.name, 'Design')));
    await t.db.insert(timesheetEntries).values({
      employeeId: await userId('employee'),
      date: '2026-01-05',
      projectId: acme,
      activityId: activity!.id,
      minutes: 90,
    });
    const refused = await as('md', 'DELETE', `/api/projects/${acme}`);
    expect(refused.statusCode).toBe(409);
    // Hours as the screens write them: "1h 30m".
    expect(refused.json().message).toMatch(
      /^ACME-PORTAL has \d+h( \d+m)? logged: set it to COMPLETED or CANCELLED instead\.$/,
    );
    const activityRefused = await as('pm', 'DELETE', `/api/project-activity/${activity!.id}`);
    expect(activityRefused.statusCode).toBe(409);
    expect(activityRefused.json().message).toMatch(/^"Design" has \d+h( \d+m)? logged: make it inactive instead\.$/);
    expect((await as('md', 'GET', `/api/projects/${acme}`)).json().hoursLogged).toBeGreaterThanOrEqual(1.5);
  });
});

describe('the contract link', () => {
  it('takes a contract and one of its task orders, and refuses a task order of another contract', async () => {
    const [company] = await t.db
      .insert(contractCompanies)
      .values({ name: 'Link Test Ltd', countryCode: 'IN' })
      .returning();
    const contract = (number: string) => ({
      companyId: company!.id,
      number,
      title: number,
      contractType: 'FIXED_PRICE',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      value: 100000,
    });
    const [first, second] = await t.db
      .insert(contracts)
      .values([contract('LINK-1'), contract('LINK-2')])
      .returning();
    const taskOrder = (contractId: number, number: string) => ({
      contractId,
      number,
      title: number,
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      ceilingValue: 1000,
    });
    const [ofFirst, ofSecond] = await t.db
      .insert(contractTaskOrders)
      .values([taskOrder(first!.id, 'TO-1'), taskOrder(second!.id, 'TO-9')])
      .returning();

    const linked = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'LINKED', contractId: first!.id, taskOrderId: ofFirst!.id }),
    );
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ contractId: first!.id, contractNumber: 'LINK-1', taskOrderId: ofFirst!.id });
    // A member outside the contract roles reads the project, not the contract's number.
    expect((await as('employee', 'GET', `/api/projects/${linked.json().id}`)).json()).toMatchObject({
      contractId: first!.id,
      contractNumber: null,
    });
    const crossed = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'CROSSED', contractId: first!.id, taskOrderId: ofSecond!.id }),
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(
      "Task order TO-9 belongs to another contract: choose one of the project's contract.",
    );
    const noContract = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'NO-CONTRACT', contractId: 1_999_999 }),
    );
    expect(noContract.statusCode).toBe(400);
    expect(noContract.json().message).toBe('Choose an existing contract.');
    expect(await t.db.select().from(projects).where(eq(projects.code, 'CROSSED'))).toEqual([]);
  });
});

describe('activities', () => {
  it('adds, changes and deletes the activities of an own project, audited', async () => {
    const sd = await projectId('SD-HRMS');
    const created = await as('pm', 'POST', '/api/project-activity', {
      projectId: sd,
      name: 'Reviews',
      billable: false,
    });
    expect(created.statusCode).toBe(201);
    const activity = created.json() as Activity;
    expect(activity).toMatchObject({ name: 'Reviews', billable: false, active: true, hoursLogged: 0 });
    const twin = await as('pm', 'POST', '/api/project-activity', { projectId: sd, name: 'reviews' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('The project has an activity named "reviews" already.');
    const changed = await as('pm', 'PUT', `/api/project-activity/${activity.id}`, {
      projectId: sd,
      name: 'Code reviews',
      billable: true,
      active: false,
    });
    expect(changed.json()).toMatchObject({ name: 'Code reviews', billable: true, active: false });
    const moved = await as('pm', 'PUT', `/api/project-activity/${activity.id}`, {
      projectId: await projectId('ACME-PORTAL'),
      name: 'Code reviews',
    });
    expect(moved.statusCode).toBe(400);
    expect((await as('pm', 'DELETE', `/api/project-activity/${activity.id}`)).statusCode).toBe(204);
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'project_activity'), eq(auditEntries.entityId, String(activity.id))));
    expect(audit.map((a) => a.action)).toEqual([
      'project-activity.create',
      'project-activity.update',
      'project-activity.delete',
    ]);
  });
});

describe('categories', () => {
  it('are kept by group heads; one in use is not deleted (409)', async () => {
    const created = await as('group.head', 'POST', '/api/project-categories', { name: 'Research' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Research', active: true, projectCount: 0 });
    expect((await as('md', 'POST', '/api/project-categories', { name: 'research' })).statusCode).toBe(409);
    const list = (await as('manager', 'GET', '/api/project-categories')).json() as {
      name: string;
      projectCount: number;
    }[];
    expect(list.find((c) => c.name === 'Client Delivery')!.projectCount).toBeGreaterThan(0);
    const inUse = await as('md', 'DELETE', `/api/project-categories/${clientDelivery}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/use the category "Client Delivery": make it inactive instead\.$/);
    const off = await as('group.head', 'PUT', `/api/project-categories/${created.json().id}`, {
      name: 'Research',
      active: false,
    });
    expect(off.json().active).toBe(false);
    const onInactive = await as(
      'group.head',
      'POST',
      '/api/projects',
      await projectBody({ code: 'RES-1', categoryId: created.json().id }),
    );
    expect(onInactive.statusCode).toBe(400);
    expect(onInactive.json().message).toBe('The category "Research" is inactive: choose another.');
    expect((await as('group.head', 'DELETE', `/api/project-categories/${created.json().id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(projectCategories).where(eq(projectCategories.name, 'Research'))).toEqual([]);
  });
});

describe('the dashboard cards', () => {
  it('counts projects by status and sets hours logged against each active budget', async () => {
    const res = await as('finance.head', 'GET', '/api/projects/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      byStatus: { status: string; count: number }[];
      hoursVsBudget: { code: string; budgetedHours: number; hoursLogged: number }[];
    };
    expect(body.byStatus.map((s) => s.status)).toEqual(['PLANNED', 'ACTIVE', 'ON_HOLD', 'COMPLETED', 'CANCELLED']);
    const counted = await t.db.select({ status: projects.status }).from(projects);
    for (const { status, count } of body.byStatus)
      expect(count, status).toBe(counted.filter((p) => p.status === status).length);
    expect(body.hoursVsBudget.map((p) => p.code)).toEqual(
      expect.arrayContaining(['ACME-PORTAL', 'SD-HRMS', 'GLOBEX-AMC']),
    );
    expect(body.hoursVsBudget.map((p) => p.code)).not.toContain('WEB-REVAMP');
    const acme = body.hoursVsBudget.find((p) => p.code === 'ACME-PORTAL')!;
    const entries = await t.db
      .select({ minutes: timesheetEntries.minutes })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.projectId, await projectId('ACME-PORTAL')));
    expect(acme.budgetedHours).toBe(2400);
    expect(acme.hoursLogged).toBe(entries.reduce((sum, e) => sum + e.minutes, 0) / 60);
    expect(acme.hoursLogged).toBeGreaterThan(0);
  });
});
