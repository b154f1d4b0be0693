import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf } = attendanceHelpers(() => t);

interface Person {
  employeeId: number;
  fullname: string;
  reportCount: number;
}
const names = (items: { fullname: string }[]) => items.map((p) => p.fullname);

/** Deactivates a user for the length of a check, then makes them active again. */
async function whileInactive(username: string, check: () => Promise<void>) {
  const id = await idOf(username);
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, id));
  try {
    await check();
  } finally {
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, id));
  }
}

describe('GET /api/employee/directory', () => {
  it('pages the active colleagues by name, in SQL, with the total', async () => {
    const all = (await call('employee', 'GET', '/api/employee/directory?pageSize=50')).json();
    expect(all.total).toBe(13);
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await call('employee', 'GET', `/api/employee/directory?page=${page}&pageSize=5`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 13, page, pageSize: 5 });
      paged.push(...names(res.json().items));
    }
    expect(paged).toEqual(names(all.items));
    expect(paged.slice(0, 3)).toEqual(['Aditya Hegde', 'Arjun Mehta', 'Bhavna Kapoor']);
  });

  it('answers work details only, never personal ones', async () => {
    const id = await idOf('employee');
    await t.db
      .update(users)
      .set({
        birthDate: '1994-03-17',
        personalEmail: 'rahul.home@example.net',
        contactNumber: '+91 98000 11111',
        currentAddress: '12 Lake Road',
      })
      .where(eq(users.id, id));
    const res = await call('employee.2fa', 'GET', '/api/employee/directory?search=rahul');
    expect(res.json().items).toEqual([
      {
        employeeId: id,
        fullname: 'Rahul Verma',
        employeeCode: expect.any(String),
        designation: 'Software Engineer',
        department: 'Engineering',
        email: expect.stringContaining('@'),
        profilePictureUrl: null,
        reportingManagerId: await idOf('manager'),
        reportingManagerName: 'Maya Nair',
      },
    ]);
    for (const secret of ['1994-03-17', 'rahul.home', '98000', 'Lake Road', 'passwordHash'])
      expect(res.body).not.toContain(secret);
  });

  it('searches name, email and designation in any case, and filters by department and designation', async () => {
    expect(names((await call('pm', 'GET', '/api/employee/directory?search=VERMA')).json().items)).toEqual([
      'Rahul Verma',
    ]);
    const [maya] = (await call('pm', 'GET', '/api/employee/directory?search=tech%20lead')).json().items;
    expect(maya.fullname).toBe('Maya Nair');
    const byEmail = (await call('pm', 'GET', `/api/employee/directory?search=${maya.email.toUpperCase()}`)).json();
    expect(names(byEmail.items)).toEqual(['Maya Nair']);
    const engineers = (await call('pm', 'GET', '/api/employee/directory?department=ENGINEERING')).json();
    expect(names(engineers.items)).toEqual(['Gauri Iyer', 'Maya Nair', 'Rahul Verma', 'Sara Khan']);
    const heads = (await call('pm', 'GET', '/api/employee/directory?designation=head%20of%20department')).json();
    expect(heads.total).toBe(6);
    const both = (
      await call('pm', 'GET', '/api/employee/directory?department=Engineering&designation=Tech%20Lead')
    ).json();
    expect(names(both.items)).toEqual(['Maya Nair']);
    expect((await call('pm', 'GET', '/api/employee/directory?search=%25')).json().total).toBe(0);
  });

  it('sorts by department or designation, then by name', async () => {
    const res = await call('pm', 'GET', '/api/employee/directory?sort=department&order=desc&pageSize=3');
    expect(res.json().items.map((p: { department: string }) => p.department)).toEqual([
      'Talent Acquisition',
      'Projects',
      'Management',
    ]);
    const reversed = (await call('pm', 'GET', '/api/employee/directory?order=desc&pageSize=2')).json();
    expect(names(reversed.items)).toEqual(['Tarun Anand', 'Sara Khan']);
  });

  it('leaves out whoever is no longer active', async () => {
    await whileInactive('employee', async () => {
      const res = (await call('pm', 'GET', '/api/employee/directory?department=engineering')).json();
      expect(names(res.items)).toEqual(['Gauri Iyer', 'Maya Nair', 'Sara Khan']);
      expect(res.total).toBe(3);
    });
  });

  it('refuses a bad query with what to fix, and a caller without a token', async () => {
    const sort = await call('pm', 'GET', '/api/employee/directory?sort=salary');
    expectFieldError(sort, 'query.sort');
    expect(sort.json().errorDetails.join()).toContain('Sort by one of: fullname, department, designation.');
    expectFieldError(await call('pm', 'GET', '/api/employee/directory?order=up'), 'query.order');
    expectFieldError(await call('pm', 'GET', '/api/employee/directory?page=0'), 'query.page');
    expectFieldError(
      await call('pm', 'GET', `/api/employee/directory?designation=${'x'.repeat(81)}`),
      'query.designation',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/employee/directory' })).statusCode).toBe(401);
  });
});

