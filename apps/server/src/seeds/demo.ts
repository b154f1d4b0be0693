import { count, inArray, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, addDays, todayIn, yearOf } from '@staffdesk/shared/dates';
import type { Role } from '@staffdesk/shared/roles';
import { employees, users } from '../db/schema/index';
import type { Executor, Tx } from '../db/client';
import { seedAttendanceDemo, seedHolidays } from './attendance-demo';
import { seedAdminDemo } from './admin-demo';
import { seedFeedDemo } from './feed-demo';
import { seedLeaveDemo } from './leave-demo';
import { seedDocumentsDemo } from './documents-demo';
import { seedBenefitsDemo } from './benefits-demo';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { seedHelpdeskDemo } from './helpdesk-demo';
import { seal } from '../modules/auth/secret-box';
import { seedContractsDemo } from './contracts-demo';
import { seedProjectsDemo } from './projects-demo';
import { seedTimesheetsDemo } from './timesheets-demo';
import { seedAuditDemo } from './audit-demo';

export const DEMO_PASSWORD = 'Demo@12345';
/** The documented secret of employee.2fa; a demo account, never a real one. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * Checks only the demo accounts' hashes and hashes several accounts share: a password someone set has a salt
 * of its own, and argon2 on every account would slow every start.
 */
export async function accountsWithDemoPassword(db: Executor): Promise<string[]> {
  const demoNames = DEMO_PEOPLE.map((p) => p.username);
  const groups = await db
    .select({
      passwordHash: users.passwordHash,
      usernames: sql<string[]>`array_agg(${users.username} order by ${users.username})`,
    })
    .from(users)
    .groupBy(users.passwordHash)
    .having(sql`count(*) > 1 or bool_or(${inArray(users.username, demoNames)})`);
  // The start waits for this answer to decide where to listen.
  const matches = await Promise.all(groups.map((group) => verifyPassword(group.passwordHash, DEMO_PASSWORD)));
  return groups.flatMap((group, i) => (matches[i] ? group.usernames : [])).sort();
}

/** The start then says how to make the first administrator. */
export async function hasNoUsers(db: Executor): Promise<boolean> {
  const [first] = await db.select({ id: users.id }).from(users).limit(1);
  return first === undefined;
}

/** Logged by each start while any account has the demo password. */
export function demoPasswordWarning(usernames: readonly string[]): string | undefined {
  if (usernames.length === 0) return undefined;
  const shown = usernames.slice(0, 20).join(', ');
  const more = usernames.length > 20 ? ` and ${usernames.length - 20} more` : '';
  return (
    `${usernames.length === 1 ? 'This account has' : `${usernames.length} accounts have`} the ` +
    `published demo password (${DEMO_PASSWORD}) and can be signed in to by anyone who read the ` +
    `README: ${shown}${more}. Change their passwords or deactivate them.`
  );
}

interface DemoPerson {
  username: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  manager: string | null;
  designation: string;
  department: string;
  gender: string;
  twoFa?: boolean;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    username: 'md',
    firstname: 'Meera',
    lastname: 'Desai',
    roles: ['MD'],
    manager: null,
    designation: 'Managing Director',
    department: 'Management',
    gender: 'FEMALE',
  },
  {
    username: 'admin',
    firstname: 'Arjun',
    lastname: 'Mehta',
    roles: ['ADMIN'],
    manager: 'md',
    designation: 'System Administrator',
    department: 'Administration',
    gender: 'MALE',
  },
  {
    username: 'hr.head',
    firstname: 'Hema',
    lastname: 'Rao',
    roles: ['HR_HEAD'],
    manager: 'md',
    designation: 'Head of Department',
    department: 'Human Resources',
    gender: 'FEMALE',
  },
  {
    username: 'finance.head',
    firstname: 'Farhan',
    lastname: 'Shaikh',
    roles: ['FINANCE_HEAD'],
    manager: 'md',
    designation: 'Head of Department',
    department: 'Finance',
    gender: 'MALE',
  },
  {
    username: 'it.head',
    firstname: 'Isha',
    lastname: 'Tiwari',
    roles: ['IT_HEAD'],
    manager: 'md',
    designation: 'Head of Department',
    department: 'IT',
    gender: 'FEMALE',
  },
  {
    username: 'admin.head',
    firstname: 'Aditya',
    lastname: 'Hegde',
    roles: ['ADMIN_HEAD'],
    manager: 'md',
    designation: 'Head of Department',
    department: 'Administration',
    gender: 'MALE',
  },
  {
    username: 'business.head',
    firstname: 'Bhavna',
    lastname: 'Kapoor',
    roles: ['BUSINESS_HEAD'],
    manager: 'md',
    designation: 'Head of Department',
    department: 'Business Development',
    gender: 'FEMALE',
  },
  {
    username: 'ta.head',
    firstname: 'Tarun',
    lastname: 'Anand',
    roles: ['TALENT_ACQUISITION_HEAD'],
    manager: 'hr.head',
    designation: 'Head of Department',
    department: 'Talent Acquisition',
    gender: 'MALE',
  },
  {
    username: 'group.head',
    firstname: 'Gauri',
    lastname: 'Iyer',
    roles: ['GROUP_HEAD'],
    manager: 'business.head',
    designation: 'Engineering Manager',
    department: 'Engineering',
    gender: 'FEMALE',
  },
  {
    username: 'pm',
    firstname: 'Pranav',
    lastname: 'Menon',
    roles: ['PROJECT_MANAGER'],
    manager: 'group.head',
    designation: 'Project Manager',
    department: 'Projects',
    gender: 'MALE',
  },
  {
    username: 'manager',
    firstname: 'Maya',
    lastname: 'Nair',
    roles: ['L1'],
    manager: 'group.head',
    designation: 'Tech Lead',
    department: 'Engineering',
    gender: 'FEMALE',
  },
  {
    username: 'employee',
    firstname: 'Rahul',
    lastname: 'Verma',
    roles: ['EMPLOYEE'],
    manager: 'manager',
    designation: 'Software Engineer',
    department: 'Engineering',
    gender: 'MALE',
  },
  {
    username: 'employee.2fa',
    firstname: 'Sara',
    lastname: 'Khan',
    roles: ['EMPLOYEE'],
    manager: 'manager',
    designation: 'Senior Software Engineer',
    department: 'Engineering',
    gender: 'FEMALE',
    twoFa: true,
  },
];

