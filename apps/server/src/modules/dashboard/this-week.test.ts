import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import type { TThisWeek } from '@staffdesk/shared/schemas/dashboard';
import { createTestApp, type TestApp } from '../../../test/harness';
import { holidays } from '../../db/schema/calendar';
import { users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import { yearlyDayIn } from './this-week';

let t: TestApp;
let next = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(holidays);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

interface Person {
  name: string;
  birthDate?: string;
  dateOfJoining?: string;
  department?: string;
  isActive?: boolean;
  status?: string;
}

/** A colleague of `employee` (Engineering) unless told otherwise; their name is unique to the test. */
async function person(p: Person): Promise<number> {
  const n = ++next;
  const [row] = await t.db
    .insert(users)
    .values({
      username: `week.${n}`,
      passwordHash: 'x',
      firstname: p.name,
      lastname: `Week${n}`,
      email: `week.${n}@staffdesk.example`,
      birthDate: p.birthDate ?? null,
      isActive: p.isActive ?? true,
    })
    .returning({ id: users.id });
  await t.db.insert(employees).values({
    userId: row!.id,
    employeeCode: `WK${n}`,
    department: p.department ?? 'Engineering',
    dateOfJoining: p.dateOfJoining ?? null,
    status: p.status ?? 'ACTIVE',
  });
  return row!.id;
}

async function cleanUp() {
  const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.passwordHash, 'x'));
  if (rows.length)
    await t.db.delete(users).where(
      inArray(
        users.id,
        rows.map((r) => r.id),
      ),
    );
  await t.db.delete(holidays);
}

