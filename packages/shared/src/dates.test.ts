import { describe, expect, it } from 'vitest';
import {
  eachDate,
  formatIsoDate,
  instantAt,
  isWeekend,
  localDateTime,
  localDateTimeAt,
  todayIn,
  wallClockIn,
} from './dates';

it('shows an ISO date as month name, two-digit day and year', () => {
  expect(formatIsoDate('2026-01-05')).toBe('January 05, 2026');
  expect(formatIsoDate('2026-12-31')).toBe('December 31, 2026');
});

describe('instantAt, the instant a zone reads a wall-clock time', () => {
  it('is the inverse of localDateTime', () => {
    expect(instantAt('2026-11-23', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T04:00:00.000Z');
    expect(instantAt('2026-01-01', '00:15', 'Asia/Kolkata').toISOString()).toBe('2025-12-31T18:45:00.000Z');
    expect(instantAt('2026-07-01', '12:00', 'UTC').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    const at = instantAt('2026-06-10', '18:45', 'America/New_York');
    expect(localDateTime(at, 'America/New_York')).toEqual({ date: '2026-06-10', time: '18:45' });
  });

  it('takes the first of a time read twice, and moves a skipped time past the change', () => {
    // New York falls back on November 1, 2026 at 02:00 EDT: 01:30 comes first at UTC−4.
    expect(instantAt('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantAt('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // Berlin springs forward on March 29, 2026 at 02:00 CET: 02:30 does not exist and becomes 03:30 CEST.
    expect(localDateTime(instantAt('2026-03-29', '02:30', 'Europe/Berlin'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '03:30',
    });
  });
});

describe('eachDate and isWeekend, counted on the calendar fields', () => {
  it('walk over month ends, leap days and years as the Date arithmetic does', () => {
    expect([...eachDate('2024-02-27', '2024-03-02')]).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect([...eachDate('2100-02-27', '2100-03-01')]).toEqual(['2100-02-27', '2100-02-28', '2100-03-01']);
    expect([...eachDate('2026-12-31', '2027-01-01')]).toEqual(['2026-12-31', '2027-01-01']);
    expect([...eachDate('2026-11-25', '2026-11-25')]).toEqual(['2026-11-25']);
    expect([...eachDate('2026-11-26', '2026-11-25')]).toEqual([]);
    // Four centuries, against Date: every date and its weekday.
    const dates = [...eachDate('1899-12-25', '2300-01-05')];
    const start = Date.UTC(1899, 11, 25);
    expect(dates).toHaveLength(Math.round((Date.UTC(2300, 0, 5) - start) / 86_400_000) + 1);
    const wrong = dates.filter((iso, i) => {
      const at = new Date(start + i * 86_400_000);
      return iso !== at.toISOString().slice(0, 10) || isWeekend(iso) !== (at.getUTCDay() === 0 || at.getUTCDay() === 6);
    });
    expect(wrong).toEqual([]);
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-29')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
  });
});

describe('localDateTime of one instant in several zones', () => {
  it('answers each zone asked, again and again, as the first time', () => {
    const at = new Date('2026-11-25T10:30:00Z');
    const first = new Map(
      ['Asia/Kolkata', 'Pacific/Kiritimati', 'Etc/GMT+12', 'UTC'].map((zone) => [zone, localDateTime(at, zone)]),
    );
    const local = (zone: string) => localDateTime(at, zone);
    for (const zone of [
      'Asia/Kolkata',
      'Pacific/Kiritimati',
      'Etc/GMT+12',
      'Asia/Kolkata',
      'UTC',
      'Pacific/Kiritimati',
    ]) {
      expect(local(zone), zone).toEqual(first.get(zone));
    }
    expect(local('Pacific/Kiritimati')).toEqual({ date: '2026-11-26', time: '00:30' });
    expect(local('Etc/GMT+12')).toEqual({ date: '2026-11-24', time: '22:30' });
  });
});

describe('localDateTime within one minute', () => {
  it('answers every instant of a minute alike, the next minute anew, at a change of clock and in zones of 45 minutes', () => {
    expect(localDateTime(new Date('2026-11-25T10:30:00.000Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-25',
      time: '16:00',
    });
    expect(localDateTime(new Date('2026-11-25T10:30:59.999Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-25',
      time: '16:00',
    });
    expect(localDateTime(new Date('2026-11-25T10:31:00.000Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-25',
      time: '16:01',
    });
    // Berlin springs forward at 01:00 UTC on March 29, 2026: 01:59 CET, then 03:00 CEST.
    expect(localDateTime(new Date('2026-03-29T00:59:30Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '01:59',
    });
    expect(localDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '03:00',
    });
    expect(localDateTime(new Date('2026-11-25T18:14:59Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-11-25',
      time: '23:59',
    });
    expect(localDateTime(new Date('2026-11-25T18:15:00Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-11-26',
      time: '00:00',
    });
  });

  it('works out each instant before 1973, when a zone could be seconds off the minute, and keeps its answers to itself', () => {
    // Liberia was at UTC−0:44:30 until 1972: two instants of one UTC minute fall in two local minutes.
    expect(localDateTime(new Date('1970-06-01T12:00:10Z'), 'Africa/Monrovia').time).toBe('11:15');
    expect(localDateTime(new Date('1970-06-01T12:00:40Z'), 'Africa/Monrovia').time).toBe('11:16');
    const first = localDateTime(new Date('2026-11-25T10:30:00Z'), 'UTC');
    first.time = 'changed';
    expect(localDateTime(new Date('2026-11-25T10:30:20Z'), 'UTC')).toEqual({ date: '2026-11-25', time: '10:30' });
  });
});

describe('localDateTimeAt', () => {
  // What Intl itself says, each instant asked anew: what localDateTimeAt (and localDateTime, which is it) must answer.
  const formats = new Map<string, Intl.DateTimeFormat>();
  const byIntl = (ms: number, timeZone: string) => {
    if (!formats.has(timeZone))
      formats.set(
        timeZone,
        new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
      );
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const { type, value } of formats.get(timeZone)!.formatToParts(ms)) part[type] = value;
    return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
  };

  it("answers as Intl every 7 minutes of a year, through each zone's changes of clock", () => {
    // New York and Berlin change twice a year, Casablanca around Ramadan too, Lord Howe by half an hour; Kathmandu
    // is 45 minutes off the hour, Chatham 45 and changing; Kolkata never changes.
    const zones = [
      'America/New_York',
      'Europe/Berlin',
      'Africa/Casablanca',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'Asia/Kolkata',
    ];
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    for (const zone of zones) {
      const wrong: string[] = [];
      const inOrder = wallClockIn(zone);
      for (let ms = from; ms < to; ms += 7 * 60_000 + 13_000) {
        const intl = byIntl(ms, zone);
        for (const fast of [localDateTimeAt(ms, zone), inOrder(ms)]) {
          if (fast.date !== intl.date || fast.time !== intl.time) wrong.push(new Date(ms).toISOString());
        }
      }
      expect(wrong, zone).toEqual([]);
    }
    // Half a million answers of Intl: seconds on a loaded machine, past the 5 s default.
  }, 60_000);

  it('keeps the minute of an instant with milliseconds, and days before 1973', () => {
    expect(localDateTimeAt(Date.parse('2026-03-02T07:29:59.999Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-03-02',
      time: '12:59',
    });
    expect(localDateTimeAt(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '03:00',
    });
    expect(localDateTimeAt(Date.parse('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '01:59',
    });
    const liberia = Date.parse('1970-06-01T00:44:29Z');
    expect(localDateTimeAt(liberia, 'Africa/Monrovia')).toEqual(byIntl(liberia, 'Africa/Monrovia'));
    expect(wallClockIn('Africa/Monrovia')(liberia)).toEqual(byIntl(liberia, 'Africa/Monrovia'));
  });

  it('writes the dates of 1969 and of the year 10000 as Intl does', () => {
    for (const ms of [
      -1,
      Date.parse('1969-07-20T20:17:00Z'),
      253_402_300_800_000,
      253_402_300_800_000 + 86_400_000 * 40,
    ]) {
      for (const zone of ['UTC', 'Asia/Kolkata', 'America/New_York']) {
        expect(localDateTimeAt(ms, zone), `${ms} ${zone}`).toEqual(byIntl(ms, zone));
        expect(wallClockIn(zone)(ms), `${ms} ${zone}`).toEqual(byIntl(ms, zone));
      }
    }
  });
});

describe('todayIn', () => {
  it('counts a zone the runtime does not know as the default one', () => {
    const now = new Date('2026-11-25T20:00:00Z');
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-26');
    expect(todayIn('Nowhere/Atlantis', now)).toBe('2026-11-26');
    expect(todayIn('America/New_York', now)).toBe('2026-11-25');
  });
});
