/**
 * Date rules both sides count with. ISO dates (YYYY-MM-DD) are handled as UTC midnights, so no time zone
 * shifts a day; "today" is always an employee's today, in their time zone.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;

/** The time zone of an employee without one of their own. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The spec's display format for an ISO date: month name, two-digit day, four-digit year ("January 05, 2026"). */
export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return isoOf(utc(iso) + days * DAY_MS);
}

/** Days from one date to another: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) => (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : MONTH_DAYS[month - 1]!);
const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const partsOf = (iso: string) => [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))] as const;

/**
 * Days of an ISO date range, both ends included. Counted on the calendar's fields, not through Date and
 * toISOString: nine times faster, and the month calendar and the timesheet walk their ranges on every read.
 */
export function* eachDate(from: string, to: string): Generator<string> {
  let [year, month, day] = partsOf(from);
  for (let iso = from; iso <= to; ) {
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

/** The Monday of the (ISO, Monday-to-Sunday) week of a date. */
export function mondayOf(iso: string): string {
  return addDays(iso, -((new Date(utc(iso)).getUTCDay() + 6) % 7));
}

// Sakamoto's day of the week (0 = Sunday), without a Date.
const WEEKDAY_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
export function isWeekend(iso: string): boolean {
  const [y, month, day] = partsOf(iso);
  const year = month < 3 ? y - 1 : y;
  const weekday = (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + WEEKDAY_OFFSETS[month - 1]! + day) % 7;
  return weekday === 0 || weekday === 6;
}

/** Working days of a range: weekends and the given (non-optional) holiday dates are not counted. */
export function countWorkingDays(from: string, to: string, holidayDates: ReadonlySet<string>): number {
  let n = 0;
  for (const date of eachDate(from, to)) if (!isWeekend(date) && !holidayDates.has(date)) n++;
  return n;
}

export const yearOf = (iso: string): number => Number(iso.slice(0, 4));

/** First and last day of a `YYYY-MM` month. */
export function monthRange(monthYear: string): { from: string; to: string } {
  const [year, month] = monthYear.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${monthYear}-01`, to: `${monthYear}-${String(last).padStart(2, '0')}` };
}

// One formatter per zone: making one costs more than a whole database read on the server's hot paths.
const localFormats = new Map<string, Intl.DateTimeFormat>();
/** Since 1973 every zone's offset is a whole number of minutes, so that one UTC minute is one wall-clock minute. */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);

/** The calendar date and HH:mm wall-clock time of an instant in a time zone, as Intl tells it (formatToParts: costly). */
function intlDateTime(ms: number, timeZone: string): { date: string; time: string } {
  let format = localFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    localFormats.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(ms)) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The calendar date and HH:mm wall-clock time of an instant in a time zone (localDateTimeAt of its milliseconds). */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  return localDateTimeAt(at.getTime(), timeZone);
}

/** Each zone's offset from UTC in minutes at the start of a UTC day (days since the epoch), asked of Intl once. */
const dayStartOffsets = new Map<string, Map<number, number>>();
/** Enough days (of a zone's offsets, of ISO dates) for many years; past it they are worked out again. */
const MAX_KEPT_DAYS = 20_000;

function offsetAtDayStart(timeZone: string, day: number): number {
  let offsets = dayStartOffsets.get(timeZone);
  if (!offsets) dayStartOffsets.set(timeZone, (offsets = new Map()));
  let offset = offsets.get(day);
  if (offset === undefined) {
    const ms = day * DAY_MS;
    const { date, time } = intlDateTime(ms, timeZone);
    offset = (Date.parse(`${date}T${time}:00Z`) - ms) / 60_000;
    if (offsets.size >= MAX_KEPT_DAYS) offsets.clear();
    offsets.set(day, offset);
  }
  return offset;
}

/** The ISO dates of days since the epoch, kept: toISOString cost half a microsecond a call on this machine. */
const isoDates = new Map<number, string>();
function isoDateOfDay(day: number): string {
  let iso = isoDates.get(day);
  if (iso === undefined) {
    iso = isoOf(day * DAY_MS);
    if (isoDates.size >= MAX_KEPT_DAYS) isoDates.clear();
    isoDates.set(day, iso);
  }
  return iso;
}

const HOURS_MINUTES = Array.from({ length: 24 * 60 }, (_, m) => `${twoDigits(Math.floor(m / 60))}:${twoDigits(m % 60)}`);
/** localDateTimeAt's last zone and UTC day, their shift in milliseconds (null: the offset changes that day), and its last local date. */
const shiftMemo = { zone: '', day: NaN, shift: null as number | null, localDay: NaN, localDate: '' };

/** The last instant whose ISO form has a four-digit year (9999-12-31T23:59:59.999Z). */
const LAST_FOUR_DIGIT_YEAR_MS = 253_402_300_799_999;
const threeDigits = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * An instant in epoch milliseconds as toISOString writes it ('YYYY-MM-DDTHH:mm:ss.sssZ'), from kept dates and
 * times of day: toISOString cost half a microsecond a call, on every punch of a calendar's days.
 */
export function isoInstant(ms: number): string {
  const whole = Math.trunc(ms);
  if (!(whole >= 0 && whole <= LAST_FOUR_DIGIT_YEAR_MS)) return new Date(whole).toISOString();
  const day = Math.floor(whole / DAY_MS);
  const inDay = whole - day * DAY_MS;
  const minute = Math.floor(inDay / 60_000);
  const inMinute = inDay - minute * 60_000;
  const second = Math.floor(inMinute / 1000);
  return `${isoDateOfDay(day)}T${HOURS_MINUTES[minute]}:${twoDigits(second)}.${threeDigits(inMinute - second * 1000)}Z`;
}

/**
 * The calendar date and HH:mm wall-clock time of an instant in epoch milliseconds in a time zone, for every
 * caller (localDateTime too) and for many instants at once (a month's punches of thousands of people, in order):
 * a zone's offset is asked of Intl once per UTC day, and an instant of a day whose offset is the same at its
 * start and at the next day's start is shifted by it. A day on which the offset changes (daylight saving), and
 * any day before 1973, asks Intl for each of its instants.
 */
export function localDateTimeAt(ms: number, timeZone: string): { date: string; time: string } {
  const memo = shiftMemo;
  const day = Math.floor(ms / DAY_MS);
  if (day !== memo.day || timeZone !== memo.zone) {
    const offset = offsetAtDayStart(timeZone, day);
    memo.zone = timeZone;
    memo.day = day;
    memo.shift = day * DAY_MS >= WHOLE_MINUTE_OFFSETS_SINCE && offset === offsetAtDayStart(timeZone, day + 1) ? offset * 60_000 : null;
  }
  if (memo.shift === null) return intlDateTime(ms, timeZone);
  const local = ms + memo.shift;
  const localDay = Math.floor(local / DAY_MS);
  if (localDay !== memo.localDay) {
    memo.localDay = localDay;
    memo.localDate = isoDateOfDay(localDay);
  }
  return { date: memo.localDate, time: HOURS_MINUTES[Math.floor((local - localDay * DAY_MS) / 60_000)]! };
}

/**
 * The instant at which a time zone's wall clock reads this date and HH:mm: localDateTime's inverse. A time read
 * twice, when the clock falls back, is the first of the two; a time the clock skips, when it springs forward,
 * lands as far after the change as it was meant after the skipped hour's start (02:30 → 03:30).
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const day = 86_400_000;
  // The zone's offsets a day before and a day after: the two a change of clock that day can give.
  const offsetAt = (ms: number) => {
    const local = localDateTime(new Date(ms), timeZone);
    return Date.parse(`${local.date}T${local.time}:00Z`) - ms;
  };
  const candidates = [asUtc - offsetAt(asUtc - day), asUtc - offsetAt(asUtc + day)].sort((a, b) => a - b);
  const reads = (ms: number) => {
    const local = localDateTime(new Date(ms), timeZone);
    return local.date === date && local.time === time;
  };
  return new Date(candidates.find(reads) ?? candidates[1]!);
}

/** The calendar date now in a time zone (an unknown zone counts as the default one). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return localDateTime(now, timeZone).date;
  } catch {
    return localDateTime(now, DEFAULT_TIME_ZONE).date;
  }
}