async function thisWeek(username = 'employee'): Promise<TThisWeek> {
  // employee.2fa signs in with a one-time code: a session started for them stands in for it.
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const token = username === 'employee.2fa' ? await t.sessionToken(row!.id) : await t.login(username);
  const res = await t.as(token, { method: 'GET', url: '/api/dashboard/this-week' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Where a demo user's birthday and work anniversary fall in the week from `today`; null outside it. */
async function seededYearlyDay(username: string, today: string) {
  const [row] = await t.db
    .select({ birthDate: users.birthDate, dateOfJoining: employees.dateOfJoining })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.username, username));
  const within = (date: string | null) => (date ? (yearlyDayIn(date, today, addDays(today, 7))?.date ?? null) : null);
  return { birthday: within(row!.birthDate), anniversary: within(row!.dateOfJoining) };
}

const names = (list: { name: string }[]) => list.map((p) => p.name.split(' ')[0]);

describe('yearlyDayIn', () => {
  it('finds the day in a window across the new year, and February 29 on February 28 of a common year', () => {
    expect(yearlyDayIn('1990-01-02', '2026-12-29', '2027-01-05')).toEqual({ date: '2027-01-02', year: 2027 });
    expect(yearlyDayIn('1990-12-30', '2026-12-29', '2027-01-05')).toEqual({ date: '2026-12-30', year: 2026 });
    expect(yearlyDayIn('1990-01-06', '2026-12-29', '2027-01-05')).toBeNull();
    expect(yearlyDayIn('1996-02-29', '2027-02-25', '2027-03-04')).toEqual({ date: '2027-02-28', year: 2027 });
    expect(yearlyDayIn('1996-02-29', '2028-02-25', '2028-03-03')).toEqual({ date: '2028-02-29', year: 2028 });
  });
});

describe('GET /api/dashboard/this-week', () => {
  it("lists the holidays to next week's end and the department's birthdays and anniversaries of the coming seven days", async () => {
    const { today } = await thisWeek();
    const year = Number(today.slice(0, 4));
    const md = (offset: number) => addDays(today, offset).slice(5);
    const sunday = (await thisWeek()).holidaysTo;
    await t.db.insert(holidays).values([
      { date: addDays(today, -1), name: 'Yesterday Day', optional: false },
      { date: addDays(today, 1), name: 'Founders Day', optional: false },
      { date: sunday, name: 'Last Sunday Day', optional: true },
      { date: addDays(sunday, 1), name: 'Too Late Day', optional: false },
    ]);
    const inWindow = await person({ name: 'Asha', birthDate: `1990-${md(3)}` });
    await person({ name: 'Lateb', birthDate: `1990-${md(8)}` });
    await person({ name: 'Pastb', birthDate: `1990-${md(-1)}` });
    await person({ name: 'Otherdept', birthDate: `1990-${md(1)}`, department: 'Finance' });
    await person({ name: 'Inactive', birthDate: `1990-${md(1)}`, isActive: false });
    await person({ name: 'Leaver', birthDate: `1990-${md(1)}`, status: 'LEFT' });
    const veteran = await person({ name: 'Vikram', dateOfJoining: `${year - 5}-${md(7)}` });
    await person({ name: 'Newjoiner', dateOfJoining: `${year}-${md(1)}` });
    await person({ name: 'Otheranniv', dateOfJoining: `${year - 2}-${md(1)}`, department: 'Finance' });
    try {
      const week = await thisWeek();
      expect(week.peopleTo).toBe(addDays(today, 7));
      expect(week.holidays.map((h) => h.name)).toEqual(['Founders Day', 'Last Sunday Day']);
      expect(week.birthdays).toContainEqual(expect.objectContaining({ employeeId: inWindow, date: addDays(today, 3) }));
      for (const left of ['Lateb', 'Pastb', 'Otherdept', 'Inactive', 'Leaver'])
        expect(names(week.birthdays)).not.toContain(left);
      // The year of birth is nowhere in the answer.
      expect(JSON.stringify(week.birthdays)).not.toContain('1990');
      const vikram = week.anniversaries.find((a) => a.employeeId === veteran);
      expect(vikram).toMatchObject({
        date: addDays(today, 7),
        years: addDays(today, 7).startsWith(String(year)) ? 5 : 6,
      });
      for (const left of ['Newjoiner', 'Otheranniv']) expect(names(week.anniversaries)).not.toContain(left);
      // The demo's own yearly days of Engineering, Sara's birthday and Gauri's third anniversary, fall in the
      // window. They are read back rather than recomputed: the seed may have run on the day before midnight.
      const sara = await seededYearlyDay('employee.2fa', today);
      expect(week.birthdays).toContainEqual(expect.objectContaining({ name: 'Sara Khan', date: sara.birthday }));
      const gauri = await seededYearlyDay('group.head', today);
      expect(week.anniversaries).toContainEqual(
        expect.objectContaining({ name: 'Gauri Iyer', date: gauri.anniversary, years: 3 }),
      );

      // Another department sees its own people, not Engineering's; nobody sees their own birthday.
      const finance = await thisWeek('finance.head');
      expect(names(finance.birthdays)).toEqual(['Otherdept']);
      expect(names(finance.anniversaries)).toEqual(['Otheranniv']);
      expect(names((await thisWeek('employee.2fa')).birthdays)).not.toContain('Sara');
    } finally {
      await cleanUp();
    }
  });

  it('wraps over the new year in office time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 UTC on December 28 is already December 29 in Kolkata, the employee's time zone.
    vi.setSystemTime(new Date('2026-12-28T20:00:00Z'));
    await t.db.insert(holidays).values([
      { date: '2027-01-01', name: 'New Year', optional: false },
      { date: '2026-12-28', name: 'Gone Day', optional: false },
    ]);
    await person({ name: 'Janu', birthDate: '1988-01-02' });
    await person({ name: 'Decem', birthDate: '1988-12-31' });
    await person({ name: 'Toolate', birthDate: '1988-01-06' });
    await person({ name: 'Longtimer', dateOfJoining: '2020-01-04' });
    try {
      const week = await thisWeek();
      expect(week).toMatchObject({ today: '2026-12-29', peopleTo: '2027-01-05', holidaysTo: '2027-01-10' });
      expect(week.holidays.map((h) => h.name)).toEqual(['New Year']);
      expect(week.birthdays.map((b) => [b.name.split(' ')[0], b.date])).toEqual(
        expect.arrayContaining([
          ['Decem', '2026-12-31'],
          ['Janu', '2027-01-02'],
        ]),
      );
      expect(names(week.birthdays)).not.toContain('Toolate');
      expect(week.anniversaries).toContainEqual(expect.objectContaining({ date: '2027-01-04', years: 7 }));
    } finally {
      await cleanUp();
    }
  });

  it('shows a February 29 birthday on February 28 in a common year, and on the day in a leap year', async () => {
    const leapling = await person({ name: 'Leapling', birthDate: '1996-02-29' });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-02-25T06:00:00Z'));
      expect((await thisWeek()).birthdays).toContainEqual(
        expect.objectContaining({ employeeId: leapling, date: '2027-02-28' }),
      );
      vi.setSystemTime(new Date('2028-02-25T06:00:00Z'));
      expect((await thisWeek()).birthdays).toContainEqual(
        expect.objectContaining({ employeeId: leapling, date: '2028-02-29' }),
      );
    } finally {
      vi.useRealTimers();
      await cleanUp();
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/this-week' })).statusCode).toBe(401);
  });
});
