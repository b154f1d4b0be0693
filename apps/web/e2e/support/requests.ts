import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The app's display date: "January 05, 2026". */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

/** Today as the server counts it (Asia/Kolkata). */
export function todayInKolkata(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/authenticate', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${username}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

interface Busy {
  fromDate: string;
  toDate: string;
  status: string;
}

/**
 * Working days from `start` on (weekends, holidays and days the user has already asked for left out), so a
 * spec never collides with the demo data or with itself on a rerun against the same database.
 */
export async function freeWorkingDays(
  request: APIRequestContext,
  token: string,
  start: string,
  count: number,
  options: { sameYear?: boolean } = {},
): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const years = [Number(start.slice(0, 4)), Number(start.slice(0, 4)) + 1];
  const holidays = new Set<string>();
  for (const year of years) {
    const response = await request.get(`/api/holidays?year=${year}`, { headers });
    for (const h of (await response.json()) as { date: string; optional: boolean }[])
      if (!h.optional) holidays.add(h.date);
  }
  const mine = (await (await request.get('/api/employee-event-request/employee?pageSize=200', { headers })).json()) as {
    items: Busy[];
  };
  const busy = mine.items.filter((r) => r.status === 'PENDING' || r.status === 'APPROVED');
  const days: string[] = [];
  for (let day = start; days.length < count; day = addDays(day, 1)) {
    if (options.sameYear && day.slice(0, 4) !== start.slice(0, 4)) break;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.has(day)) continue;
    if (busy.some((r) => r.fromDate <= day && day <= r.toDate)) continue;
    days.push(day);
  }
  return days;
}

export async function askFor(
  request: APIRequestContext,
  token: string,
  typeCode: string,
  date: string,
  reason: string,
): Promise<number> {
  const response = await request.post('/api/employee-event-request', {
    headers: { Authorization: `Bearer ${token}` },
    data: { typeCode, fromDate: date, toDate: date, reason },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
