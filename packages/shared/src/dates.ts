import { tzOffset } from '@date-fns/tz';

/** ISO dates are handled as UTC midnights, so that no time zone shifts a day; "today" is an employee's own. */

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
const DAY_MS = 86_400_000;

/** The time zone of an employee without one of their own. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The spec's display format: "January 05, 2026". */
export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return isoOf(utc(iso) + days * DAY_MS);
}

/** Negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : MONTH_DAYS[month - 1]!;
const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const partsOf = (iso: string) => [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))] as const;

/** Both ends included; counted on the calendar's fields, far cheaper than Date for the ranges every read walks. */
export function* eachDate(from: string, to: string): Generator<string> {
  let [year, month, day] = partsOf(from);
  for (let iso = from; iso <= to;) {
    yield iso;
    if (++day > daysInMonth(year, month)) {
      day = 1;
      if (++month > 12) {
        month = 1;
        year++;
      }
    }
    iso = `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  }
}

export function mondayOf(iso: string): string {
  return addDays(iso, -((new Date(utc(iso)).getUTCDay() + 6) % 7));
}

// Sakamoto's day of the week (0 = Sunday), without a Date.
const WEEKDAY_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
export function isWeekend(iso: string): boolean {
  const [y, month, day] = partsOf(iso);
  const year = month < 3 ? y - 1 : y;
  const weekday =
    (year +
      Math.floor(year / 4) -
      Math.floor(year / 100) +
      Math.floor(year / 400) +
      WEEKDAY_OFFSETS[month - 1]! +
      day) %
    7;
  return weekday === 0 || weekday === 6;
}

export function countWorkingDays(from: string, to: string, holidayDates: ReadonlySet<string>): number {
  let n = 0;
  for (const date of eachDate(from, to)) if (!isWeekend(date) && !holidayDates.has(date)) n++;
  return n;
}

export const yearOf = (iso: string): number => Number(iso.slice(0, 4));

export function monthRange(monthYear: string): { from: string; to: string } {
  const [year, month] = monthYear.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${monthYear}-01`, to: `${monthYear}-${String(last).padStart(2, '0')}` };
}

/** HH:mm. */
export interface WallClock {
  date: string;
  time: string;
}

/** @date-fns/tz gives an offset under an hour west as positive (date-fns/date-fns#4279): Intl's name gives its sign. */
function offsetMs(ms: number, timeZone: string): number {
  const at = new Date(ms);
  const minutes = tzOffset(timeZone, at);
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  if (!(minutes !== 0 && Math.abs(minutes) < 60)) return minutes * 60_000;
  const west = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).format(at).includes('GMT-');
  return (west ? -Math.abs(minutes) : Math.abs(minutes)) * 60_000;
}

/** From its fields: toISOString writes years past 9999 with a sign. */
function isoDateOfDay(day: number): string {
  const at = new Date(day * DAY_MS);
  const year = at.getUTCFullYear();
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}`;
}

/** `local` is already shifted by its zone's offset. */
function hoursMinutes(local: number, localDay: number): string {
  const minute = Math.floor((local - localDay * DAY_MS) / 60_000);
  return `${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}`;
}

function wallClockOfLocal(local: number): WallClock {
  const day = Math.floor(local / DAY_MS);
  return { date: isoDateOfDay(day), time: hoursMinutes(local, day) };
}

export function localDateTime(at: Date, timeZone: string): WallClock {
  return localDateTimeAt(at.getTime(), timeZone);
}

export function localDateTimeAt(ms: number, timeZone: string): WallClock {
  return wallClockOfLocal(ms + offsetMs(ms, timeZone));
}

/**
 * One zone's wall clock for many instants: the offset is asked once per UTC day, and for each instant of a day
 * on which the clock changes.
 */
export function wallClockIn(timeZone: string): (ms: number) => WallClock {
  const dayStarts = new Map<number, number>();
  const offsetAtStartOf = (day: number) => {
    let offset = dayStarts.get(day);
    if (offset === undefined) dayStarts.set(day, (offset = offsetMs(day * DAY_MS, timeZone)));
    return offset;
  };
  const dates = new Map<number, string>();
  return (ms) => {
    const day = Math.floor(ms / DAY_MS);
    const shift = offsetAtStartOf(day);
    if (shift !== offsetAtStartOf(day + 1)) return localDateTimeAt(ms, timeZone);
    const local = ms + shift;
    const localDay = Math.floor(local / DAY_MS);
    let date = dates.get(localDay);
    if (date === undefined) dates.set(localDay, (date = isoDateOfDay(localDay)));
    return { date, time: hoursMinutes(local, localDay) };
  };
}

/**
 * localDateTime's inverse. A time read twice, when the clock falls back, is the first; a time the clock skips
 * lands as far after the change (02:30 → 03:30).
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The two offsets a change of clock that day can give.
  const candidates = [asUtc - offsetMs(asUtc - DAY_MS, timeZone), asUtc - offsetMs(asUtc + DAY_MS, timeZone)].sort(
    (a, b) => a - b,
  );
  const reads = (ms: number) => {
    const local = localDateTimeAt(ms, timeZone);
    return local.date === date && local.time === time;
  };
  return new Date(candidates.find(reads) ?? candidates[1]!);
}

/** An unknown zone counts as the default one. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return localDateTime(now, timeZone).date;
  } catch {
    return localDateTime(now, DEFAULT_TIME_ZONE).date;
  }
}
