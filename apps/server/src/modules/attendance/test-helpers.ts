import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type { TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { addDays } from '@staffdesk/shared/dates';

/** Sign-ins, ids and calendar look-ups that the attendance and organisation suites share. */
export function attendanceHelpers(t: () => TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(username: string) {
    let token = tokens.get(username);
    if (!token) {
      // employee.2fa signs in with a one-time password; a token signed for them stands in for it.
      if (username === 'employee.2fa') {
        const [row] = await t().db.select({ id: users.id }).from(users).where(eq(users.username, username));
        token = await t().sessionToken(row!.id);
      } else token = await t().login(username);
      tokens.set(username, token);
    }
    return token;
  }
  async function idOf(username: string) {
    const [row] = await t().db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return row!.id;
  }
  async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return t().as(await tokenOf(username), { method, url, payload });
  }
  /** Today in the employee's time zone, as the server sees it. */
  async function todayOf(username: string): Promise<string> {
    return (await call(username, 'GET', '/api/check-in-out-events/status')).json().date;
  }
  /** The user's own days from 29 days ago to yesterday. */
  async function recentDays(username: string): Promise<TAttendanceDay[]> {
    const today = await todayOf(username);
    const res = await call(
      username,
      'GET',
      `/api/check-in-out-events/calendar?startDate=${addDays(today, -29)}&endDate=${addDays(today, -1)}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().days;
  }
  async function auditRows(entity: string, entityId: string | number, action: string) {
    return t()
      .db.select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entity, entity),
          eq(auditEntries.entityId, String(entityId)),
          eq(auditEntries.action, action),
        ),
      )
      .orderBy(desc(auditEntries.id));
  }
  return { tokenOf, idOf, call, todayOf, recentDays, auditRows };
}

export function expectFieldError(
  res: { statusCode: number; json: () => { message: string; errorDetails?: string[] } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().errorDetails).toEqual(
    expect.arrayContaining([expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `))]),
  );
}
