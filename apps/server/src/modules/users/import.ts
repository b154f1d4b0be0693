import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseCsv } from '@staffdesk/shared/csv';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import {
  MAX_IMPORT_ROWS,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_LABELS,
  ZRegisterUserRequestSchema,
  type TUserImportRequest,
  type TUserImportResult,
  type TUserImportRow,
} from '@staffdesk/shared/schemas/users';
import type { z } from 'zod';
import { users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import type { Db } from '../../db/client';
import { mayAdminister, type AuthUser } from '../../access';
import { badRequest } from '../../errors';
import { writeAudit } from '../audit/service';
import { queueWebhookEvent } from '../webhooks/outbox';
import { userEvent } from './webhook-events';
import { hashTemporaryPassword, temporaryPassword } from '../auth/passwords';
import { withUniqueCheck } from './unique';
import type { UserHooks } from './hooks';

type Column = (typeof USER_IMPORT_COLUMNS)[number];
type Registration = z.output<typeof ZRegisterUserRequestSchema>;
const REQUIRED: readonly Column[] = ['firstname', 'lastname', 'username', 'userEmailId', 'roles', 'dateOfJoining'];

interface Checked {
  line: number;
  username: string;
  fullname: string;
  errors: string[];
  input?: Registration;
}

/** The CSV's heading, checked: every required column there, none unknown. */
function readHeading(heading: readonly string[]): Column[] {
  const columns = heading.map((h) => h.trim());
  const unknown = columns.filter((c) => !(USER_IMPORT_COLUMNS as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw badRequest(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}: use the template's headings.`,
      unknown.map((c) => `csv: Remove the unknown column ${c}.`),
    );
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    throw badRequest(
      `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
      missing.map((c) => `csv: Add the missing column ${c}.`),
    );
  return columns as Column[];
}

/** "Work email: This email address belongs to another user." */
const problem = (column: Column, message: string) => `${USER_IMPORT_LABELS[column]}: ${message}`;

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** A row's cells as a registration, as /register-user would take it; its problems named by the columns' labels. */
function checkRow(cells: Partial<Record<Column, string>>, line: number): Checked & { managerUsername?: string } {
  const username = (cells.username ?? '').trim();
  const fullname = [cells.firstname, cells.middlename, cells.lastname]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(' ');
  const parsed = ZRegisterUserRequestSchema.safeParse({
    username,
    firstname: cells.firstname ?? '',
    middlename: blankToUndefined(cells.middlename),
    lastname: cells.lastname ?? '',
    userEmailId: (cells.userEmailId ?? '').trim(),
    userContactNumber: blankToUndefined(cells.userContactNumber),
    userBirthDate: blankToUndefined(cells.userBirthDate),
    gender: blankToUndefined(cells.gender),
    userRoleList: (cells.roles ?? '')
      .split(';')
      .map((r) => r.trim().toUpperCase())
      .filter(Boolean),
    employeeCode: blankToUndefined(cells.employeeCode),
    designation: blankToUndefined(cells.designation),
    department: blankToUndefined(cells.department),
    dateOfJoining: blankToUndefined(cells.dateOfJoining),
    officeStart: blankToUndefined(cells.officeStart),
    officeEnd: blankToUndefined(cells.officeEnd),
    timeZone: blankToUndefined(cells.timeZone),
  });
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = String(issue.path[0]);
        return problem(field === 'userRoleList' ? 'roles' : (field as Column), issue.message);
      });
  return {
    line,
    username,
    fullname,
    errors,
    input: parsed.success ? parsed.data : undefined,
    managerUsername: blankToUndefined(cells.reportingManagerUsername),
  };
}

/** The rows (by index) whose value, in any letter case, an earlier row already has: the first one stands. */
function repeatedLater(values: readonly (string | undefined)[]): Set<number> {
  const seen = new Set<string>();
  const later = new Set<number>();
  values.forEach((v, i) => {
    if (!v) return;
    const key = v.toLowerCase();
    if (seen.has(key)) later.add(i);
    seen.add(key);
  });
  return later;
}

/** Every row of the file checked as one registration would be, and against the database and the other rows. */
async function check(db: Db, actor: AuthUser, csv: string): Promise<Checked[]> {
  const table = parseCsv(csv).filter((r) => r.some((cell) => cell.trim() !== ''));
  const [heading, ...data] = table;
  if (!heading) throw badRequest('The file is empty.', ['csv: The file is empty.']);
  const columns = readHeading(heading);
  if (data.length === 0)
    throw badRequest('The file has no employees after its heading.', ['csv: Add employees after the heading.']);
  if (data.length > MAX_IMPORT_ROWS)
    throw badRequest(`A file can hold at most ${MAX_IMPORT_ROWS} employees; split it.`, [
      `csv: Split the file: it can hold at most ${MAX_IMPORT_ROWS} rows.`,
    ]);

  const rows = data.map((cells, i) => checkRow(Object.fromEntries(columns.map((c, j) => [c, cells[j]])), i + 2));
  const lower = (values: (string | undefined)[]) => [
    ...new Set(values.filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase())),
  ];
  const usernames = lower(rows.map((r) => r.input?.username));
  const emails = lower(rows.map((r) => r.input?.userEmailId));
  const codes = lower(rows.map((r) => r.input?.employeeCode ?? undefined));
  const managers = lower(rows.map((r) => r.managerUsername));
  const takenUsernames = new Set(
    usernames.length
      ? (
          await db
            .select({ v: sql<string>`lower(${users.username})` })
            .from(users)
            .where(inArray(sql`lower(${users.username})`, usernames))
        ).map((r) => r.v)
      : [],
  );
  const takenEmails = new Set(
    emails.length
      ? (
          await db
            .select({ v: sql<string>`lower(${users.email})` })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, emails))
        ).map((r) => r.v)
      : [],
  );
  const takenCodes = new Set(
    codes.length
      ? (
          await db
            .select({ v: sql<string>`lower(${employees.employeeCode})` })
            .from(employees)
            .where(inArray(sql`lower(${employees.employeeCode})`, codes))
        ).map((r) => r.v)
      : [],
  );
  const managerIds = new Map(
    managers.length
      ? (
          await db
            .select({ username: sql<string>`lower(${users.username})`, id: users.id })
            .from(users)
            .where(and(eq(users.isActive, true), inArray(sql`lower(${users.username})`, managers)))
        ).map((r) => [r.username, r.id] as const)
      : [],
  );
  const twiceUsernames = repeatedLater(rows.map((r) => r.input?.username));
  const twiceEmails = repeatedLater(rows.map((r) => r.input?.userEmailId));
  const twiceCodes = repeatedLater(rows.map((r) => r.input?.employeeCode ?? undefined));

  rows.forEach((row, i) => {
    const input = row.input;
    if (row.managerUsername && !managerIds.has(row.managerUsername.toLowerCase()))
      row.errors.push(problem('reportingManagerUsername', 'No active user has this username.'));
    if (!input) return;
    const name = input.username.toLowerCase();
    const email = input.userEmailId.toLowerCase();
    const code = input.employeeCode?.toLowerCase();
    if (takenUsernames.has(name)) row.errors.push(problem('username', 'This username is taken.'));
    else if (twiceUsernames.has(i)) row.errors.push(problem('username', 'Another row of the file has this username.'));
    if (takenEmails.has(email)) row.errors.push(problem('userEmailId', 'This email address belongs to another user.'));
    else if (twiceEmails.has(i))
      row.errors.push(problem('userEmailId', 'Another row of the file has this email address.'));
    if (code && takenCodes.has(code))
      row.errors.push(problem('employeeCode', 'This employee code belongs to another employee.'));
    else if (code && twiceCodes.has(i))
      row.errors.push(problem('employeeCode', 'Another row of the file has this employee code.'));
    if (!mayAdminister(actor, input.userRoleList))
      row.errors.push(problem('roles', 'Only ADMIN or MD may give the ADMIN or MD role.'));
    if (row.managerUsername) input.reportingManagerId = managerIds.get(row.managerUsername.toLowerCase());
  });
  return rows;
}

/** The bulk import: every row checked as one registration, then (commit) the valid ones added in one transaction. */
export async function importUsers(
  db: Db,
  hooks: UserHooks,
  actor: AuthUser,
  request: TUserImportRequest,
): Promise<TUserImportResult> {
  const rows = await check(db, actor, request.csv);
  const valid = rows.filter((r) => r.errors.length === 0 && r.input);
  const result = (extra: Map<number, { userId: number; temporaryPassword: string }>): TUserImportRow[] =>
    rows.map((r) => ({
      line: r.line,
      username: r.username,
      fullname: r.fullname,
      errors: r.errors,
      userId: extra.get(r.line)?.userId ?? null,
      temporaryPassword: extra.get(r.line)?.temporaryPassword ?? null,
    }));
  const summary = { valid: valid.length, invalid: rows.length - valid.length };
  if (!request.commit || valid.length === 0) return { committed: false, ...summary, rows: result(new Map()) };

  // Made before the transaction, beside one another (argon2 runs on libuv's thread pool).
  const passwords = valid.map(() => temporaryPassword());
  const hashes = await Promise.all(passwords.map((p) => hashTemporaryPassword(p)));
  const made = await withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(
          valid.map((r, i) => ({
            username: r.input!.username,
            passwordHash: hashes[i]!,
            firstname: r.input!.firstname,
            middlename: r.input!.middlename ?? null,
            lastname: r.input!.lastname,
            email: r.input!.userEmailId,
            contactNumber: r.input!.userContactNumber ?? null,
            birthDate: r.input!.userBirthDate ?? null,
            gender: r.input!.gender ?? null,
            roles: [...new Set(r.input!.userRoleList)],
            passwordMustChange: true,
            lastModifiedBy: actor.id,
          })),
        )
        .returning();
      const ids = inserted.map((u) => u.id);
      await tx.insert(employees).values(
        valid.map((r, i) => ({
          userId: ids[i]!,
          employeeCode: r.input!.employeeCode ?? `SD${String(ids[i]).padStart(5, '0')}`,
          designation: r.input!.designation ?? null,
          department: r.input!.department ?? null,
          dateOfJoining: r.input!.dateOfJoining,
          reportingManagerId: r.input!.reportingManagerId ?? null,
          timeZone: r.input!.timeZone ?? DEFAULT_TIME_ZONE,
          ...(r.input!.officeStart ? { officeStart: r.input!.officeStart } : {}),
          ...(r.input!.officeEnd ? { officeEnd: r.input!.officeEnd } : {}),
        })),
      );
      await hooks.joined(
        tx,
        valid.map((r, i) => ({
          employeeId: ids[i]!,
          dateOfJoining: r.input!.dateOfJoining,
          today: todayIn(r.input!.timeZone ?? DEFAULT_TIME_ZONE),
        })),
      );
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'user.import',
        entity: 'user',
        entityId: ids[0]!,
        after: { userIds: ids, usernames: valid.map((r) => r.input!.username) },
      });
      for (const user of inserted) await queueWebhookEvent(tx, 'user.created', userEvent(user));
      return ids;
    }),
  );
  return {
    committed: true,
    ...summary,
    rows: result(new Map(valid.map((r, i) => [r.line, { userId: made[i]!, temporaryPassword: passwords[i]! }]))),
  };
}