/**
 * A birthday and a work anniversary in the coming week, so that the dashboard's "This week" card shows one of
 * each. A February 29 is moved off, so that the year of birth stays a real date.
 */
function demoYearlyDays(today: string): { birthDates: Record<string, string>; joiningDates: Record<string, string> } {
  const day = (offset: number, year: number) => {
    const date = addDays(today, offset);
    return `${year}-${date.slice(5) === '02-29' ? '02-28' : date.slice(5)}`;
  };
  const anniversary = addDays(today, 4);
  return {
    birthDates: { 'employee.2fa': day(2, 1999) },
    joiningDates: { 'group.head': day(4, yearOf(anniversary) - 3) },
  };
}

/** Does nothing when any user exists. */
export async function seedDemo(tx: Tx, encryptionKey: Buffer): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  // One hash for all, since they share the published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  const { birthDates, joiningDates } = demoYearlyDays(todayIn(DEFAULT_TIME_ZONE));
  for (const [i, p] of DEMO_PEOPLE.entries()) {
    const [row] = await tx
      .insert(users)
      .values({
        username: p.username,
        passwordHash,
        firstname: p.firstname,
        lastname: p.lastname,
        email: `${p.username}@staffdesk.example`,
        contactNumber: `+91 98765 ${String(43210 + i).padStart(5, '0')}`,
        gender: p.gender,
        birthDate: birthDates[p.username] ?? `${1975 + i * 2}-0${(i % 9) + 1}-1${i % 10}`,
        roles: p.roles,
        twoFaEnabled: p.twoFa ?? false,
        totpSecretEnc: p.twoFa ? seal(encryptionKey, DEMO_TOTP_SECRET) : null,
        bloodGroup: ['A+', 'B+', 'O+', 'AB+'][i % 4]!,
        maritalStatus: i % 3 === 0 ? 'SINGLE' : 'MARRIED',
        currentAddress: `${10 + i}, MG Road, Bengaluru 560001`,
      })
      .returning({ id: users.id });
    ids.set(p.username, row!.id);
  }
  for (const p of DEMO_PEOPLE) {
    const userId = ids.get(p.username)!;
    await tx.insert(employees).values({
      userId,
      employeeCode: `SD${String(userId).padStart(5, '0')}`,
      designation: p.designation,
      department: p.department,
      dateOfJoining: joiningDates[p.username] ?? '2023-04-03',
      reportingManagerId: p.manager ? ids.get(p.manager)! : null,
    });
  }
  // Holidays first: leave counts working days around them.
  await seedHolidays(tx);
  await seedLeaveDemo(tx, ids);
  await seedAttendanceDemo(tx, ids);
  await seedBenefitsDemo(tx, ids);
  await seedAdminDemo(tx, ids);
  await seedFeedDemo(tx, ids);
  await seedDocumentsDemo(tx, ids);
  await seedHelpdeskDemo(tx, ids);
  await seedContractsDemo(tx, ids);
  await seedProjectsDemo(tx, ids);
  await seedTimesheetsDemo(tx, ids);
  // Last: the audit trail of every request seeded above.
  await seedAuditDemo(tx);
  return true;
}
