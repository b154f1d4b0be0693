/**
 * `npm run bench:lists`: every GET of the API without a path parameter (from the OpenAPI document), asked on
 * the large data set as an employee, a manager of 49 and ADMIN (who acts as any manager: the whole company),
 * seven times each: past the five executions after which PostgreSQL plans a prepared statement once for every
 * value (db/client.ts forces that plan). Prints the fastest of the last five and the answer's size, the slowest
 * first. A list that reads a history where it should read a page, or a plan that turned bad, shows at the top
 * (2026-11-25: a leave page's balances hashed whole, HR's requests sorted whole, hours summed over a year).
 * Exports and streams are left out. Uses DATABASE_URL when set, else DATA_DIR (default ./data-bench).
 */
import { addDays, mondayOf } from '@staffdesk/shared/dates';
import { benchServer } from './server';

const TIMES = 7;
const { base, api, login, stop } = await benchServer(Number(process.env.BENCH_PORT ?? 18400));

const today = new Date().toISOString().slice(0, 10);
const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7);
// The query a list needs to answer at all; the rest take their defaults.
const QUERIES: Record<string, string> = {
  '/check-in-out-events/calendar': `startDate=${today.slice(0, 8)}01&endDate=${today}`,
  '/timesheet/week': `startDate=${addDays(mondayOf(today), -14)}`,
  '/timesheet/day': `date=${addDays(mondayOf(today), -14)}`,
  '/timesheet/calendar-summary': `monthYear=${lastMonth}`,
};
const LEFT_OUT = /stream|download-csv|export|qr-code|push-key|^\/health$|^\/docs/;

const document = await api<{ paths: Record<string, { get?: unknown }> }>('/docs/json');
const paths = Object.entries(document.paths)
  .filter(([path, operations]) => operations.get && !path.includes('{'))
  .map(([path]) => path.replace(/^\/api/, ''))
  .filter((path) => !LEFT_OUT.test(path));
const askers = {
  employee: await login('emp00200'),
  'manager of 49': await login('emp00011'),
  ADMIN: await login('admin'),
};

const rows: { ms: number; line: string }[] = [];
for (const path of paths) {
  for (const [who, token] of Object.entries(askers)) {
    const url = `${base}/api${path}${QUERIES[path] ? `?${QUERIES[path]}` : ''}`;
    const times: number[] = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < TIMES; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      bytes = (await res.arrayBuffer()).byteLength;
      status = res.status;
      times.push(performance.now() - started);
    }
    const ms = Math.min(...times.slice(2));
    rows.push({ ms, line: `| ${path} | ${who} | ${status} | ${ms.toFixed(1)} | ${Math.round(bytes / 1024)} |` });
  }
}
rows.sort((a, b) => b.ms - a.ms);
console.log(
  `\n| GET | as | status | ms (fastest of the last ${TIMES - 2}) | KB |\n| --- | --- | --- | --- | --- |\n${rows.map((r) => r.line).join('\n')}`,
);
stop();
