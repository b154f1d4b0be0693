import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** The demo company's time zone: "today" of the attendance screens. */
export const OFFICE_TIME_ZONE = 'Asia/Kolkata';

/** YYYY-MM-DD of today in the office's time zone, `offset` days later (earlier when negative). */
export function officeDate(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The app's display format: "November 05, 2026". */
export function displayDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** HH:mm of now in the office's time zone. */
export function officeTime(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: OFFICE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

/** A bearer token for API calls a test makes on someone's behalf (a manager's approval, a lookup). */
export async function apiToken(request: APIRequestContext, baseURL: string, username: string): Promise<string> {
  const response = await request.post(`${baseURL}/api/authenticate`, { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${username}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export async function apiGet<T>(request: APIRequestContext, baseURL: string, token: string, path: string): Promise<T> {
  const response = await request.get(`${baseURL}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}
