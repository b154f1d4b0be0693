import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { auditEntries } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { eventBalances, eventRequests } from '../../db/schema/leave';
import { userNotifications } from '../../db/schema/notifications';
import type { TestApp } from '../../../test/harness';
import { addDays, todayIn } from '@staffdesk/shared/dates';

/** Shared by the leave and notification tests: tokens, ids, rows, and dates independent of the weekday. */
export function leaveTestKit(getApp: () => TestApp) {
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();

  async function idOf(username: string): Promise<number> {
    const cached = ids.get(username);
    if (cached) return cached;
    const [row] = await getApp().db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    ids.set(username, row.id);
    return row.id;
  }

  /** A demo user's access token; the 2FA user gets one signed directly (their sign-in needs a code). */
  async function tokenOf(username: string): Promise<string> {
    const cached = tokens.get(username);
    if (cached) return cached;
    const t = getApp();
    let token: string;
    if (username === 'employee.2fa') {
      const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      token = await t.sessionToken(u!.id);
    } else {
      token = await t.login(username);
    }
    tokens.set(username, token);
    return token;
  }

  const get = async (username: string, url: string) => getApp().as(await tokenOf(username), { method: 'GET', url });
  const post = async (username: string, url: string, payload?: object) =>
    getApp().as(await tokenOf(username), { method: 'POST', url, payload });
  const put = async (username: string, url: string, payload?: object) =>
    getApp().as(await tokenOf(username), { method: 'PUT', url, payload });

  async function balanceRow(username: string, typeCode: string, year: number) {
    const [row] = await getApp()
      .db.select()
      .from(eventBalances)
      .where(
        and(
          eq(eventBalances.employeeId, await idOf(username)),
          eq(eventBalances.typeCode, typeCode),
          eq(eventBalances.year, year),
        ),
      );
    return row;
  }

  async function requestRow(id: number) {
    const [row] = await getApp().db.select().from(eventRequests).where(eq(eventRequests.id, id));
    return row;
  }

  async function lastNotificationId(): Promise<number> {
    const [row] = await getApp()
      .db.select({ id: userNotifications.id })
      .from(userNotifications)
      .orderBy(desc(userNotifications.id))
      .limit(1);
    return row?.id ?? 0;
  }

  async function notificationsSince(username: string, sinceId: number) {
    return getApp()
      .db.select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, await idOf(username)), gt(userNotifications.id, sinceId)))
      .orderBy(userNotifications.id);
  }

  async function auditOf(entity: string, entityId: number, action: string) {
    return getApp()
      .db.select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entity, entity),
          eq(auditEntries.entityId, String(entityId)),
          eq(auditEntries.action, action),
        ),
      )
      .orderBy(asc(auditEntries.id));
  }

  return { idOf, tokenOf, get, post, put, balanceRow, requestRow, lastNotificationId, notificationsSince, auditOf };
}

/** Today as the server sees it for the demo employees (their time zone is Asia/Kolkata). */
export const TODAY = todayIn('Asia/Kolkata');

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

export interface TestWeek {
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
  sat: string;
  sun: string;
  year: number;
}

function weekFrom(mon: string): TestWeek {
  return {
    mon,
    tue: addDays(mon, 1),
    wed: addDays(mon, 2),
    thu: addDays(mon, 3),
    fri: addDays(mon, 4),
    sat: addDays(mon, 5),
    sun: addDays(mon, 6),
    year: Number(mon.slice(0, 4)),
  };
}

/** Whole future weeks (Monday to Sunday in one year) from a week after today: each test takes its own. */
export function futureWeeks(): () => TestWeek {
  let monday = addDays(TODAY, 7);
  while (weekday(monday) !== 1) monday = addDays(monday, 1);
  return () => {
    while (addDays(monday, 6).slice(0, 4) !== monday.slice(0, 4)) monday = addDays(monday, 7);
    const week = weekFrom(monday);
    monday = addDays(monday, 7);
    return week;
  };
}

/** A Monday-to-Friday within the last 30 days (but whole in the past). */
export function recentPastWeek(): TestWeek {
  let monday = addDays(TODAY, -28);
  while (weekday(monday) !== 1) monday = addDays(monday, 1);
  if (addDays(monday, 4).slice(0, 4) !== monday.slice(0, 4)) monday = addDays(monday, 7);
  return weekFrom(monday);
}
