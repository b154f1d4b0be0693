/**
 * Time and memory of the month's attendance CSV for everyone, straight from the service (no HTTP):
 * `DATABASE_URL=postgres://… npx tsx apps/server/bench/csv-export.ts [YYYY-MM]` (or DATA_DIR for PGlite).
 * Run `npm run seed:large` on that database first.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database';
import { loadSecrets } from '../src/secrets';
import { attendanceCsv } from '../src/modules/attendance/csv';
import { addDays, localDateTime } from '@staffdesk/shared/dates';

const config = { ...loadConfig(), demoSeed: false };
const database = await openDatabase(config, loadSecrets(config).encryptionKey);
const today = localDateTime(new Date(), 'Asia/Kolkata').date;
const month = process.argv[2] ?? addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

global.gc?.();
const baseRss = process.memoryUsage().rss;
let peakRss = baseRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
const started = performance.now();
let bytes = 0;
let rows = 0;
for await (const chunk of attendanceCsv(database.db, month)) {
  bytes += Buffer.byteLength(chunk);
  rows += chunk.split('\r\n').length - 1;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const ms = performance.now() - started;
clearInterval(sampler);
console.log(
  JSON.stringify({
    database: database.kind,
    month,
    rows: rows - 1,
    megabytes: +(bytes / 1e6).toFixed(2),
    ms: Math.round(ms),
    extraRssMb: Math.round((peakRss - baseRss) / 1e6),
  }),
);
await database.close();
