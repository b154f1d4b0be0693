/**
 * `npm run bench:lists`: every GET without a path parameter, on the large data set, as an employee, a manager
 * and ADMIN, seven times so that PostgreSQL's generic plan is measured. The slowest come first: a list that
 * reads a history where it should read a page shows at the top.
 */
import { addDays, mondayOf } from '@staffdesk/shared/dates';
import { benchServer } from './server';

const TIMES = 7;
const { base, sample, api, login, stop } = await benchServer(Number(process.env.BENCH_PORT ?? 18400));

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
const LEFT_OUT = /stream|download-csv|export|qr-code|push-key|^\/(health|ready|metrics)$|^\/docs/;

const document = await api<{ paths: Record<string, { get?: unknown }> }>('/docs/json');
const paths = Object.entries(document.paths)
  .filter(([path, operations]) => operations.get && !path.includes('{'))
  .map(([path]) => path.replace(/^\/api/, ''))
  .filter((path) => !LEFT_OUT.test(path));
const askers = {
  employee: await login(sample.employee),
  manager: await login(sample.manager),
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