describe('GET /api/employee/org-chart', () => {
  it('answers the top of the tree, and each level lazily with its count of reports', async () => {
    const top = await call('employee', 'GET', '/api/employee/org-chart');
    expect(top.statusCode).toBe(200);
    expect(top.json().people).toEqual([
      {
        employeeId: await idOf('md'),
        fullname: 'Meera Desai',
        designation: 'Managing Director',
        department: 'Management',
        profilePictureUrl: null,
        reportingManagerId: null,
        reportCount: 6,
      },
    ]);
    const heads: Person[] = (
      await call('employee', 'GET', `/api/employee/org-chart?managerId=${await idOf('md')}`)
    ).json().people;
    expect(heads.map((p) => [p.fullname, p.reportCount])).toEqual([
      ['Aditya Hegde', 0],
      ['Arjun Mehta', 0],
      ['Bhavna Kapoor', 1],
      ['Farhan Shaikh', 0],
      ['Hema Rao', 1],
      ['Isha Tiwari', 0],
    ]);
    const leaf = await call('employee', 'GET', `/api/employee/org-chart?managerId=${await idOf('employee')}`);
    expect(leaf.json()).toEqual({ people: [] });
  });

  it("answers a person's chain of managers from the top down", async () => {
    const res = await call('employee.2fa', 'GET', `/api/employee/org-chart?personId=${await idOf('employee')}`);
    expect(res.statusCode).toBe(200);
    const chain: Person[] = res.json().people;
    expect(chain.map((p) => [p.fullname, p.reportCount])).toEqual([
      ['Meera Desai', 6],
      ['Bhavna Kapoor', 1],
      ['Gauri Iyer', 2],
      ['Maya Nair', 2],
      ['Rahul Verma', 0],
    ]);
    const top = (await call('employee', 'GET', `/api/employee/org-chart?personId=${await idOf('md')}`)).json();
    expect(names(top.people)).toEqual(['Meera Desai']);
  });

  it('holds active people only: a chain starts below a manager who left', async () => {
    await whileInactive('employee', async () => {
      const team: Person[] = (
        await call('pm', 'GET', `/api/employee/org-chart?managerId=${await idOf('manager')}`)
      ).json().people;
      expect(team.map((p) => p.fullname)).toEqual(['Sara Khan']);
      const chain: Person[] = (
        await call('pm', 'GET', `/api/employee/org-chart?personId=${await idOf('manager')}`)
      ).json().people;
      expect(chain.at(-1)).toMatchObject({ fullname: 'Maya Nair', reportCount: 1 });
      const gone = await call('pm', 'GET', `/api/employee/org-chart?personId=${await idOf('employee')}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'No such active employee.' });
    });
    await whileInactive('group.head', async () => {
      const chain = (await call('pm', 'GET', `/api/employee/org-chart?personId=${await idOf('employee')}`)).json();
      expect(names(chain.people)).toEqual(['Maya Nair', 'Rahul Verma']);
    });
  });

  it('refuses a bad query with what to fix, an unknown manager with 404, and a caller without a token', async () => {
    expectFieldError(await call('pm', 'GET', '/api/employee/org-chart?managerId=abc'), 'query.managerId');
    expectFieldError(await call('pm', 'GET', '/api/employee/org-chart?personId=0'), 'query.personId');
    const both = await call('pm', 'GET', '/api/employee/org-chart?managerId=1&personId=2');
    expectFieldError(both, 'query.personId');
    expect(both.json().errorDetails.join()).toContain('Give either managerId or personId, not both.');
    const unknown = await call('pm', 'GET', '/api/employee/org-chart?managerId=2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No such active employee.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/employee/org-chart' })).statusCode).toBe(401);
  });
});
