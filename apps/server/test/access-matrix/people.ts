import { asc, eq } from 'drizzle-orm';
import { addDays, isWeekend } from '@staffdesk/shared/dates';
import { can } from '@staffdesk/shared/roles';
import { manages } from '@staffdesk/shared/access';
import { REGULARIZATION_MAX_DAYS_BACK } from '@staffdesk/shared/schemas/attendance';
import { holidays } from '../../src/db/schema/calendar';
import { users } from '../../src/db/schema/identity';
import { eventBalances } from '../../src/db/schema/leave';
import { userNotifications } from '../../src/db/schema/notifications';
import { employees } from '../../src/db/schema/organisation';
import { serverRegularizationFamily } from '../../src/modules/attendance/regularization-family';
import { serverEventRequestFamily } from '../../src/modules/leave/family';
import { DEMO_PEOPLE } from '../../src/seeds/demo';
import {
  byAccess,
  isOwner,
  made,
  managesRule,
  needs,
  recordsRule,
  requestFamilyRoutes,
  seenBy,
  teamViewsRule,
  type Asker,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

/** Reading changes nothing. */
const theOwner = async (ctx: MatrixContext): Promise<MatrixRecord> => ({
  id: ctx.owner.id,
  state: async () => undefined,
});
const ownerRow = (ctx: MatrixContext) => async () => ({
  user: await ctx.t.db.select().from(users).where(eq(users.id, ctx.owner.id)),
  employee: await ctx.t.db.select().from(employees).where(eq(employees.userId, ctx.owner.id)),
});

async function balance(ctx: MatrixContext): Promise<MatrixRecord> {
  const [row] = await ctx.t.db
    .select()
    .from(eventBalances)
    .where(eq(eventBalances.employeeId, ctx.owner.id))
    .orderBy(asc(eventBalances.id))
    .limit(1);
  return { id: row!.id, state: () => ctx.t.db.select().from(eventBalances).where(eq(eventBalances.id, row!.id)) };
}
async function punch(ctx: MatrixContext): Promise<MatrixRecord> {
  const punches = (await ctx.call('employee', 'GET', `/api/check-in-out-events/employee/${ctx.owner.id}`)).json() as {
    items: { id: number }[];
  };
  return { id: punches.items[0]!.id, state: async () => undefined };
}

/** Work from home on a free weekday: the demo data has leave in the week ahead. */
let ahead = 6;
async function workFromHome(ctx: MatrixContext): Promise<number> {
  while (++ahead < 400) {
    const date = addDays(ctx.today, ahead);
    if (isWeekend(date)) continue;
    const res = await ctx.call('employee', 'POST', '/api/employee-event-request', {
      typeCode: 'WFH',
      fromDate: date,
      toDate: date,
      reason: 'Access matrix.',
    });
    if (res.statusCode === 201) return res.json().id as number;
  }
  throw new Error('no day left to work from home');
}

/** A past free weekday; rejected and cancelled requests free theirs, so the search starts over once. */
let back = 0;
async function regularization(ctx: MatrixContext): Promise<number> {
  for (let pass = 0; pass < 2; pass++) {
    while (++back <= REGULARIZATION_MAX_DAYS_BACK) {
      const date = addDays(ctx.today, -back);
      if (isWeekend(date)) continue;
      const res = await ctx.call('employee', 'POST', '/api/attendance-regularizations', {
        date,
        checkIn: '09:30',
        checkOut: '18:00',
        reason: 'Access matrix.',
      });
      if (res.statusCode === 201) return res.json().id as number;
    }
    back = 0;
  }
  throw new Error('no day left to regularize');
}

async function notification(ctx: MatrixContext): Promise<MatrixRecord> {
  const [row] = await ctx.t.db
    .insert(userNotifications)
    .values({ userId: ctx.owner.id, title: 'Matrix', body: 'For the access matrix.', link: null })
    .returning();
  return {
    id: row!.id,
    state: () => ctx.t.db.select().from(userNotifications).where(eq(userNotifications.id, row!.id)),
  };
}

/** Any holder of MANAGE_HOLIDAYS may change it. */
let holidayOffset = 400;
async function holiday(ctx: MatrixContext): Promise<MatrixRecord> {
  const { id } = await made<{ id: number }>(ctx, 'hr.head', 'POST', '/api/holidays', {
    date: addDays(ctx.today, holidayOffset++),
    name: 'Matrix day',
  });
  return { id, state: () => ctx.t.db.select().from(holidays).where(eq(holidays.id, id)) };
}

const managers = new Map<number, number | null>();
const managed = (asker: Asker, row: Record<string, unknown>) =>
  manages(asker, { id: Number(row.employeeId), managerId: managers.get(Number(row.employeeId)) });

/** A user of their own for each reset, since a reset ends every session of the user. */
async function newUser(ctx: MatrixContext, role: 'EMPLOYEE' | 'MD'): Promise<MatrixRecord> {
  const username = `matrix.${role.toLowerCase()}.${ctx.next()}`;
  const { userId } = await made<{ userId: number }>(ctx, 'admin', 'POST', '/api/register-user', {
    username,
    firstname: 'Matrix',
    lastname: 'User',
    userEmailId: `${username}@example.com`,
    userRoleList: [role],
    dateOfJoining: '2025-04-01',
  });
  return { id: userId, state: () => ctx.t.db.select().from(users).where(eq(users.id, userId)) };
}

/** A balance's ledger: whoever sees the owner's records, and every manager above them in the demo's tree. */
function ledgerRule(asker: Asker, owner: Asker): boolean {
  if (recordsRule(asker, owner)) return true;
  const managerOf = new Map(DEMO_PEOPLE.map((p) => [p.username, p.manager]));
  for (let name = managerOf.get(owner.name); name; name = managerOf.get(name)) if (name === asker.name) return true;
  return false;
}

export const peopleMatrix: MatrixFamily = {
  name: 'people, attendance and leave',
  seed: async (ctx) => {
    await workFromHome(ctx);
    await regularization(ctx);
    for (const row of await ctx.t.db
      .select({ id: employees.userId, managerId: employees.reportingManagerId })
      .from(employees))
      managers.set(row.id, row.managerId);
  },
  routes: [
    { route: 'GET /employee/context/reportee/{id}', record: theOwner, expect: seenBy(managesRule) },
    { route: 'GET /employee/reportee/leave-statistics/{id}', record: theOwner, expect: seenBy(teamViewsRule) },
    { route: 'GET /dashboard/reportee/leaves/{id}', record: theOwner, expect: seenBy(teamViewsRule) },
    { route: 'GET /dashboard/reportee/attendance/{id}', record: theOwner, expect: seenBy(teamViewsRule) },
    { route: 'GET /employee-event-balance/employee/{id}', record: theOwner, expect: seenBy(recordsRule) },
    { route: 'GET /employee-event-request/employee/{id}', record: theOwner, expect: seenBy(recordsRule) },
    { route: 'GET /check-in-out-events/missing-events/{id}', record: theOwner, expect: seenBy(recordsRule) },
    { route: 'GET /check-in-out-events/offic-hours/{id}', record: theOwner, expect: seenBy(recordsRule) },
    { route: 'GET /check-in-out-events/employee/{id}', record: theOwner, expect: seenBy(recordsRule) },
    { route: 'GET /merge-event-requests/employee/{id}', record: theOwner, expect: seenBy(recordsRule) },
    { route: 'GET /employee-event-balance/{id}', record: balance, expect: seenBy(recordsRule) },
    { route: 'GET /employee-event-balance/{id}/ledger', record: balance, expect: seenBy(ledgerRule) },
    { route: 'GET /check-in-out-events/{id}', record: punch, expect: seenBy(recordsRule) },
    {
      route: 'GET /users/{id}',
      record: theOwner,
      expect: seenBy((a, o) => recordsRule(a, o) || can(a.roles, 'MANAGE_USERS')),
    },
    {
      route: 'GET /employee/{id}',
      record: theOwner,
      // The whole record only for those who may see records.
      expect: () => 200,
      check: (asker, owner, body) =>
        (body as { full: boolean }).full === recordsRule(asker, owner)
          ? undefined
          : `full: ${(body as { full: boolean }).full}`,
    },
    {
      route: 'GET /attendance-regularizations/{id}',
      record: async (ctx) => ({ id: await regularization(ctx), state: async () => undefined }),
      expect: seenBy(recordsRule),
    },
    ...requestFamilyRoutes(serverEventRequestFamily, workFromHome),
    ...requestFamilyRoutes(serverRegularizationFamily, regularization),
    // Never one's own balance.
    {
      route: 'PUT /employee-event-balance/{id}',
      record: balance,
      body: () => ({ allotted: 30 }),
      expect: needs('MANAGE_LEAVE_BALANCES', (a, o) => (isOwner(a, o) ? 403 : 200)),
    },
    {
      route: 'POST /employee-event-balance/adjust',
      record: balance,
      body: (_ctx, record) => ({ balanceId: record.id, days: 1, reason: 'Access matrix.' }),
      expect: needs('MANAGE_LEAVE_BALANCES', (a, o) => (isOwner(a, o) ? 403 : 200)),
    },
    {
      route: 'PUT /employee-event-balance/employee/{id}',
      record: async (ctx) => ({
        id: ctx.owner.id,
        state: () =>
          ctx.t.db
            .select()
            .from(eventBalances)
            .where(eq(eventBalances.employeeId, ctx.owner.id))
            .orderBy(asc(eventBalances.id)),
      }),
      body: () => ({ typeCode: 'CASUAL', year: 2040, allotted: 30 }),
      expect: needs('MANAGE_LEAVE_BALANCES', (a, o) => (isOwner(a, o) ? 403 : 200)),
    },
    {
      route: 'PUT /employee/{id}',
      record: async (ctx) => ({ id: ctx.owner.id, state: ownerRow(ctx) }),
      body: (ctx) => ({ designation: `Engineer ${ctx.next()}` }),
      expect: needs('MANAGE_EMPLOYEES', () => 200),
    },
    {
      route: 'PUT /users/{id}',
      record: async (ctx) => ({ id: ctx.owner.id, state: ownerRow(ctx) }),
      body: (ctx) => ({ middlename: `M${ctx.next()}` }),
      expect: needs('MANAGE_USERS', () => 200),
    },
    {
      route: 'PATCH /users/{id}',
      record: async (ctx) => ({ id: ctx.owner.id, state: ownerRow(ctx) }),
      body: (ctx) => ({ middlename: `M${ctx.next()}` }),
      expect: needs('MANAGE_USERS', () => 200),
    },
    // The owner has no second factor, so those who may turn it off get 409.
    {
      route: 'POST /users/disable-2fa/{id}',
      record: async (ctx) => ({ id: ctx.owner.id, state: ownerRow(ctx) }),
      expect: needs('MANAGE_USERS', () => 409),
    },
    // HR_HEAD never on an ADMIN or MD.
    {
      route: 'POST /users/{id}/temporary-password',
      label: 'of an employee',
      record: (ctx) => newUser(ctx, 'EMPLOYEE'),
      expect: needs('MANAGE_USERS', () => 200),
    },
    {
      route: 'POST /users/{id}/temporary-password',
      label: 'of an MD',
      record: (ctx) => newUser(ctx, 'MD'),
      expect: needs('MANAGE_USERS', (a) => (can(a.roles, 'ADMINISTER_ANY_USER') ? 200 : 403)),
    },
    {
      route: 'PATCH /user-notifications/{id}',
      record: notification,
      body: () => ({ read: true }),
      expect: seenBy(isOwner),
    },
    {
      route: 'PUT /holidays/{id}',
      record: holiday,
      body: (ctx) => ({ date: addDays(ctx.today, 900 + ctx.next()), name: 'Matrix day, moved' }),
      expect: needs('MANAGE_HOLIDAYS', () => 200),
    },
    { route: 'DELETE /holidays/{id}', record: holiday, expect: needs('MANAGE_HOLIDAYS', () => 204) },
  ],
  lists: [
    // Only people the asker manages.
    {
      url: '/employee-event-request/reportee?pageSize=200',
      expect: byAccess('GET /employee-event-request/reportee'),
      visible: managed,
    },
    {
      url: '/attendance-regularizations/reportee?pageSize=200',
      expect: byAccess('GET /attendance-regularizations/reportee'),
      visible: managed,
    },
    { url: '/employee/reportees?pageSize=200', expect: byAccess('GET /employee/reportees'), visible: managed },
    { url: '/users?pageSize=200', expect: byAccess('GET /users'), visible: () => true },
  ],
};
